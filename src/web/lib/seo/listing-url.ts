import type { Category } from '#shared/catalog.ts';
import { type ListingQuery, listingQuerySchema } from '#shared/contract/catalog.ts';
import { metaDescription } from './description.ts';

// What /all says about itself. Only category and brand choose a set of products worth a search result of its own;
// search text, sort, page size, price cap, option filters (shade, length…), Hide sold out and layout are ways of
// looking at the same set (and their combinations are countless), so the canonical drops them and every such variation points search engines at one URL. The page number is kept on the listing's own
// pages (default order and size): page 2 shows other products than page 1, and search engines are told not to
// point the pages of a series at its first (issue 30).

export type ListingFilters = Partial<Pick<ListingQuery, 'category' | 'brand'>>;

const SHOP = 'Tressa';
const LISTING = 'All Products';

/** How each category reads inside a sentence ("24 extension products"). A new category fails to compile here. */
const CATEGORY_WORDS: Record<Category, string> = {
  'Human hair': 'human hair',
  'Synthetic hair': 'synthetic hair',
  Extensions: 'extension',
  'Pony tail': 'pony tail',
  Frontal: 'frontal',
};

const count = new Intl.NumberFormat('en-GB');

/** '/all', '/all?category=Frontal', '/all?category=Frontal&brand=Crown+%26+Co'. */
export function canonicalListingPath({ category, brand }: ListingFilters): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (brand) params.set('brand', brand);
  return params.size ? `/all?${params}` : '/all';
}

const DEFAULTS = listingQuerySchema.parse({});

/**
 * A listing page's canonical: its filters' listing, with `page=N` when it is page N of that listing as the listing
 * pages it by default (the pager's links and the sitemap name these). A page of a search, a price cap, option
 * filters, Hide sold out, another sort or page size points at the first page of its category and brand instead.
 */
export function canonicalListingPagePath(
  query: ListingFilters &
    Partial<Pick<ListingQuery, 'q' | 'maxPrice' | 'opt' | 'inStock' | 'sort' | 'page' | 'perPage'>>,
): string {
  const path = canonicalListingPath(query);
  const page = query.page ?? DEFAULTS.page;
  const plain =
    !query.q &&
    query.maxPrice === undefined &&
    !query.opt?.length &&
    !query.inStock &&
    (query.sort ?? DEFAULTS.sort) === DEFAULTS.sort &&
    (query.perPage ?? DEFAULTS.perPage) === DEFAULTS.perPage;
  if (!plain || page <= 1) return path;
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
}

/**
 * 'All Products | Tressa' unfiltered (the title the page always had), else the filter first so it survives when a
 * search result truncates the title: 'Frontal | All Products | Tressa', 'Crown & Co | …', 'Crown & Co Frontal | …'.
 */
export function listingTitle({ category, brand }: ListingFilters): string {
  const filter = [brand, category].filter(Boolean).join(' ');
  return filter ? `${filter} | ${LISTING} | ${SHOP}` : `${LISTING} | ${SHOP}`;
}

/** The listing's meta description, at most 160 characters, with the number of products the filters find. */
export function listingDescription({ category, brand }: ListingFilters, total: number): string {
  const what = [brand, category ? CATEGORY_WORDS[category] : 'hair'].filter(Boolean).join(' ');
  if (total <= 0) {
    return metaDescription(
      `No ${what} products at ${SHOP} right now. Browse our human and synthetic hair, extensions, pony tails and frontals.`,
    );
  }
  const products = `${count.format(total)} ${what} ${total === 1 ? 'product' : 'products'}`;
  const tail =
    category || brand
      ? 'compare prices and lengths, then order online.'
      : 'human and synthetic hair, extensions, pony tails and frontals in every length.';
  return metaDescription(`Shop ${products} at ${SHOP}: ${tail}`);
}
