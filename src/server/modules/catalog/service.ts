import { LRUCache } from 'lru-cache';
import { CATEGORIES } from '../../../shared/catalog.ts';
import type { Listing, ListingQuery } from '../../../shared/contract/catalog.ts';
import { notFound } from '../../errors.ts';
import type { CatalogRepository, ListingFilters } from './repository.ts';

type Aggregates = Pick<Listing, 'total' | 'priceRange' | 'facets'>;

/**
 * Two caches, both dropped by `invalidate()` when this instance changes the catalogue, and otherwise bounded by
 * their TTL (see docs/decisions/003-listing-speed.md):
 * - aggregates (counts, facets, price range) per filter set: at 100,000 products they cost a scan, and every
 *   page and sort of one filter set shares them;
 * - whole listing responses, serialised, per query: the first pages of the popular listings are asked for far
 *   more often than the catalogue changes, and serving them costs no query and no serialisation.
 */
const AGGREGATE_TTL_MS = 30_000;

/** Caches the promise, so concurrent requests for one key share one computation; a failure is not kept. */
function shared<T extends {}>(cache: LRUCache<string, Promise<T>>, key: string, compute: () => Promise<T>) {
  let pending = cache.get(key);
  if (!pending) {
    pending = compute();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

export function catalogService(repo: CatalogRepository, opts: { responseCacheSeconds: number }) {
  const aggregates = new LRUCache<string, Promise<Aggregates>>({ max: 2_000, ttl: AGGREGATE_TTL_MS });
  const responses =
    opts.responseCacheSeconds > 0
      ? new LRUCache<string, Promise<string>>({ max: 5_000, ttl: opts.responseCacheSeconds * 1000 })
      : null;

  async function computeAggregates(f: ListingFilters): Promise<Aggregates> {
    const [total, categoryRows, brandRows, priceRange] = await Promise.all([
      repo.total(f),
      repo.facetCounts(f, 'category'),
      repo.facetCounts(f, 'brand'),
      repo.priceRange(f),
    ]);
    // Every category is listed, with 0 where nothing matches, so the filter list does not jump about.
    const byCategory = new Map(categoryRows.map((r) => [r.value, r.count]));
    const categories = CATEGORIES.map((value) => ({ value, count: byCategory.get(value) ?? 0 }));
    const brands = brandRows.map((r) => ({ value: r.value, count: r.count }));
    // The chosen brand stays listed even when other filters leave it empty, so it can be seen and cleared.
    if (f.brand && !brands.some((b) => b.value === f.brand)) brands.push({ value: f.brand, count: 0 });
    return { total, priceRange, facets: { categories, brands } };
  }

  async function list(query: ListingQuery): Promise<Listing> {
    const { q, category, brand, maxPrice, sort, page, perPage } = query;
    const filters = { q, category, brand, maxPrice };
    const key = JSON.stringify([q ?? '', category ?? '', brand ?? '', maxPrice ?? '']);
    const agg = await shared(aggregates, key, () => computeAggregates(filters));
    if (agg.total === 0) return { items: [], page, perPage, ...agg };
    const items = await repo.page(filters, sort, perPage, (page - 1) * perPage, agg.priceRange);
    return { items, page, perPage, ...agg };
  }

  return {
    list,

    /** The listing as the JSON the API sends, from the response cache when it is fresh. */
    listingJson(query: ListingQuery): Promise<string> {
      const { q, category, brand, maxPrice, sort, page, perPage } = query;
      const key = JSON.stringify([q ?? '', category ?? '', brand ?? '', maxPrice ?? '', sort, page, perPage]);
      const render = async () => JSON.stringify(await list(query));
      return responses ? shared(responses, key, render) : render();
    },

    async get(id: string) {
      const product = await repo.byId(id);
      if (!product) throw notFound('No product Found');
      return product;
    },

    lookup: (ids: string[]) => repo.byIds(ids),

    invalidate() {
      aggregates.clear();
      responses?.clear();
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
