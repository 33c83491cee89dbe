import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { combinations, variantLabel } from '#shared/variant-matrix.ts';

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

/** An option of a seeded product sold by more than length: its values in order, each perhaps with a colour swatch. */
export type SeedOption = {
  name: string;
  kind: 'swatch' | 'button';
  property: 'size' | 'color' | 'pattern' | 'material' | null;
  values: { name: string; swatchColor?: string }[];
  /** What each later value of this option adds to the price (pence). */
  step: number;
};

/** Stock from `min` to `max` fixed by the text (a variant's price and label), so a seed is the same every time. */
function stockOf(text: string, min: number, max: number): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return min + (h % (max - min + 1));
}

/**
 * Gives each seeded product its options (up to four, in order) and a variant for every combination of their values
 * (issue 31's scale: 100,000 products and about 1,200,000 variants): priced from the product's price plus each
 * value's steps, with a SKU made from the product id and the variant's position (unique, as the id is), labelled as
 * the admin labels one. Ids are made here, as the products' are, so the variants name their values directly: three
 * plain inserts a batch, every column an array parameter, and no join for the planner to misjudge (it guesses a
 * hundred rows for an unnest, and nested loops over 40,000 variants took minutes a batch).
 */
export async function insertSeedOptions(
  db: Db,
  seeded: { id: string; price: number; options: SeedOption[] }[],
  stock: { min: number; max: number },
) {
  // Each product's options and values with their ids, in order.
  const products = seeded.map((p) => ({
    p,
    own: p.options.map((o, position) => ({
      id: randomUUID(),
      productId: p.id,
      position,
      o,
      values: o.values.map((v, i) => ({ id: randomUUID(), position: i, step: o.step, ...v })),
    })),
  }));
  const options = products.flatMap(({ own }) => own);
  const values = options.flatMap((o) =>
    o.values.map((v) => ({ ...v, optionId: o.id, productId: o.productId })),
  );
  const variants = products.flatMap(({ p, own }) =>
    combinations(own.map((o) => ({ values: o.values.map((_, i) => String(i)) }))).map((places, position) => {
      const chosen = places.map(
        (i, k) => own[k]?.values[Number(i)] as (typeof own)[number]['values'][number],
      );
      const price = chosen.reduce((sum, v) => sum + v.position * v.step, p.price);
      const label = variantLabel(chosen.map((v) => v.name));
      return {
        productId: p.id,
        label,
        sku: `${p.id}-${position + 1}`,
        position,
        price,
        stock: stockOf(`${price}|${label}`, stock.min, stock.max),
        ids: chosen.map((v) => v.id),
      };
    }),
  );
  const param = <T>(rows: T[], pick: (row: T) => unknown) => sql.param(rows.map(pick));
  await db.execute(sql`
    INSERT INTO product_options (id, product_id, position, name, kind, property)
    SELECT * FROM unnest(${param(options, (o) => o.id)}::text[], ${param(options, (o) => o.productId)}::text[],
                         ${param(options, (o) => o.position)}::int[], ${param(options, (o) => o.o.name)}::text[],
                         ${param(options, (o) => o.o.kind)}::text[], ${param(options, (o) => o.o.property)}::text[])`);
  await db.execute(sql`
    INSERT INTO product_option_values (id, option_id, product_id, position, name, swatch_color)
    SELECT * FROM unnest(${param(values, (v) => v.id)}::text[], ${param(values, (v) => v.optionId)}::text[],
                         ${param(values, (v) => v.productId)}::text[], ${param(values, (v) => v.position)}::int[],
                         ${param(values, (v) => v.name)}::text[], ${param(values, (v) => v.swatchColor ?? null)}::text[])`);
  const slot = (k: number) => param(variants, (v) => v.ids[k] ?? null);
  await db.execute(sql`
    INSERT INTO product_variants (product_id, length, sku, position, price, stock, value1_id, value2_id, value3_id, value4_id)
    SELECT * FROM unnest(${param(variants, (v) => v.productId)}::text[], ${param(variants, (v) => v.label)}::text[],
                         ${param(variants, (v) => v.sku)}::text[], ${param(variants, (v) => v.position)}::int[],
                         ${param(variants, (v) => v.price)}::int[], ${param(variants, (v) => v.stock)}::int[],
                         ${slot(0)}::text[], ${slot(1)}::text[], ${slot(2)}::text[], ${slot(3)}::text[])`);
}
