import { CATEGORIES, DEFAULT_PER_PAGE } from '#shared/catalog.ts';
import { listingQuerySchema } from '#shared/contract/catalog.ts';
import type { ListingGroup, ProductFile, SitemapRepository } from './repository.ts';
import { escapeXml, SITEMAP_NAMESPACE, w3cDatetime, XML_DECLARATION } from './xml.ts';

const lastmodTag = (date: Date | null) => (date ? `<lastmod>${w3cDatetime(date)}</lastmod>` : '');
const urlTag = (loc: string, lastmod: Date | null) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmodTag(lastmod)}</url>\n`;

export const productFileName = (file: number) => `products-${file}.xml`;
export const LISTINGS_FILE = 'listings.xml';

/**
 * How many pages of each listing the listings file names (decision 023): every page of a listing up to this, the
 * first 450 products of its default order. Deeper pages are still linked from their neighbours, and every product
 * has its own URL in the product files, so a crawler loses nothing but hops through pages whose products shift
 * with every new one.
 */
export const LISTING_PAGES_LISTED = 50;
/** The protocol's cap on the URLs of one file. */
const URLS_PER_FILE = 50_000;

/** The sitemap index: one file per `perFile` products, then the listings, each dated by its newest change. */
export function sitemapIndexXml(publicUrl: string, files: ProductFile[]): string {
  const newest = files.reduce<Date | null>((a, f) => (a && a >= f.lastmod ? a : f.lastmod), null);
  const entry = (name: string, lastmod: Date | null) =>
    `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${name}`)}</loc>${lastmodTag(lastmod)}</sitemap>\n`;
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n`,
    ...files.map((f) => entry(productFileName(f.file), f.lastmod)),
    entry(LISTINGS_FILE, newest),
    '</sitemapindex>\n',
  ].join('');
}

/** A product page's absolute URL; the id is one path segment whatever it holds. */
export const productUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/product-details/${encodeURIComponent(id)}`;

/**
 * One product file, in pieces as the database gives them: a batch of rows becomes one chunk, so a file of
 * 50,000 URLs never sits in memory whole, and a reader that stops reading stops the queries too.
 */
export async function* productUrlset(
  repo: SitemapRepository,
  opts: { publicUrl: string; start: string; perFile: number; batchSize: number },
): AsyncGenerator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
  let left = opts.perFile;
  let where: { from: string } | { after: string } = { from: opts.start };
  while (left > 0) {
    const rows = await repo.batch(where, Math.min(opts.batchSize, left));
    const last = rows.at(-1);
    if (!last) break;
    yield rows.map((r) => urlTag(productUrl(opts.publicUrl, r.id), r.changedAt)).join('');
    left -= rows.length;
    where = { after: last.id };
  }
  yield '</urlset>\n';
}

/**
 * A listing's canonical URL as the storefront writes its filters (use-listing-params.ts: URLSearchParams on
 * /all, defaults left out), with only the category or brand: sort and page are views of the same products. Null
 * when the storefront could not filter by the value (the shared query schema would read it otherwise).
 */
export function listingUrl(publicUrl: string, filter: { category?: string; brand?: string }): string | null {
  const parsed = listingQuerySchema.pick({ category: true, brand: true }).safeParse(filter);
  if (!parsed.success || parsed.data.category !== filter.category || parsed.data.brand !== filter.brand)
    return null;
  const given = Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const query = new URLSearchParams(given).toString();
  return `${publicUrl}/all${query ? `?${query}` : ''}`;
}

/** Page `page` of a listing as its pager links it and its canonical names it (`?category=Frontal&page=2`). */
const listingPageUrl = (loc: string, page: number) =>
  page === 1 ? loc : `${loc}${loc.includes('?') ? '&' : '?'}page=${page}`;

type Listed = { loc: string; lastmod: Date | null; pages: number };

/**
 * The listings file: the home and contact pages, then /all, each category and each brand that has products (an
 * empty listing is a page of "No Products Found", not worth a crawler's visit), categories in the storefront's
 * order, brands as its facet; first their first pages, then their second pages, and so on up to
 * `pagesListed` (LISTING_PAGES_LISTED), so that were there ever so many brands that the file would pass the
 * protocol's 50,000 URLs, the deepest pages are the ones left out. A page is dated by its listing's newest change.
 */
export function listingsXml(
  publicUrl: string,
  groups: { products: number; lastmod: Date | null; categories: ListingGroup[]; brands: ListingGroup[] },
  pagesListed = LISTING_PAGES_LISTED,
): string {
  const pagesOf = (products: number) => Math.min(pagesListed, Math.ceil(products / DEFAULT_PER_PAGE));
  const byCategory = new Map(groups.categories.map((g) => [g.value, g]));
  const listed: Listed[] = [
    { loc: `${publicUrl}/all`, lastmod: groups.lastmod, pages: Math.max(1, pagesOf(groups.products)) },
  ];
  for (const category of CATEGORIES) {
    const group = byCategory.get(category);
    const loc = group && listingUrl(publicUrl, { category });
    if (group && loc) listed.push({ loc, lastmod: group.lastmod, pages: pagesOf(group.products) });
  }
  for (const group of groups.brands) {
    const loc = listingUrl(publicUrl, { brand: group.value });
    if (loc) listed.push({ loc, lastmod: group.lastmod, pages: pagesOf(group.products) });
  }
  // The home page shows the catalogue's categories and the contact page never changes with it.
  const urls = [urlTag(`${publicUrl}/`, groups.lastmod), urlTag(`${publicUrl}/contact`, null)];
  const deepest = Math.max(...listed.map((l) => l.pages));
  for (let page = 1; page <= deepest; page++) {
    for (const { loc, lastmod, pages } of listed) {
      if (page > pages || urls.length >= URLS_PER_FILE) continue;
      urls.push(urlTag(listingPageUrl(loc, page), lastmod));
    }
  }
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NAMESPACE}">\n`, ...urls, '</urlset>\n'].join('');
}
