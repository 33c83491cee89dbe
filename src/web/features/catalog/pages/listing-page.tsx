import { useCallback, useEffect, useRef, useState } from 'react';
import { type ListingItem, listingPageCount } from '#shared/contract/catalog.ts';
import { JsonLd } from '#web/components/seo/json-ld.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
import { ChevronDownIcon, FilterIcon, Spinner } from '#web/components/ui/icons.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { breadcrumbJsonLd } from '#web/lib/seo/breadcrumb-json-ld.ts';
import {
  canonicalListingPagePath,
  canonicalListingPath,
  listingDescription,
  listingTitle,
} from '#web/lib/seo/listing-url.ts';
import { useSiteOrigin } from '#web/lib/site-origin.tsx';
import { useOffers } from '../api/get-offers.ts';
import { useProducts } from '../api/get-products.ts';
import { ActiveFilters } from '../components/active-filters.tsx';
import { BackToTop } from '../components/back-to-top.tsx';
import { FilterSidebar } from '../components/filter-sidebar.tsx';
import { ListingToolbar } from '../components/listing-toolbar.tsx';
import { ProductGridSkeleton } from '../components/product-grid-skeleton.tsx';
import { ProductResults } from '../components/product-results.tsx';
import { QuickViewSheet } from '../components/quick-view-sheet.tsx';
import { useListingParams } from '../use-listing-params.ts';

/**
 * /all: the catalogue with filters, search, sort, two layouts, paging and the quick view (docs/product.md#catalogue).
 */
export function ListingPage() {
  const { params, update, clearFilters, hasFilters, pageHref } = useListingParams();
  const { view, ...query } = params;
  const products = useProducts(query);
  const offers = useOffers();
  const listing = products.data;
  const totalPages = listing ? listingPageCount(listing.total, listing.perPage) : 1;

  const [filtersOpen, setFiltersOpen] = useState(false);
  const [quickView, setQuickView] = useState<ListingItem | null>(null);
  const [quickViewOpen, setQuickViewOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  // A link to a page past the end (the catalogue shrank, or a hand-edited URL) lands on the last real page.
  const pastEnd = !!listing && !products.isPlaceholderData && listing.total > 0 && params.page > totalPages;
  useEffect(() => {
    if (pastEnd) update({ page: totalPages }, { replace: true });
  }, [pastEnd, totalPages, update]);

  // The pager's links change the address (client-side once the page is live); this follows one in this tab.
  const followedPage = () => {
    // Move keyboard and screen-reader users to the top of the new page rather than leaving them at its foot.
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  // The last filter chip removed: the keyboard goes to the results' count, which says what the list now holds.
  const focusResults = useCallback(() => resultsRef.current?.focus({ preventScroll: true }), []);

  const openQuickView = (product: ListingItem) => {
    setQuickView(product);
    setQuickViewOpen(true);
  };

  const count = listing
    ? `${listing.total} ${listing.total === 1 ? 'Product' : 'Products'} found`
    : 'Products';
  const origin = useSiteOrigin();
  const filters = { category: query.category, brand: query.brand };
  const canonicalPath = canonicalListingPagePath(query);

  return (
    <>
      <PageMeta
        title={listingTitle(filters)}
        description={listingDescription(filters, listing?.total ?? 0)}
        canonicalPath={canonicalPath}
      />
      <JsonLd
        key={query.category ?? 'all'}
        data={() =>
          breadcrumbJsonLd(origin, [
            { name: 'Home', path: '/' },
            { name: 'All Products', path: '/all' },
            ...(query.category
              ? [{ name: query.category, path: canonicalListingPath({ category: query.category }) }]
              : []),
          ])
        }
      />
      <Breadcrumb />
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
        <h1 ref={titleRef} tabIndex={-1} className="mb-6 font-display text-3xl font-semibold text-stone-900">
          All Products
        </h1>
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <aside aria-labelledby="listing-filters-heading" className="mb-6 lg:mb-0">
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls="listing-filters"
              onClick={() => setFiltersOpen((o) => !o)}
              className="inline-flex w-full items-center justify-center gap-2 rounded-md border border-stone-500 bg-white px-4 py-2 text-sm font-semibold text-stone-800 lg:hidden"
            >
              <FilterIcon className="size-4" />
              Show Filters
              <ChevronDownIcon className={`size-4 transition-transform ${filtersOpen ? 'rotate-180' : ''}`} />
            </button>
            {/* Stuck beside the results on a wide screen, and scrolling on its own when the options make it taller
                than the window: else its foot (Hide sold out, Clear Filters) shows only at the end of the list. */}
            <div
              id="listing-filters"
              className={`${filtersOpen ? 'mt-4' : 'hidden'} rounded-lg border border-stone-200 bg-white p-4 lg:sticky lg:top-20 lg:mt-0 lg:block lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:overscroll-contain`}
            >
              <h2
                id="listing-filters-heading"
                className="mb-4 font-display text-lg font-semibold text-stone-900"
              >
                Filters
              </h2>
              <FilterSidebar params={params} listing={listing} onChange={update} onClear={clearFilters} />
            </div>
          </aside>

          <section aria-labelledby="listing-results-heading" aria-busy={products.isFetching}>
            <ListingToolbar params={params} onChange={update} />
            <ActiveFilters params={params} listing={listing} onChange={update} onEmptied={focusResults} />
            <div className="mt-4 mb-3 flex min-h-6 items-center gap-3">
              <h2
                id="listing-results-heading"
                ref={resultsRef}
                tabIndex={-1}
                aria-live="polite"
                className="scroll-mt-20 text-sm font-semibold text-stone-800"
              >
                {count}
              </h2>
              {products.isFetching && !products.isPending && (
                <span role="status" className="inline-flex items-center gap-1.5 text-sm text-stone-700">
                  <Spinner />
                  Updating…
                </span>
              )}
            </div>

            {products.isPending ? (
              <ProductGridSkeleton />
            ) : products.isError ? (
              <QueryError
                title="We couldn't load the products."
                error={products.error}
                onRetry={() => products.refetch()}
                retrying={products.isFetching}
              />
            ) : (
              <ProductResults
                listing={products.data}
                view={view}
                stale={products.isPlaceholderData}
                hasFilters={hasFilters}
                onClearFilters={clearFilters}
                onQuickView={openQuickView}
                offers={offers}
              />
            )}

            {listing && !products.isError && (
              <Pagination
                page={Math.min(params.page, totalPages)}
                totalPages={totalPages}
                hrefFor={pageHref}
                onFollow={followedPage}
              />
            )}
          </section>
        </div>
      </div>
      <BackToTop focusTarget={() => titleRef.current} />
      <QuickViewSheet product={quickView} open={quickViewOpen} onOpenChange={setQuickViewOpen} />
    </>
  );
}
