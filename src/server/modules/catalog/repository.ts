import { and, asc, count, desc, eq, gte, inArray, lte, max, min, type SQL, sql } from 'drizzle-orm';
import type { Category, Sort } from '../../../shared/catalog.ts';
import type { ListingQuery, ProductDetail } from '../../../shared/contract/catalog.ts';
import { averageStars } from '../../../shared/rating.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';

export type ListingFilters = Pick<ListingQuery, 'q' | 'category' | 'brand' | 'maxPrice'>;
type Facet = 'category' | 'brand' | 'price';
type PriceRange = { min: number; max: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** WHERE conditions for the filters, optionally leaving one out (a facet counts what its own choice would show). */
function conditions(f: ListingFilters, omit?: Facet): SQL | undefined {
  const parts: SQL[] = [];
  if (f.category && omit !== 'category') parts.push(eq(products.category, f.category));
  if (f.brand && omit !== 'brand') parts.push(eq(products.brand, f.brand));
  if (f.maxPrice !== undefined && omit !== 'price') parts.push(lte(products.price, f.maxPrice));
  if (f.q) parts.push(sql`${products.searchText} LIKE ${`%${escapeLike(f.q.toLowerCase())}%`}`);
  return and(...parts);
}

// Ties break on id so paging is stable.
const ORDER: Record<Sort, SQL[]> = {
  latest: [desc(products.createdAt), desc(products.id)],
  'lowest-price': [asc(products.price), asc(products.id)],
  'highest-price': [desc(products.price), desc(products.id)],
  a2z: [asc(products.name), asc(products.id)],
  z2a: [desc(products.name), desc(products.id)],
};

const listColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  category: products.category,
  brand: products.brand,
  description: products.description,
  imageUrls: products.imageUrls,
  lengths: products.lengths,
  createdAt: products.createdAt,
  ratingCount: products.ratingCount,
  ratingHalves: products.ratingHalves,
};
type Row = { [K in keyof typeof listColumns]: (typeof products.$inferSelect)[K] };

export function toProduct(row: Row) {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    category: row.category as Category,
    brand: row.brand,
    description: row.description,
    imageURL: row.imageUrls,
    lengths: row.lengths,
    createdAt: row.createdAt.toISOString(),
    rating: { average: averageStars(row.ratingCount, row.ratingHalves), count: row.ratingCount },
  };
}

export function catalogRepository(db: Db) {
  return {
    /**
     * One page of items. `priceBounds` are the cheapest and dearest prices among the matching products; they
     * change nothing in the result, but let a price-sorted scan start at the first match instead of walking the
     * price index past every product that does not match (a search for "pony" sorted by highest price).
     */
    async page(f: ListingFilters, sort: Sort, limit: number, offset: number, priceBounds?: PriceRange) {
      const bounds =
        priceBounds && (sort === 'lowest-price' || sort === 'highest-price')
          ? [gte(products.price, priceBounds.min), lte(products.price, priceBounds.max)]
          : [];
      const rows = await db
        .select(listColumns)
        .from(products)
        .where(and(conditions(f), ...bounds))
        .orderBy(...ORDER[sort])
        .limit(limit)
        .offset(offset);
      return rows.map(toProduct);
    },

    async total(f: ListingFilters): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(conditions(f));
      return row?.n ?? 0;
    },

    async facetCounts(f: ListingFilters, facet: 'category' | 'brand') {
      const column = facet === 'category' ? products.category : products.brand;
      return db
        .select({ value: column, count: count() })
        .from(products)
        .where(conditions(f, facet))
        .groupBy(column)
        .orderBy(column);
    },

    async priceRange(f: ListingFilters) {
      const [row] = await db
        .select({ min: min(products.price), max: max(products.price) })
        .from(products)
        .where(conditions(f, 'price'));
      return { min: row?.min ?? 0, max: row?.max ?? 0 };
    },

    async byId(id: string): Promise<ProductDetail | undefined> {
      const [row] = await db
        .select({ ...listColumns, editedAt: products.editedAt })
        .from(products)
        .where(eq(products.id, id));
      return row && { ...toProduct(row), editedAt: row.editedAt?.toISOString() ?? null };
    },

    async byIds(ids: string[]) {
      if (ids.length === 0) return [];
      const rows = await db.select(listColumns).from(products).where(inArray(products.id, ids));
      return rows.map(toProduct);
    },
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;
