import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productVariants } from '#server/db/schema.ts';
import type { Variant } from '#shared/contract/catalog.ts';

/** A length as the admin enters it: no price means the product's price. */
export type VariantInput = { length: string; price?: number | null; stock: number };

/**
 * The variants as stored (each with its price) and the product's `price` kept from them: the lowest length price,
 * which listings show ('from £x'), filter and sort on.
 */
export function resolveVariants(defaultPrice: number, rows: VariantInput[]) {
  const variants: StoredVariant[] = rows.map((r) => ({
    length: r.length,
    price: r.price ?? defaultPrice,
    stock: r.stock,
  }));
  return { variants, price: Math.min(...variants.map((v) => v.price)) };
}

/** A variant as written: its id and SKU are the database's (a new length's made by the default_sku trigger). */
export type StoredVariant = Omit<Variant, 'id' | 'sku'>;

/**
 * Makes the product's variants exactly `variants`, keeping the rows of lengths that stay, with their ids and SKUs
 * (in `tx`).
 */
export async function writeVariants(tx: Db, productId: string, variants: StoredVariant[]) {
  await tx.delete(productVariants).where(
    and(
      eq(productVariants.productId, productId),
      notInArray(
        productVariants.length,
        variants.map((v) => v.length),
      ),
    ),
  );
  await tx
    .insert(productVariants)
    // No SKU: the trigger makes a new length's; a kept length keeps its own (the update below leaves it).
    .values(variants.map((v, position) => ({ productId, position, sku: sql`NULL`, ...v })))
    .onConflictDoUpdate({
      target: [productVariants.productId, productVariants.length],
      set: {
        position: sql`excluded.position`,
        price: sql`excluded.price`,
        stock: sql`excluded.stock`,
      },
    });
  // The product's Length values follow its lengths (migration 0024's trigger gave a new one its value): in their
  // order, and none kept that no variant has.
  await tx.execute(sql`
    UPDATE product_option_values val SET position = v.position
    FROM product_variants v
    WHERE v.product_id = ${productId} AND val.id = v.value1_id AND val.position <> v.position`);
  await tx.execute(sql`
    DELETE FROM product_option_values val
    WHERE val.product_id = ${productId}
      AND NOT EXISTS (SELECT 1 FROM product_variants v
                      WHERE v.product_id = val.product_id
                        AND val.id IN (v.value1_id, v.value2_id, v.value3_id, v.value4_id))`);
}

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
