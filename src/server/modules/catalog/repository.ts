import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { catalogState, products } from '#server/db/schema.ts';
import type { Product, ProductDetail } from '#shared/contract/catalog.ts';
import type { IndexRow } from './listing-index.ts';
import { readOptions } from './option-read.ts';
import { listColumns, type Row, toProduct, toProductDetail } from './product-row.ts';

type IndexRowFromDb = {
  version: number | string;
  id: string | null;
  category: string | null;
  brand: string | null;
  price: number | null;
  latest_rank: number | string | null;
  price_rank: number | string | null;
  name_rank: number | string | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function catalogRepository(db: Db) {
  async function version(): Promise<number> {
    const [row] = await db.select({ version: catalogState.version }).from(catalogState);
    return Number(row?.version ?? 0);
  }

  // The one query of every listing, prepared once per connection. Its text[] column comes as JSON, which the
  // driver reads with the native JSON.parse rather than its array parser (measured: a tenth of a listing's CPU).
  const pageStatement = db
    .select({
      version: sql<number>`(SELECT version FROM catalog_state WHERE id = 1)::float8`,
      ...listColumns,
      imageUrls: sql<string[]>`to_json(${products.imageUrls})`,
    })
    .from(products)
    .where(sql`${products.id} = ANY(${sql.placeholder('ids')})`)
    .prepare('catalog_page_rows');

  return {
    version,

    /**
     * Every product's filter and sort fields for the listing index, with the catalogue's version, in one statement
     * (one snapshot). Ranks are the database's own ORDER BY, collation included; rows come in brand order.
     */
    async indexRows(): Promise<{ version: number; rows: IndexRow[] }> {
      const result = (await db.execute(sql`
        SELECT s.version::float8 AS version, p.*
        FROM catalog_state s
        LEFT JOIN (
          SELECT id, category, brand, price,
                 row_number() OVER (ORDER BY created_at DESC, id DESC)::int AS latest_rank,
                 row_number() OVER (ORDER BY price, id)::int AS price_rank,
                 row_number() OVER (ORDER BY name, id)::int AS name_rank
          FROM products
        ) p ON true
        WHERE s.id = 1
        ORDER BY p.brand, p.id`)) as { rows: IndexRowFromDb[] };
      const version = Number(result.rows[0]?.version ?? 0);
      const rows = result.rows
        .filter((r) => r.id !== null)
        .map((r) => ({
          id: r.id as string,
          category: r.category as string,
          brand: r.brand as string,
          price: Number(r.price),
          latestRank: Number(r.latest_rank),
          priceRank: Number(r.price_rank),
          nameRank: Number(r.name_rank),
        }));
      return { version, rows };
    },

    /** The ids of the products a search matches (case-insensitive substring of name, category or brand). */
    async searchIds(q: string): Promise<{ version: number; ids: string[] }> {
      const pattern = `%${escapeLike(q.toLowerCase())}%`;
      const result = (await db.execute(sql`
        SELECT (SELECT version FROM catalog_state WHERE id = 1)::float8 AS version,
               array(SELECT id FROM ${products} WHERE ${products.searchText} LIKE ${pattern}) AS ids`)) as {
        rows: { version: number | string; ids: string[] }[];
      };
      const row = result.rows[0];
      return { version: Number(row?.version ?? 0), ids: row?.ids ?? [] };
    },

    /**
     * The listed products with these ids, in the given order, and the catalogue's version read in the same
     * snapshot; `version` is null when a product is gone (the caller's index is then out of date anyway).
     */
    async pageRows(ids: string[]): Promise<{ version: number | null; items: Product[] }> {
      if (ids.length === 0) return { version: await version(), items: [] };
      const rows = await pageStatement.execute({ ids });
      if (rows.length < ids.length) return { version: null, items: [] };
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        version: Number(rows[0]?.version),
        items: ids.map((id) => toProduct(byId.get(id) as Row)),
      };
    },

    async byId(id: string): Promise<ProductDetail | undefined> {
      const [row] = await db
        .select({ ...listColumns, editedAt: products.editedAt })
        .from(products)
        .where(eq(products.id, id));
      return row && toProductDetail(row, await readOptions(db, id));
    },

    async byIds(ids: string[]) {
      if (ids.length === 0) return [];
      const rows = await db.select(listColumns).from(products).where(inArray(products.id, ids));
      return rows.map(toProduct);
    },
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;
