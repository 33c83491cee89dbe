import { useId } from 'react';
import { SORT_LABELS, SORTS, type Sort } from '#shared/catalog.ts';
import { GridIcon, ListIcon } from '#web/components/ui/icons.tsx';
import type { ListingParams, ListingPatch } from '../use-listing-params.ts';
import { SearchBox } from './search-box.tsx';

type Props = { params: ListingParams; onChange: (patch: ListingPatch) => void };

const toggle = (active: boolean) =>
  `inline-flex size-10 items-center justify-center ${
    active ? 'bg-brand-700 text-white' : 'bg-white text-stone-800 hover:bg-stone-100'
  }`;

/** Search, sort and the grid/list switch above the results. */
export function ListingToolbar({ params, onChange }: Props) {
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchBox value={params.q} onSearch={(q) => onChange({ q })} />
      <div className="flex items-center gap-3">
        <label htmlFor={sortId} className="text-sm font-semibold whitespace-nowrap text-stone-800">
          Sort by
        </label>
        <select
          id={sortId}
          value={params.sort}
          onChange={(e) => onChange({ sort: e.target.value as Sort })}
          className="flex-1 rounded-md border border-stone-500 bg-white px-3 py-2 text-sm text-stone-900 sm:flex-none"
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
        <div className="flex overflow-hidden rounded-md border border-stone-500">
          <button
            type="button"
            aria-label="Grid view"
            aria-pressed={params.view === 'grid'}
            onClick={() => onChange({ view: 'grid' })}
            className={toggle(params.view === 'grid')}
          >
            <GridIcon />
          </button>
          <button
            type="button"
            aria-label="List view"
            aria-pressed={params.view === 'list'}
            onClick={() => onChange({ view: 'list' })}
            className={toggle(params.view === 'list')}
          >
            <ListIcon />
          </button>
        </div>
      </div>
    </div>
  );
}
