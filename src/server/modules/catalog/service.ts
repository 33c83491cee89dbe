import { LRUCache } from 'lru-cache';
import { CATEGORIES } from '../../../shared/catalog.ts';
import type { Listing, ListingQuery } from '../../../shared/contract/catalog.ts';
import { notFound } from '../../errors.ts';
import type { CatalogRepository, ListingFilters } from './repository.ts';

type Aggregates = Pick<Listing, 'total' | 'priceRange' | 'facets'>;

/**
 * Counts, facets and the price range depend only on the filters, and at 100,000 products they cost a scan,
 * so they are cached for a short while per filter set. The page of items is always read fresh.
 * Staleness is bounded by the TTL; `invalidate()` drops everything when this instance changes the catalogue.
 */
const AGGREGATE_TTL_MS = 30_000;

export function catalogService(repo: CatalogRepository) {
  const aggregates = new LRUCache<string, Promise<Aggregates>>({ max: 2_000, ttl: AGGREGATE_TTL_MS });

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

  function aggregatesFor(f: ListingFilters): Promise<Aggregates> {
    const key = JSON.stringify([f.q ?? '', f.category ?? '', f.brand ?? '', f.maxPrice ?? '']);
    let pending = aggregates.get(key);
    if (!pending) {
      // The promise is cached so concurrent requests for the same filters share one computation.
      pending = computeAggregates(f);
      aggregates.set(key, pending);
      pending.catch(() => aggregates.delete(key));
    }
    return pending;
  }

  return {
    async list(query: ListingQuery): Promise<Listing> {
      const { q, category, brand, maxPrice, sort, page, perPage } = query;
      const filters = { q, category, brand, maxPrice };
      const [agg, items] = await Promise.all([
        aggregatesFor(filters),
        repo.page(filters, sort, perPage, (page - 1) * perPage),
      ]);
      return { items, page, perPage, ...agg };
    },

    async get(id: string) {
      const product = await repo.byId(id);
      if (!product) throw notFound('No product Found');
      return product;
    },

    lookup: (ids: string[]) => repo.byIds(ids),

    invalidate() {
      aggregates.clear();
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
