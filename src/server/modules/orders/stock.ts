import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orders, products, productVariants } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { OrderLine } from '#shared/contract/checkout.ts';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import type { PublishLive } from '../live/publish.ts';

/** An order line as checkout prices it: it always names the variant it takes its units from. */
export type VariantLine = OrderLine & { variantId: string };

type Moved = { productId: string; variantId: string; length: string; stock: number };

export const onlyLeft = (left: number, name: string, length: string) =>
  new AppError(409, ERROR_CODES.outOfStock, `Only ${left} left of ${name} (${length})`);

/**
 * Takes the lines' units from stock for an order being created, in the caller's transaction (docs/product.md#lengths:
 * held at payment, never oversold). Each take is one conditional UPDATE, which PostgreSQL re-checks against the newest
 * row after waiting for a concurrent buyer, so two checkouts can never both take the last unit. The lines' products
 * are locked first, in id order (lockProducts), so two carts holding the same products in opposite order wait for
 * each other rather than deadlock, whatever order the lines then go in. Too few left: 409 naming what is left,
 * and the caller's transaction (the order with it) rolls back.
 */
export async function takeStock(
  tx: Db,
  orderId: string,
  lines: Pick<VariantLine, 'productId' | 'variantId' | 'name' | 'size' | 'qty'>[],
  publishLive?: PublishLive,
) {
  await lockProducts(tx, [...new Set(lines.map((l) => l.productId))]);
  const moved: Moved[] = [];
  for (const line of lines) {
    const { variantId } = line;
    const [taken] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.qty}` })
      .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, line.qty)))
      .returning({ stock: productVariants.stock });
    if (!taken) {
      const [left] = await tx
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variantId));
      // No row at all: the variant was removed since the cart was priced, so none of it is left.
      throw onlyLeft(left?.stock ?? 0, line.name, line.size);
    }
    moved.push({ productId: line.productId, variantId, length: line.size, stock: taken.stock });
  }
  await tx.update(orders).set({ stockHeld: true }).where(eq(orders.id, orderId));
  await announce(tx, moved, publishLive);
}

/**
 * Gives back what an order holds, once: the order's flag is cleared by a conditional update, so of an expiry on
 * two instances (or an expiry and a failed checkout) only one returns the units. In the caller's transaction.
 * A variant removed meanwhile has nothing to return to.
 */
export async function releaseStock(tx: Db, orderId: string, publishLive?: PublishLive): Promise<void> {
  const [held] = await tx
    .update(orders)
    .set({ stockHeld: false })
    .where(and(eq(orders.id, orderId), eq(orders.stockHeld, true)))
    .returning({ id: orders.id });
  if (!held) return;
  const lines = await tx
    .select({ productId: orderLines.productId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  await lockProducts(tx, [...new Set(lines.map((l) => l.productId))]);
  const result = (await tx.execute(sql`
    UPDATE product_variants v SET stock = v.stock + l.qty
    FROM order_lines l
    WHERE l.order_id = ${orderId} AND v.id = l.variant_id
    RETURNING v.product_id AS "productId", v.id AS "variantId", v.length, v.stock`)) as { rows: Moved[] };
  await announce(tx, result.rows, publishLive);
}

/**
 * Puts units of a paid order back on sale: a cancellation, or refunded lines the admin chose to restock
 * (decision 019). The caller makes the move once (its conditional update of the order or refund); this only adds
 * the units, in the caller's transaction. A variant removed meanwhile (or a line bought before variants had
 * ids whose length was gone by then: no variant id) has nothing to return to.
 */
export async function returnUnits(
  tx: Db,
  units: { productId: string; variantId: string | null; qty: number }[],
  publishLive?: PublishLive,
): Promise<void> {
  // No units (a goodwill refund, none restocked): the lock below selects nothing (inArray of none is false).
  await lockProducts(tx, [...new Set(units.map((u) => u.productId))]);
  const moved: Moved[] = [];
  for (const u of units) {
    const [back] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${u.qty}` })
      // A line without a variant id (bought before variants had ids, its length gone by then) matches no row.
      .where(sql`${productVariants.id} = ${u.variantId}`)
      .returning({
        productId: productVariants.productId,
        variantId: productVariants.id,
        length: productVariants.length,
        stock: productVariants.stock,
      });
    if (back) moved.push(back);
  }
  await announce(tx, moved, publishLive);
}

/**
 * A variant selling out or coming back also rewrites its product's summary (a trigger, migrations 0029 and 0031),
 * so each writer locks the products first, always in id order: a checkout and an expiry touching the same products
 * then wait for each other instead of deadlocking (variant, then product, against product, then variant).
 */
async function lockProducts(tx: Db, ids: string[]) {
  await tx
    // Stryker disable next-line ObjectLiteral: equivalent, only the row lock matters, not the columns answered.
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
}

/** Product pages that are open hear of the new counts (live updates, decision 013), when the change commits. */
async function announce(tx: Db, moved: Moved[], publishLive?: PublishLive) {
  if (!publishLive) return;
  for (const m of moved) await publishLive(tx, 'stock', m, { productId: m.productId });
}
