import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Variant } from '../../../shared/contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { productVariants } from '../../db/schema.ts';

/** A length as the admin enters it: no price means the product's price. */
export type VariantInput = { length: string; price?: number | null; stock: number };

/**
 * The variants as stored (each with its price) and the product columns kept from them: `lengths` in the admin's
 * order, and `price`, the lowest length price, which listings show ('from £x'), filter and sort on.
 */
export function resolveVariants(defaultPrice: number, rows: VariantInput[]) {
  const variants: Variant[] = rows.map((r) => ({
    length: r.length,
    price: r.price ?? defaultPrice,
    stock: r.stock,
  }));
  return {
    variants,
    lengths: variants.map((v) => v.length),
    price: Math.min(...variants.map((v) => v.price)),
  };
}

/** Makes the product's variants exactly `variants`, keeping the rows of lengths that stay (in `tx`). */
export async function writeVariants(tx: Db, productId: string, variants: Variant[]) {
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
    .values(variants.map((v, position) => ({ productId, position, ...v })))
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
 * Gives every product that has none a variant per length: longer lengths (later in the list) cost `priceStep`
 * more each, and stock is a number from `stock.min` to `stock.max` fixed by the product and length, so a seed is
 * the same every time. For the demo and synthetic seeds, which insert products in bulk.
 */
export async function fillMissingVariants(
  db: Db,
  opts: { priceStep: number; stock: { min: number; max: number } },
) {
  const span = opts.stock.max - opts.stock.min + 1;
  await db.execute(sql`
    INSERT INTO product_variants (product_id, length, position, price, stock)
    SELECT p.id, l.length, l.position - 1, p.price + (l.position - 1) * ${opts.priceStep},
           ${opts.stock.min} + ((hashtext(p.id || l.length)::bigint % ${span}) + ${span}) % ${span}
    FROM products p, unnest(p.lengths) WITH ORDINALITY AS l(length, position)
    WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
    ON CONFLICT DO NOTHING`);
}
