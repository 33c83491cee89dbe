import { CATEGORIES } from '#shared/catalog.ts';
import { listingQuerySchema } from '#shared/contract/catalog.ts';
import type { ListingGroup, ProductFile, SitemapRepository } from './repository.ts';
import { escapeXml, SITEMAP_NAMESPACE, w3cDatetime, XML_DECLARATION } from './xml.ts';

const lastmodTag = (date: Date | null) => (date ? `<lastmod>${w3cDatetime(date)}</lastmod>` : '');
const urlTag = (loc: string, lastmod: Date | null) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmodTag(lastmod)}</url>\n`;

export const productFileName = (file: number) => `products-${file}.xml`;
export const LISTINGS_FILE = 'listings.xml';

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

/**
 * The listings file: the home and contact pages, /all, then each category and each brand that has products (an empty listing is a page of
 * "No Products Found", not worth a crawler's visit), categories in the storefront's order, brands as its facet.
 */
export function listingsXml(
  publicUrl: string,
  groups: { lastmod: Date | null; categories: ListingGroup[]; brands: ListingGroup[] },
): string {
  const byCategory = new Map(groups.categories.map((g) => [g.value, g.lastmod]));
  // The home page shows the catalogue's categories and the contact page never changes with it.
  const urls = [
    urlTag(`${publicUrl}/`, groups.lastmod),
    urlTag(`${publicUrl}/contact`, null),
    urlTag(`${publicUrl}/all`, groups.lastmod),
  ];
  for (const category of CATEGORIES) {
    const lastmod = byCategory.get(category);
    const loc = lastmod && listingUrl(publicUrl, { category });
    if (loc) urls.push(urlTag(loc, lastmod));
  }
  for (const { value, lastmod } of groups.brands) {
    const loc = listingUrl(publicUrl, { brand: value });
    if (loc) urls.push(urlTag(loc, lastmod));
  }
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NAMESPACE}">\n`, ...urls, '</urlset>\n'].join('');
}
