import { useEffect, useRef } from 'react';
import type { Listing } from '#shared/contract/catalog.ts';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { type ListingParams, type ListingPatch, optionFilter } from '../use-listing-params.ts';

type Props = {
  params: ListingParams;
  /** Its option facets give the filters their names as the shop writes them ("Shade: #613", not "shade:#613"). */
  listing: Listing | undefined;
  onChange: (patch: ListingPatch) => void;
  /** Where the keyboard goes once the last chip is removed (the chip it was on is gone). */
  onEmptied: () => void;
};

/** `shade:#613` as the shop names it, from the facets; a filter no facet lists any more reads as it is written. */
export function optionFilterLabel(filter: string, listing: Listing | undefined): string {
  for (const facet of listing?.facets.options ?? []) {
    const value = facet.values.find((v) => optionFilter(facet.name, v.value) === filter);
    if (value) return `${facet.name}: ${value.value}`;
  }
  const at = filter.indexOf(':');
  return `${filter.slice(0, at)}: ${filter.slice(at + 1)}`;
}

/**
 * The option filters and Hide sold out as chips above the results, each a button that removes it: on a phone the
 * filters sit folded away above the list, and these say what narrows it. Removing one moves the keyboard to the
 * chip now in its place (or the one before), so it is not dropped onto the page's top.
 */
export function ActiveFilters({ params, listing, onChange, onEmptied }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  /** The chip just removed: where it was, and the chips as they were until the address changes. */
  const removed = useRef<{ at: number; keys: string } | null>(null);
  const opt = params.opt ?? [];
  const chips = [
    ...opt.map((f) => ({
      key: f,
      label: optionFilterLabel(f, listing),
      patch: { opt: opt.filter((o) => o !== f) },
    })),
    ...(params.inStock ? [{ key: 'inStock', label: 'Hide sold out', patch: { inStock: false } }] : []),
  ];
  const keys = chips.map((c) => c.key).join('\n');

  useEffect(() => {
    // Once the address, and so the chips, changed after a removal (the page may draw again before it does).
    if (!removed.current || removed.current.keys === keys) return;
    const { at } = removed.current;
    removed.current = null;
    const buttons = listRef.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(at, buttons.length - 1)];
    if (next) next.focus();
    else onEmptied();
  }, [keys, onEmptied]);

  if (chips.length === 0) return null;
  return (
    <ul ref={listRef} aria-label="Active filters" className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip, i) => (
        <li key={chip.key}>
          <button
            type="button"
            // The visible words start the name after "Remove filter", so a voice command saying them finds it.
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => {
              removed.current = { at: i, keys };
              onChange(chip.patch);
            }}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50 py-1 pr-2 pl-3 text-sm font-semibold text-brand-900 hover:bg-brand-100"
          >
            {chip.label}
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
