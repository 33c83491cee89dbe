// The request mix of bench-catalog: seeded-random GET /api/products paths that look like shoppers browsing, and the
// "shape" of each path (which filters, which sort, how deep), so the bench can say which kinds of listing are slow.
import { between, pick, type Rng, seededRandom } from '#server/db/seed/random.ts';
import { searchVocabulary } from '#server/db/seed/synthetic-vocabulary.ts';
import { CATEGORIES, SORTS, type Sort } from '#shared/catalog.ts';
import type { Listing } from '#shared/contract/catalog.ts';

/** What the mix draws its parameters from; read from the running shop and the seed's vocabulary. */
export type Catalogue = {
  brands: string[];
  /** Cheapest and dearest price in pence. */
  priceMin: number;
  priceMax: number;
  /** Search words (searchVocabulary in src/server/db/seed/synthetic.ts). */
  words: string[];
  /** The option facets (Shade, Length, Texture…) with their values, to filter on as the sidebar does. */
  options: { name: string; values: string[] }[];
};

/** Brands and price range as the shop on `port` reports them, and the seed's search words. */
export async function readCatalogue(port: number): Promise<Catalogue> {
  const res = await fetch(`http://127.0.0.1:${port}/api/products?perPage=1`);
  if (!res.ok) throw new Error(`GET /api/products?perPage=1 answered ${res.status}`);
  const listing = (await res.json()) as Listing;
  return {
    brands: listing.facets.brands.map((b) => b.value),
    priceMin: listing.priceRange.min,
    priceMax: listing.priceRange.max,
    words: searchVocabulary(),
    options: listing.facets.options.map((o) => ({ name: o.name, values: o.values.map((v) => v.value) })),
  };
}

/**
 * The listing parameters a path may filter on, in the order a shape names them: `opt` is one or two option values
 * (a shade, a length, or both: one variant must have both, issue 31), `inStock` hides sold-out variants.
 */
const FILTERS = ['q', 'category', 'brand', 'maxPrice', 'opt', 'inStock'] as const;
type Filter = (typeof FILTERS)[number];

/** A kind of request: its filters, its sort, and whether it asks for a page past the first five. */
export type Shape = { filters: Filter[]; sort: Sort; deep: boolean };

const FILTERED: Filter[][] = [['category'], ['brand'], ['category', 'brand'], ['category', 'maxPrice']];
const BY_OPTIONS: Filter[][] = [
  ['opt'],
  ['category', 'opt'],
  ['category', 'opt', 'inStock'],
  ['opt', 'maxPrice'],
];

/**
 * 55% plain pages (half of them past page 5), 20% filtered, 10% by options (a shade, a length or both, alone or
 * with a category, "hide sold out" or a price cap), 15% searches (a third of them in a category).
 */
function randomShape(rng: Rng): Shape {
  const r = rng();
  const sort = pick(rng, SORTS);
  if (r < 0.55) return { filters: [], sort, deep: rng() < 0.5 };
  if (r < 0.75) return { filters: pick(rng, FILTERED), sort, deep: false };
  if (r < 0.85) return { filters: pick(rng, BY_OPTIONS), sort, deep: false };
  return { filters: rng() < 1 / 3 ? ['q', 'category'] : ['q'], sort, deep: false };
}

/** A path of the given shape with fresh random parameters: pages 6–20 when deep, 1–5 otherwise. */
export function pathOfShape(rng: Rng, catalogue: Catalogue, shape: Shape): string {
  const params = new URLSearchParams();
  const value: Record<Exclude<Filter, 'opt'>, () => string> = {
    q: () => pick(rng, catalogue.words),
    category: () => pick(rng, CATEGORIES),
    brand: () => pick(rng, catalogue.brands),
    maxPrice: () => String(between(rng, catalogue.priceMin, catalogue.priceMax)),
    inStock: () => '1',
  };
  for (const filter of shape.filters) {
    if (filter !== 'opt') params.set(filter, value[filter]());
    // One or two options' values, lower-cased and sorted as the storefront writes them.
    else
      for (const o of randomOptions(rng, catalogue.options))
        params.append('opt', `${o.name}:${pick(rng, o.values)}`.toLowerCase());
  }
  params.set('sort', shape.sort);
  params.set('page', String(shape.deep ? between(rng, 6, 20) : between(rng, 1, 5)));
  return `/api/products?${params}`;
}

/** One option, or two different ones, in name order (a shade and a length, say); none when the shop has none. */
function randomOptions(rng: Rng, options: Catalogue['options']): Catalogue['options'] {
  if (options.length === 0) return [];
  const first = pick(rng, options);
  const second = rng() < 0.5 ? pick(rng, options) : first;
  return [...new Set([first, second])].sort((a, b) => a.name.localeCompare(b.name));
}

/** `n` paths of the mix; the same seed and catalogue give the same list. */
export function listingPaths(seed: string, catalogue: Catalogue, n: number): string[] {
  const rng = seededRandom(seed);
  return Array.from({ length: n }, () => pathOfShape(rng, catalogue, randomShape(rng)));
}

/** e.g. `plain/latest/deep-page`, `category+maxPrice/a2z`, `search+category/latest`. */
export function shapeName(shape: Shape): string {
  const kind = shape.filters.map((f) => (f === 'q' ? 'search' : f)).join('+') || 'plain';
  const depth = shape.deep ? '/deep-page' : kind === 'plain' ? '/first-pages' : '';
  return `${kind}/${shape.sort}${depth}`;
}

/** The shape of a listing path (what it filters on, its sort, whether it is past page 5). */
export function shapeOf(path: string): Shape {
  const params = new URL(path, 'http://bench.invalid').searchParams;
  const sort = params.get('sort') ?? 'latest';
  return {
    filters: FILTERS.filter((f) => params.get(f)),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : 'latest',
    deep: Number(params.get('page') ?? 1) > 5,
  };
}

/** The distinct shapes among `paths`, by name. */
export function shapesIn(paths: string[]): Map<string, Shape> {
  const shapes = new Map<string, Shape>();
  for (const path of paths) {
    const shape = shapeOf(path);
    shapes.set(shapeName(shape), shape);
  }
  return shapes;
}
