import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/**
 * Gives each seeded product its Length option and a variant per length: longer lengths (later in the list) cost
 * `priceStep` more each, and stock is a number from `stock.min` to `stock.max` fixed by the price and length (not the
 * generated id), so a seed is the same every time. One statement for any number of products (the demo and synthetic
 * seeds insert in bulk): the options, their values and the variants pointing at them.
 */
export async function insertSeedVariants(
  db: Db,
  seeded: { id: string; price: number; lengths: string[] }[],
  opts: { priceStep: number; stock: { min: number; max: number } },
) {
  const span = opts.stock.max - opts.stock.min + 1;
  const col = <T>(pick: (p: (typeof seeded)[number]) => T) => sql.param(seeded.map(pick));
  // Arrays cannot nest in unnest, so each product's lengths travel as '|'-joined text and are split here.
  await db.execute(sql`
    WITH l AS (
      SELECT t.id, t.price, l.length, l.position - 1 AS position
      FROM unnest(${col((p) => p.id)}::text[], ${col((p) => p.price)}::int[], ${col((p) => p.lengths.join('|'))}::text[])
             AS t(id, price, lengths),
           unnest(string_to_array(t.lengths, '|')) WITH ORDINALITY AS l(length, position)
    ), o AS (
      INSERT INTO product_options (product_id, position, name, kind, property)
      SELECT DISTINCT id, 0, 'Length', 'button', 'size' FROM l
      RETURNING id, product_id
    ), val AS (
      INSERT INTO product_option_values (option_id, product_id, position, name)
      SELECT o.id, l.id, l.position, l.length FROM l JOIN o ON o.product_id = l.id
      RETURNING id, product_id, name
    )
    INSERT INTO product_variants (product_id, length, sku, position, price, stock, value1_id)
    SELECT l.id, l.length, variant_sku(l.id, l.length), l.position, l.price + l.position * ${opts.priceStep},
           ${opts.stock.min} + ((hashtext(l.price || l.length)::bigint % ${span}) + ${span}) % ${span}, val.id
    FROM l JOIN val ON val.product_id = l.id AND val.name = l.length`);
}
