import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Option, Variant } from '#shared/contract/catalog.ts';

/**
 * A product's options, each with its values in the owner's order, as one JSON value: what its variants are chosen
 * by. One subquery, so the product page reads its product and options in one statement (a round trip and its
 * query building cost more than the rows at the soak's load, issue 30).
 */
export function optionsJson(productId: SQLWrapper): SQL<Option[]> {
  return sql<Option[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', o.id, 'name', o.name, 'kind', o.kind, 'property', o.property,
      'values', (
        SELECT coalesce(json_agg(json_build_object(
          'id', v.id, 'name', v.name, 'swatchColor', v.swatch_color, 'swatchImage', v.swatch_image,
          'imageUrls', v.image_urls
        ) ORDER BY v.position, v.name), '[]'::json)
        FROM product_option_values v WHERE v.option_id = o.id
      )
    ) ORDER BY o.position), '[]'::json)
    FROM product_options o WHERE o.product_id = ${productId}
  )`;
}

/**
 * A product's variants in the owner's order, each with its values by name (in the options' order), as one JSON
 * value, read from their table: the product page, the cart and the promotion picker need every one, a listing none
 * (`products.variant_summary`). Each value is joined once by id, which at 2,048 variants is a few milliseconds.
 * With `only`, just those of its variants (a cart's lines).
 */
export function variantsJson(productId: SQLWrapper, only?: string[]): SQL<Variant[]> {
  return sql<Variant[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', v.id, 'sku', v.sku, 'length', v.length, 'price', v.price, 'stock', v.stock,
      'values', to_json(array_remove(ARRAY[a.name, b.name, c.name, d.name], NULL)),
      'compareAtPrice', v.compare_at_price, 'imageUrls', v.image_urls
    ) ORDER BY v.position, v.id), '[]'::json)
    FROM product_variants v
    LEFT JOIN product_option_values a ON a.id = v.value1_id
    LEFT JOIN product_option_values b ON b.id = v.value2_id
    LEFT JOIN product_option_values c ON c.id = v.value3_id
    LEFT JOIN product_option_values d ON d.id = v.value4_id
    WHERE v.product_id = ${productId}${only ? sql` AND v.id = ANY(${sql.param(only)}::text[])` : sql``}
  )`;
}

/** One JSON value selected alone (PGlite hands a json column back as text, node-postgres parsed). */
async function selectJson<T>(db: Db, value: SQL<T>, empty: T): Promise<T> {
  const result = (await db.execute(sql`SELECT ${value} AS value`)) as {
    rows: { value: T | string | null }[];
  };
  const read = result.rows[0]?.value ?? empty;
  return typeof read === 'string' ? (JSON.parse(read) as T) : read;
}

/** A product's options, each with its values in the owner's order. */
export const readOptions = (db: Db, productId: string): Promise<Option[]> =>
  selectJson(db, optionsJson(sql`${productId}`), []);

/** A product's variants, in the owner's order (variantsJson). */
export const readVariants = (db: Db, productId: string): Promise<Variant[]> =>
  selectJson(db, variantsJson(sql`${productId}`), []);
