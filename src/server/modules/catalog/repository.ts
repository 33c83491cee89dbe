import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { catalogState, products } from '#server/db/schema.ts';
import type { Product, ProductDetail, ProductWithVariants } from '#shared/contract/catalog.ts';
import type { FacetValueRow } from './listing-facet-values.ts';
import type { IndexRow, VariantRows } from './listing-index.ts';
import { optionsJson, variantsJson } from './option-read.ts';
import { listColumns, type Row, toProduct, toProductDetail, toProductWithVariants } from './product-row.ts';
import { stockChangesSince } from './stock-changes.ts';

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

/** A variant a listing card shows, as variantsAt reads it. */
export type ChosenVariantRow = {
  id: string;
  sku: string;
  length: string;
  price: number;
  stock: number;
  /** Its own photos, else its shade's; null when neither has any (the card shows the product's). */
  image_urls: string[] | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Products' filter and sort fields with the catalogue's version (see indexRows). */
async function productRows(db: Pick<Db, 'execute'>): Promise<{ version: number; rows: IndexRow[] }> {
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
}

/**
 * Every product's options and variants, and every (option, value) pair of the shop, for the listing's option
 * filters. One row a product: its options' names, its values (slot and name) once, and its variants as JSON arrays
 * (read by the native JSON.parse, not the driver's array parser) naming their values by place in that list. At
 * 1,200,000 variants no row or string a variant reaches the server, and the database joins nothing a variant: each
 * product's few values are looked up in its own short list. Every product has an option with values (at least its
 * Length, migration 0024), so every product with variants has a row.
 */
async function variantRows(db: Pick<Db, 'execute'>): Promise<VariantRows> {
  const products = (await db.execute(sql`
    WITH pv AS (
      SELECT val.product_id, array_agg(val.id ORDER BY val.id) AS ids,
             json_agg(json_build_array(o.position, val.name) ORDER BY val.id) AS vals
      FROM product_option_values val JOIN product_options o ON o.id = val.option_id
      GROUP BY val.product_id
    )
    SELECT pv.product_id, pv.vals,
           (SELECT json_agg(o.name ORDER BY o.position) FROM product_options o WHERE o.product_id = pv.product_id)
             AS options,
           (SELECT json_agg(json_build_array(
                     v.price, (v.stock > 0)::int,
                     coalesce(array_position(pv.ids, v.value1_id), 0), coalesce(array_position(pv.ids, v.value2_id), 0),
                     coalesce(array_position(pv.ids, v.value3_id), 0), coalesce(array_position(pv.ids, v.value4_id), 0)
                   ) ORDER BY v.position, v.id)
            FROM product_variants v WHERE v.product_id = pv.product_id) AS variants
    FROM pv`)) as {
    rows: {
      product_id: string;
      vals: [number, string][];
      options: string[] | null;
      /** Per variant: price, in stock (1), and its values' places in `vals` at slots 1–4 (from 1; 0: none). */
      variants: [number, number, number, number, number, number][] | null;
    }[];
  };
  const facets = (await db.execute(sql`
    SELECT o.name AS option, val.name AS value, bool_or(o.kind = 'swatch') AS swatch,
           min(val.swatch_color) AS swatch_color, min(val.swatch_image) AS swatch_image,
           avg(o.position)::float8 AS option_position, avg(val.position)::float8 AS value_position,
           count(*)::int AS products
    FROM product_options o JOIN product_option_values val ON val.option_id = o.id
    GROUP BY o.name, val.name
    ORDER BY count(*) DESC, o.name, val.name`)) as {
    rows: {
      option: string;
      value: string;
      swatch: boolean;
      swatch_color: string | null;
      swatch_image: string | null;
      option_position: number;
      value_position: number;
      products: number;
    }[];
  };
  return {
    products: products.rows.flatMap((r) => {
      // A product with values but no variant (being written) has nothing to list by.
      if (!r.variants) return [];
      return [{ productId: r.product_id, options: r.options ?? [], values: r.vals, variants: r.variants }];
    }),
    facets: facets.rows.map(
      (r): FacetValueRow => ({
        option: r.option,
        value: r.value,
        kind: r.swatch ? 'swatch' : 'button',
        swatchColor: r.swatch_color,
        swatchImage: r.swatch_image,
        optionPosition: Number(r.option_position),
        valuePosition: Number(r.value_position),
        products: Number(r.products),
      }),
    ),
  };
}

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

  // Qualified: drizzle writes a column of a one-table select unqualified, and inside a subquery "id" would be the
  // option's or variant's own.
  const productId = sql`${products}.${sql.identifier('id')}`;

  // The product page's one query: the product, its options and variants (option-read.ts), prepared once per
  // connection.
  const detailStatement = db
    .select({
      ...listColumns,
      imageUrls: sql<string[]>`to_json(${products.imageUrls})`,
      editedAt: products.editedAt,
      options: optionsJson(productId),
      variants: variantsJson(productId),
    })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('catalog_product_detail');

  return {
    version,

    /**
     * Every product's filter and sort fields for the listing index, with the catalogue's version, and every variant's
     * price, stock and values, in one snapshot. Ranks are the database's own ORDER BY, collation included; rows
     * come in brand order.
     */
    indexRows(): Promise<{ version: number; rows: IndexRow[]; variants: VariantRows }> {
      return db.transaction(
        async (tx) => {
          const { version, rows } = await productRows(tx);
          return { version, rows, variants: await variantRows(tx) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /** The stock changes since version `from`, or null when the index must be read whole (stock-changes.ts). */
    stockChangesSince: (from: number) => stockChangesSince(db, from),

    /** The ids of the products a search matches (case-insensitive substring of name, category or brand). */
    async searchIds(q: string): Promise<{ version: number; ids: string[] }> {
      const pattern = `%${escapeLike(q.toLowerCase())}%`;
      const result = (await db.execute(sql`
        SELECT (SELECT version FROM catalog_state WHERE id = 1)::float8 AS version,
               -- As JSON, which the driver reads with the native JSON.parse rather than its array parser.
               to_json(array(SELECT id FROM ${products} WHERE ${products.searchText} LIKE ${pattern})) AS ids`)) as {
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
      const [row] = await detailStatement.execute({ id });
      return row && toProductDetail(row, row.options, row.variants);
    },

    /**
     * These products with every variant (the promotion picker), or with only the `variants` named (the cart's
     * refresh), in no particular order.
     */
    async byIds(ids: string[], variants?: string[]): Promise<ProductWithVariants[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ ...listColumns, variants: variantsJson(productId, variants) })
        .from(products)
        .where(inArray(products.id, ids));
      return rows.map((r) => toProductWithVariants(r, r.variants));
    },

    /**
     * The variants at these places (the `n`th of its product's, from 0, in the owner's order, as the listing index
     * counts them) with the catalogue's version in the same snapshot: the variants a filtered listing's cards show.
     */
    async variantsAt(
      places: { productId: string; n: number }[],
    ): Promise<{ version: number; variants: Map<string, ChosenVariantRow> }> {
      const result = (await db.execute(sql`
        SELECT (SELECT version FROM catalog_state WHERE id = 1)::float8 AS version, c.product_id, x.*
        FROM unnest(${sql.param(places.map((p) => p.productId))}::text[],
                    ${sql.param(places.map((p) => p.n))}::int[]) AS c(product_id, n)
        CROSS JOIN LATERAL (
          SELECT v.id, v.sku, v.length, v.price, v.stock,
                 to_json(CASE WHEN cardinality(v.image_urls) > 0 THEN v.image_urls ELSE (
                   -- No photos of its own: its shade's (the first swatch option's value with photos).
                   SELECT val.image_urls
                   FROM product_option_values val
                   JOIN product_options o ON o.id = val.option_id AND o.kind = 'swatch'
                   WHERE val.id IN (v.value1_id, v.value2_id, v.value3_id, v.value4_id)
                     AND cardinality(val.image_urls) > 0
                   ORDER BY o.position LIMIT 1) END) AS image_urls
          FROM product_variants v WHERE v.product_id = c.product_id
          ORDER BY v.position, v.id OFFSET c.n LIMIT 1
        ) x`)) as { rows: (ChosenVariantRow & { version: number | string; product_id: string })[] };
      return {
        version: Number(result.rows[0]?.version ?? (await version())),
        variants: new Map(result.rows.map((r) => [r.product_id, r])),
      };
    },
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;
