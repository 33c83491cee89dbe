import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orderRefundLines, orderRefunds, orders } from '#server/db/schema.ts';
import type { Address, Amounts, Discounts, OrderLine } from '#shared/contract/checkout.ts';
import type { OrderSummary } from '#shared/contract/orders.ts';
import type { Refund, RefundStatus } from '#shared/contract/refunds.ts';
import { type AnyOrderStatus, PAID_STATUSES, type PaidStatus } from '#shared/order-status.ts';

export async function orderLinesOf(
  db: Db,
  orderId: string,
): Promise<(OrderLine & { refundedQty: number })[]> {
  const rows = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return rows.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    sku: l.sku,
    options: l.options,
    name: l.name,
    size: l.size,
    unitPrice: l.unitPrice,
    qty: l.qty,
    lineTotal: l.unitPrice * l.qty,
    discount: l.discount,
    image: l.image,
    refundedQty: l.refundedQty,
  }));
}

type OrderRow = typeof orders.$inferSelect;

/** The order's amounts and promotions as they were when it was made (issue 17). */
export function moneyOf(o: OrderRow): { amounts: Amounts; discounts: Discounts } {
  return {
    amounts: {
      subtotal: o.subtotal,
      discount: o.offerDiscount + o.codeDiscount,
      shipping: o.shipping,
      total: o.total,
    },
    discounts: {
      offer: o.offerLabel === null ? null : { label: o.offerLabel, amount: o.offerDiscount },
      code:
        o.discountCode === null
          ? null
          : { code: o.discountCode, amount: o.codeDiscount, shipping: o.codeShipping },
    },
  };
}

/** The order's refunds, oldest first, each with the lines it covers. */
export async function refundsOf(db: Db, orderId: string): Promise<Refund[]> {
  const [refunds, lines] = await Promise.all([
    db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
    db
      .select({
        refundId: orderRefundLines.refundId,
        position: orderLines.position,
        name: orderLines.name,
        size: orderLines.size,
        qty: orderRefundLines.qty,
        amount: orderRefundLines.amount,
        restock: orderRefundLines.restock,
      })
      .from(orderRefundLines)
      .innerJoin(orderLines, eq(orderLines.id, orderRefundLines.orderLineId))
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position)),
  ]);
  return refunds.map((r) => ({
    id: r.id,
    amount: r.amount,
    shipping: r.shipping,
    goodwill: r.goodwill,
    reason: r.reason,
    status: r.status as RefundStatus,
    failureReason: r.failureReason,
    createdAt: r.createdAt.toISOString(),
    lines: lines.filter((l) => l.refundId === r.id).map(({ refundId: _, ...l }) => l),
  }));
}

/** The order's status, only when `userId` owns it (anyone else gets null). */
export async function orderStatusOf(db: Db, orderId: string, userId: string): Promise<AnyOrderStatus | null> {
  const [o] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return (o?.status as AnyOrderStatus | undefined) ?? null;
}

/** The shipping address of the user's latest order, to prefill the next checkout. */
export async function lastAddressOf(db: Db, userId: string): Promise<Address | null> {
  const [row] = await db
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return (row?.address as Address | undefined) ?? null;
}

/**
 * A page of the user's paid orders (cancelled ones too), newest first, with how many there are. Orders still
 * awaiting payment (or whose payment failed) are not the shopper's orders yet, so they are left out.
 */
export async function placedOrdersOf(
  db: Db,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: OrderSummary[]; total: number }> {
  const mine = and(eq(orders.userId, userId), inArray(orders.status, [...PAID_STATUSES]));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        placedAt: sql<Date>`coalesce(${orders.placedAt}, ${orders.createdAt})`.mapWith(orders.createdAt),
        total: orders.total,
        refunded: orders.refunded,
        discount: sql<number>`${orders.offerDiscount} + ${orders.codeDiscount}`.mapWith(Number),
        discountCode: orders.discountCode,
        itemCount: sql<number>`coalesce(sum(${orderLines.qty}), 0)`.mapWith(Number),
      })
      .from(orders)
      .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(mine)
      .groupBy(orders.id)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(mine),
  ]);
  return {
    items: rows.map((r) => ({ ...r, status: r.status as PaidStatus, placedAt: r.placedAt.toISOString() })),
    total: counted?.n ?? 0,
  };
}
