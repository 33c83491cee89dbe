import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Option } from '#shared/contract/catalog.ts';

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

/** A product's options, each with its values in the owner's order. */
export async function readOptions(db: Db, productId: string): Promise<Option[]> {
  const result = (await db.execute(sql`SELECT ${optionsJson(sql`${productId}`)} AS options`)) as {
    rows: { options: Option[] | string }[];
  };
  const options = result.rows[0]?.options ?? [];
  return typeof options === 'string' ? (JSON.parse(options) as Option[]) : options;
}
