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
}

/**
 * Gives each seeded product a variant per length: longer lengths (later in the list) cost `priceStep` more each,
 * and stock is a number from `stock.min` to `stock.max` fixed by the price and length (not the generated id), so a
 * seed is the same every time. One statement for any number of products (the demo and synthetic seeds insert in bulk).
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
    INSERT INTO product_variants (product_id, length, sku, position, price, stock)
    SELECT t.id, l.length, variant_sku(t.id, l.length), l.position - 1, t.price + (l.position - 1) * ${opts.priceStep},
           ${opts.stock.min} + ((hashtext(t.price || l.length)::bigint % ${span}) + ${span}) % ${span}
    FROM unnest(${col((p) => p.id)}::text[], ${col((p) => p.price)}::int[], ${col((p) => p.lengths.join('|'))}::text[])
           AS t(id, price, lengths),
         unnest(string_to_array(t.lengths, '|')) WITH ORDINALITY AS l(length, position)
    ON CONFLICT DO NOTHING`);
}
