import { useId } from 'react';
import { CATEGORIES, type Category } from '#shared/catalog.ts';
import type { Listing } from '#shared/contract/catalog.ts';
import type { ListingParams, ListingPatch } from '../use-listing-params.ts';
import { PriceSlider } from './price-slider.tsx';
import { buttonSecondary, field } from './styles.ts';

type Props = {
  params: ListingParams;
  /** Undefined during the first load: the controls show without counts. */
  listing: Listing | undefined;
  onChange: (patch: ListingPatch) => void;
  onClear: () => void;
};

const sectionHeading = 'mb-2 text-xs font-bold tracking-widest text-stone-700';

/** CATEGORIES, BRAND and PRICE ; they combine (docs/product.md#catalogue) and each count applies the others. */
export function FilterSidebar({ params, listing, onChange, onClear }: Props) {
  const brandId = useId();
  const counts = new Map(listing?.facets.categories.map((f) => [f.value, f.count]));
  const allCount = listing?.facets.categories.reduce((sum, f) => sum + f.count, 0);
  const categories: { label: string; value: Category | undefined; count: number | undefined }[] = [
    { label: 'All', value: undefined, count: allCount },
    ...CATEGORIES.map((c) => ({ label: c, value: c, count: counts.get(c) })),
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${brandId}-cat`}>
        <h3 id={`${brandId}-cat`} className={sectionHeading}>
          CATEGORIES
        </h3>
        <ul className="flex flex-col gap-1">
          {categories.map((c) => {
            const active = params.category === c.value;
            return (
              <li key={c.label}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onChange({ category: c.value })}
                  className={`flex w-full items-center justify-between rounded-md px-3 py-1.5 text-left text-sm ${
                    active ? 'bg-brand-700 font-semibold text-white' : 'text-stone-800 hover:bg-brand-50'
                  }`}
                >
                  <span>{c.label}</span>
                  {c.count !== undefined && (
                    <span className={active ? '' : 'text-stone-600'}>({c.count})</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section>
        <h3 className={sectionHeading}>
          <label htmlFor={`${brandId}-brand`}>BRAND</label>
        </h3>
        <select
          id={`${brandId}-brand`}
          value={params.brand ?? ''}
          onChange={(e) => onChange({ brand: e.target.value || undefined })}
          className={field}
        >
          <option value="">All</option>
          {listing?.facets.brands.map((b) => (
            <option key={b.value} value={b.value}>
              {b.value} ({b.count})
            </option>
          ))}
        </select>
      </section>

      <section>
        <h3 className={sectionHeading}>PRICE</h3>
        {listing ? (
          <PriceSlider
            range={listing.priceRange}
            maxPrice={params.maxPrice}
            onCommit={(maxPrice) => onChange({ maxPrice })}
          />
        ) : (
          <div aria-hidden="true" className="h-14 animate-pulse rounded-md bg-stone-200" />
        )}
      </section>

      <button type="button" onClick={onClear} className={buttonSecondary}>
        Clear Filters
      </button>
    </div>
  );
}
