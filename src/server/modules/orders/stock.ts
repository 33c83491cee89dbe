import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
 * held at payment, never oversold); the order is inserted as holding them (create.ts). One conditional UPDATE takes
 * every variant's units, and PostgreSQL re-checks each row against its newest version after waiting for a
 * concurrent buyer, so two checkouts can never both take the last unit. The lines' products are locked first, in id
 * order (lockProducts), so two carts holding the same products in opposite order wait for each other rather than
 * deadlock. Too few left of any: 409 naming what is left of the first such line, and the caller's transaction (the
 * order with it) rolls back.
 */
export async function takeStock(
  tx: Db,
  lines: Pick<VariantLine, 'productId' | 'variantId' | 'name' | 'size' | 'qty'>[],
  publishLive?: PublishLive,
) {
  await lockProducts(tx, [...new Set(lines.map((l) => l.productId))]);
  const moved = await addUnits(
    tx,
    lines.map((l) => ({ variantId: l.variantId, qty: -l.qty })),
  );
  const short = lines.find((l) => !moved.some((m) => m.variantId === l.variantId));
  if (short) {
    const [left] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, short.variantId));
    // No row at all: the variant was removed since the cart was priced, so none of it is left.
    throw onlyLeft(left?.stock ?? 0, short.name, short.size);
  }
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
  // A line without a variant id (bought before variants had ids, its length gone by then) has nowhere to go.
  const moved = await addUnits(
    tx,
    units.flatMap(({ variantId, qty }) => (variantId ? [{ variantId, qty }] : [])),
  );
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

/**
 * Adds each change of units to its variant (negative: takes them) in one UPDATE, only where as many are left, and
 * answers the variants moved; a variant removed meanwhile (or with too few left) is not among them. Two changes of
 * one variant are summed first: an UPDATE changes a row once, however many rows of VALUES it joins.
 */
async function addUnits(tx: Db, changes: { variantId: string; qty: number }[]): Promise<Moved[]> {
  const sums = new Map<string, number>();
  for (const c of changes) sums.set(c.variantId, (sums.get(c.variantId) ?? 0) + c.qty);
  if (sums.size === 0) return [];
  const rows = [...sums].map(([id, qty]) => sql`(${id}, ${qty}::integer)`);
  const { rows: moved } = (await tx.execute(sql`
    UPDATE product_variants v SET stock = v.stock + t.qty
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS t(id, qty)
    WHERE v.id = t.id AND v.stock + t.qty >= 0
    RETURNING v.product_id AS "productId", v.id AS "variantId", v.length, v.stock`)) as { rows: Moved[] };
  // In the changes' order (the join answers in its own), so open pages hear of a cart's lines as they go.
  return [...sums.keys()].flatMap((id) => moved.filter((m) => m.variantId === id));
}

/** Product pages that are open hear of the new counts (live updates, decision 013), when the change commits. */
async function announce(tx: Db, moved: Moved[], publishLive?: PublishLive) {
  await publishLive?.all(
    tx,
    moved.map((m) => ({ kind: 'stock', data: m, audience: { productId: m.productId } })),
  );
}
