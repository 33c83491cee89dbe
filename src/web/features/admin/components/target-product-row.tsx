import { useId, useState } from 'react';
import type { TargetProduct } from '../api/pick-products.ts';
import { TargetVariantChecklist } from './target-variant-checklist.tsx';

type Props = {
  name: string;
  loaded: TargetProduct;
  /** Chosen whole ("All of it"): its id is in the target's products. */
  whole: boolean;
  /** Every variant id the target names (this product's among them). */
  ticked: readonly string[];
  onRetry: () => void;
  /** To "All of it", or to some variants with `restore` ticked again (those ticked before "All of it"). */
  onWhole: (whole: boolean, restore: string[]) => void;
  onTick: (variantIds: string[], on: boolean) => void;
  onRemove: () => void;
};

/** How many labels the summary names before "and N more". */
const NAMED = 3;
const link = 'font-semibold text-brand-800 underline underline-offset-2';

/**
 * One chosen product of a promotion: whole, or (with several variants) only the variants ticked. The summary line
 * says which in words, so the choice reads at a glance with the list folded away.
 */
export function TargetProductRow({ name, loaded, whole, ticked, onRetry, onWhole, onTick, onRemove }: Props) {
  const ids = { name: useId(), mode: useId(), list: useId() };
  const [open, setOpen] = useState(false);
  // What was ticked before "All of it", so turning back to some variants does not lose a long choice.
  const [remembered, setRemembered] = useState<string[]>([]);
  const { product } = loaded;
  const variants = product?.variants ?? [];
  const mine = variants.filter((v) => ticked.includes(v.id));
  // A product of one variant is only ever whole, unless a stored promotion named its variant.
  const choosable = variants.length > 1 || (!!product && !whole);

  const chooseWhole = (next: boolean) => {
    if (next) setRemembered(mine.map((v) => v.id));
    else setOpen(true);
    onWhole(next, next ? [] : remembered);
  };

  return (
    <li aria-labelledby={ids.name} className="rounded-lg bg-white p-3 ring-1 ring-stone-200">
      <div className="flex items-start justify-between gap-3">
        <p id={ids.name} className="min-w-0 font-semibold break-words text-stone-900">
          {name}
          {product && <span className="ml-1 text-sm font-normal text-stone-600">({product.category})</span>}
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${name}`}
          className="shrink-0 rounded-full border border-stone-300 px-3 py-1 text-sm font-medium text-stone-800 hover:bg-stone-100"
        >
          Remove
        </button>
      </div>
      {loaded.state === 'loading' && (
        <p role="status" className="mt-1 text-sm text-stone-700">
          Loading its variants…
        </p>
      )}
      {loaded.state === 'failed' && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          Its variants could not be loaded.{' '}
          <button type="button" onClick={onRetry} className={link}>
            Try again
          </button>
        </p>
      )}
      {loaded.state === 'missing' && (
        <p role="alert" className="mt-1 text-sm text-amber-900">
          No longer in the shop: remove it to save.
        </p>
      )}
      {product && choosable && (
        <fieldset className="mt-2">
          <legend className="sr-only">Which variants of {name}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {([true, false] as const).map((w) => (
              <label key={String(w)} className="flex min-h-11 items-center gap-2 text-stone-900">
                <input
                  type="radio"
                  name={ids.mode}
                  checked={whole === w}
                  onChange={() => chooseWhole(w)}
                  className="size-5 accent-brand-700"
                />
                {w ? 'All of it' : 'Only some variants'}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {product && (
        <p
          className={`mt-1 text-sm break-words ${!whole && mine.length === 0 ? 'text-amber-900' : 'text-stone-700'}`}
        >
          {summary(
            whole,
            variants.length,
            mine.map((v) => v.length),
          )}
        </p>
      )}
      {product && !whole && (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={ids.list}
            onClick={() => setOpen((o) => !o)}
            className={`${link} mt-1 min-h-11 text-sm`}
          >
            {open ? 'Hide variants' : 'Choose variants'} <span className="sr-only">of {name}</span>
          </button>
          <div id={ids.list} hidden={!open}>
            {open && (
              <TargetVariantChecklist name={name} variants={variants} ticked={ticked} onTick={onTick} />
            )}
          </div>
        </>
      )}
    </li>
  );
}

/** 'All 12 variants', '2 of 12 variants: #613 · 22″, #613 · 24″', 'No variant ticked: …'. */
function summary(whole: boolean, total: number, labels: string[]): string {
  if (whole) return total > 1 ? `All ${total} variants` : 'The whole product';
  if (labels.length === 0) return 'No variant ticked: it is left out until you tick one.';
  const named = labels.slice(0, NAMED).join(', ');
  const more = labels.length > NAMED ? ` and ${labels.length - NAMED} more` : '';
  return `${labels.length} of ${total} variants: ${named}${more}`;
}
