import type { Listing, ListingItem } from '#shared/contract/catalog.ts';
import { type ActiveOffer, bestOfferFor } from '../offers.ts';
import type { ListingView } from '../use-listing-params.ts';
import { ProductCard } from './product-card.tsx';
import { ProductRow } from './product-row.tsx';
import { buttonSecondary } from './styles.ts';

type Props = {
  listing: Listing;
  view: ListingView;
  /** True while the next page or filter loads with this one still showing. */
  stale: boolean;
  hasFilters: boolean;
  onClearFilters: () => void;
  onQuickView: (product: ListingItem) => void;
  /** The bundle offers running now (GET /api/offers); each product shows the best one covering it. */
  offers?: readonly ActiveOffer[];
};

/** A phone's first view shows the first row of two; the rest load as they scroll into view. */
const EAGER_CARDS = 2;

/** The products of one page, as a grid or a list, or the empty state. */
export function ProductResults({
  listing,
  view,
  stale,
  hasFilters,
  onClearFilters,
  onQuickView,
  offers,
}: Props) {
  if (listing.items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-stone-400 bg-white px-6 py-12 text-center">
        <p className="font-display text-xl font-semibold text-stone-900">No Products Found</p>
        {hasFilters && (
          <>
            <p className="mt-2 text-sm text-stone-700">Try another search, or widen the filters.</p>
            <button type="button" onClick={onClearFilters} className={`${buttonSecondary} mt-4`}>
              Clear Filters
            </button>
          </>
        )}
      </div>
    );
  }

  const dim = stale ? 'opacity-60 transition-opacity' : 'transition-opacity';
  if (view === 'list') {
    return (
      <ul className={`flex flex-col gap-4 ${dim}`}>
        {listing.items.map((p, i) => (
          <li key={p.id}>
            <ProductRow
              product={p}
              onQuickView={onQuickView}
              priority={i === 0}
              offer={bestOfferFor(p, offers)}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 ${dim}`}>
      {listing.items.map((p, i) => (
        <li key={p.id} className="flex">
          <ProductCard
            product={p}
            onQuickView={onQuickView}
            priority={i === 0}
            eager={i < EAGER_CARDS}
            offer={bestOfferFor(p, offers)}
          />
        </li>
      ))}
    </ul>
  );
}
