import { useId, useState } from 'react';
import type { Variant } from '#shared/contract/catalog.ts';
import { field, fieldLabel } from '#web/components/ui/styles.ts';

type Props = {
  name: string;
  variants: readonly Pick<Variant, 'id' | 'sku' | 'length'>[];
  ticked: readonly string[];
  onTick: (variantIds: string[], on: boolean) => void;
};

/** From this many variants a filter box helps (a product may have 2,048: every shade in every length). */
const FILTER_FROM = 8;
const small =
  'rounded-full border border-stone-400 px-3 py-1 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-50';

/**
 * A product's variants as check boxes, by label and SKU. With many, a filter ("613", "22") narrows the list, and
 * "Tick all shown" then takes every length of a shade at once.
 */
export function TargetVariantChecklist({ name, variants, ticked, onTick }: Props) {
  const ids = { filter: useId(), count: useId() };
  const [filter, setFilter] = useState('');
  const words = filter.trim().toLowerCase();
  const shown = words
    ? variants.filter((v) => `${v.length} ${v.sku}`.toLowerCase().includes(words))
    : variants;
  const tickedCount = variants.filter((v) => ticked.includes(v.id)).length;
  const shownIds = shown.map((v) => v.id);

  return (
    <fieldset aria-describedby={ids.count} className="mt-2 space-y-2">
      <legend className="sr-only">Variants of {name}</legend>
      {variants.length >= FILTER_FROM && (
        <div>
          <label htmlFor={ids.filter} className={fieldLabel}>
            Filter variants
          </label>
          <input
            id={ids.filter}
            type="search"
            value={filter}
            placeholder="Shade, length or SKU"
            autoComplete="off"
            onChange={(e) => setFilter(e.target.value)}
            // Enter would submit the promotion's form.
            onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
            className={field}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={small}
          disabled={shown.every((v) => ticked.includes(v.id))}
          onClick={() => onTick(shownIds, true)}
        >
          {words ? 'Tick all shown' : 'Tick all'}
        </button>
        <button
          type="button"
          className={small}
          disabled={!shown.some((v) => ticked.includes(v.id))}
          onClick={() => onTick(shownIds, false)}
        >
          {words ? 'Untick all shown' : 'Untick all'}
        </button>
        <p id={ids.count} aria-live="polite" className="text-sm text-stone-700">
          {tickedCount} of {variants.length} ticked
          {words ? ` · ${shown.length} shown` : ''}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-stone-700">No variants match “{filter.trim()}”.</p>
      ) : (
        <ul className="max-h-72 overflow-y-auto rounded-md border border-stone-200 px-2">
          {shown.map((v) => (
            <li key={v.id}>
              <label className="flex min-h-11 items-center gap-3 py-1 text-stone-900">
                <input
                  type="checkbox"
                  checked={ticked.includes(v.id)}
                  onChange={(e) => onTick([v.id], e.target.checked)}
                  className="size-5 shrink-0 accent-brand-700"
                />
                {/* The SKU under the label: an SKU made by the shop is long, and a phone's row is narrow. */}
                <span className="flex min-w-0 flex-col">
                  <span className="break-words">{v.length}</span>{' '}
                  <span className="font-mono text-xs break-all text-stone-600">{v.sku}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
