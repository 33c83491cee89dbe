// The request mix of bench-catalog: seeded-random GET /api/products paths that look like shoppers browsing, and the
// "shape" of each path (which filters, which sort, how deep), so the bench can say which kinds of listing are slow.
import { between, pick, type Rng, seededRandom } from '#server/db/seed/random.ts';
import { searchVocabulary } from '#server/db/seed/synthetic.ts';
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
  };
}

/** The listing parameters a path may filter on, in the order a shape names them. */
const FILTERS = ['q', 'category', 'brand', 'maxPrice'] as const;
type Filter = (typeof FILTERS)[number];

/** A kind of request: its filters, its sort, and whether it asks for a page past the first five. */
export type Shape = { filters: Filter[]; sort: Sort; deep: boolean };

const FILTERED: Filter[][] = [['category'], ['brand'], ['category', 'brand'], ['category', 'maxPrice']];

/** 60% plain pages (half of them past page 5), 25% filtered, 15% searches (a third of them in a category). */
function randomShape(rng: Rng): Shape {
  const r = rng();
  const sort = pick(rng, SORTS);
  if (r < 0.6) return { filters: [], sort, deep: rng() < 0.5 };
  if (r < 0.85) return { filters: pick(rng, FILTERED), sort, deep: false };
  return { filters: rng() < 1 / 3 ? ['q', 'category'] : ['q'], sort, deep: false };
}

/** A path of the given shape with fresh random parameters: pages 6–20 when deep, 1–5 otherwise. */
export function pathOfShape(rng: Rng, catalogue: Catalogue, shape: Shape): string {
  const params = new URLSearchParams();
  const value: Record<Filter, () => string> = {
    q: () => pick(rng, catalogue.words),
    category: () => pick(rng, CATEGORIES),
    brand: () => pick(rng, catalogue.brands),
    maxPrice: () => String(between(rng, catalogue.priceMin, catalogue.priceMax)),
  };
  for (const filter of shape.filters) params.set(filter, value[filter]());
  params.set('sort', shape.sort);
  params.set('page', String(shape.deep ? between(rng, 6, 20) : between(rng, 1, 5)));
  return `/api/products?${params}`;
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
