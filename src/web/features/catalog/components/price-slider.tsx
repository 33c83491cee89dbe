import { useId, useState } from 'react';
import { formatPence } from '#shared/money.ts';
import { useDebouncedCallback } from '../use-debounced-callback.ts';

type Props = {
  /** Cheapest and dearest price (pence) among products matching the other filters. */
  range: { min: number; max: number };
  /** The current filter in pence; undefined means no price limit. */
  maxPrice: number | undefined;
  onCommit: (maxPrice: number | undefined) => void;
};

/**
 * The PRICE filter: keeps products priced at or below the slider (docs/product.md#catalogue). It moves in whole pounds
 * so arrow keys take useful steps; the top is rounded up so the dearest product is always inside. Dragging only updates
 * the label; the URL (and a request) follows on release or after a pause.
 */
export function PriceSlider({ range, maxPrice, onCommit }: Props) {
  const id = useId();
  const lo = Math.ceil(range.min / 100);
  const hi = Math.ceil(range.max / 100);
  const external = maxPrice === undefined ? hi : Math.min(hi, Math.max(lo, Math.round(maxPrice / 100)));

  const [draft, setDraft] = useState(external);
  const [seen, setSeen] = useState(external);
  if (seen !== external) {
    // The URL changed elsewhere (Back, Clear Filters, another category's range): follow it.
    setSeen(external);
    setDraft(external);
  }

  const commit = useDebouncedCallback((pounds: number) => {
    onCommit(pounds >= hi ? undefined : pounds * 100);
  }, 400);

  // A link may carry pence (e.g. 1234); show that exactly until the slider is moved.
  const shownPence =
    draft === external && maxPrice !== undefined && maxPrice < hi * 100 ? maxPrice : draft * 100;
  const disabled = lo >= hi;

  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <label htmlFor={id} className="text-stone-800">
          Maximum price
        </label>
        <output htmlFor={id} className="font-semibold text-brand-800">
          {formatPence(shownPence)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={lo}
        max={hi}
        step={1}
        value={draft}
        disabled={disabled}
        aria-valuetext={formatPence(shownPence)}
        onChange={(e) => {
          const pounds = Number(e.target.value);
          setDraft(pounds);
          commit.schedule(pounds);
        }}
        onPointerUp={commit.flush}
        className="mt-2 block w-full accent-brand-700 disabled:opacity-50"
      />
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-stone-600">
        <span>{formatPence(lo * 100)}</span>
        <span>{formatPence(hi * 100)}</span>
      </div>
    </div>
  );
}
