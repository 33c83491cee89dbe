import { asc, count, gt, gte, max, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';

/** When a product last changed: its edit, or its creation if it was never edited. */
const changedAt = sql<Date>`coalesce(${products.editedAt}, ${products.createdAt})`.mapWith(
  products.createdAt,
);

export type SitemapProduct = { id: string; changedAt: Date };
export type ProductFile = { file: number; urls: number; lastmod: Date };
export type ListingGroup = { value: string; products: number; lastmod: Date };

/**
 * The sitemap's reads. Every row of `products` is a page a shopper can open (a deleted product's row is gone,
 * catalog/repository.ts reads them the same way), so nothing is filtered. Product files split the products in
 * id order, `perFile` to a file; the same order is walked by keyset, so a file is read in batches through the
 * primary-key index and never with a large OFFSET per batch.
 */
export function sitemapRepository(db: Db) {
  return {
    /** Each product file's number, URL count and newest change, in one scan. */
    async productFiles(perFile: number): Promise<ProductFile[]> {
      const numbered = db
        .select({
          n: sql<number>`row_number() OVER (ORDER BY ${products.id})`.as('n'),
          changed: changedAt.as('changed'),
        })
        .from(products)
        .as('numbered');
      const file = sql<number>`((${numbered.n} - 1) / ${perFile} + 1)::int`;
      return (
        db
          .select({
            file,
            urls: sql<number>`count(*)::int`,
            lastmod: sql<Date>`max(${numbered.changed})`.mapWith(products.createdAt),
          })
          .from(numbered)
          // By position: the file number's expression carries a parameter, which GROUP BY cannot match by text.
          .groupBy(sql`1`)
          .orderBy(sql`1`)
      );
    },

    /**
     * The first id of a product file, or null when the file would be empty (past the end): one OFFSET per file,
     * over the primary key's index only (a few milliseconds at 100,000 products).
     */
    async fileStart(file: number, perFile: number): Promise<string | null> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .orderBy(asc(products.id))
        .offset((file - 1) * perFile)
        .limit(1);
      return row?.id ?? null;
    },

    /** Up to `limit` products in id order from `from` (inclusive) or after `after`. */
    batch(where: { from: string } | { after: string }, limit: number): Promise<SitemapProduct[]> {
      return db
        .select({ id: products.id, changedAt })
        .from(products)
        .where('from' in where ? gte(products.id, where.from) : gt(products.id, where.after))
        .orderBy(asc(products.id))
        .limit(limit);
    },

    /**
     * The catalogue's categories and brands that have products, each with its number of products (its listing's
     * pages) and newest change, and the same for the whole catalogue.
     */
    async listingGroups() {
      const newest = max(changedAt).mapWith(products.createdAt);
      const [all] = await db.select({ products: count(), lastmod: newest }).from(products);
      const categories: ListingGroup[] = await db
        .select({ value: products.category, products: count(), lastmod: newest })
        .from(products)
        .groupBy(products.category)
        .orderBy(products.category);
      const brands: ListingGroup[] = await db
        .select({ value: products.brand, products: count(), lastmod: newest })
        .from(products)
        .groupBy(products.brand)
        .orderBy(products.brand);
      return {
        products: all?.products ?? 0,
        lastmod: all?.products ? all.lastmod : null,
        categories,
        brands,
      };
    },
  };
}
export type SitemapRepository = ReturnType<typeof sitemapRepository>;
