import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orderStatusHistory, orders, payments } from '#server/db/schema.ts';
import type { Address, Order } from '#shared/contract/checkout.ts';
import type { RefundStatus } from '#shared/contract/refunds.ts';
import { countryName } from '#shared/countries.ts';
import { type AnyOrderStatus, ORDER_STATUSES } from '#shared/order-status.ts';
import { shopperCancelUntil } from './cancel-window.ts';
import { moneyOf, orderLinesOf, refundsOf } from './repository.ts';
import { trackingOf } from './tracking.ts';

// What other modules read about an order (decision 021): the orders module owns the order, so they call these
// instead of its repository.

/**
 * One order with its lines, payment, history and refunds; only when `userId` owns it (anyone else gets nothing).
 * `cancelWindowMinutes`: the shopper's, to say until when they may cancel it (0: the admin's view).
 */
export async function orderOf(
  db: Db,
  orderId: string,
  userId: string,
  { cancelWindowMinutes = 0 } = {},
): Promise<Order | null> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!o) return null;
  const [lines, [payment], history, refunds] = await Promise.all([
    orderLinesOf(db, orderId),
    db.select().from(payments).where(eq(payments.orderId, orderId)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.at)),
    refundsOf(db, orderId),
  ]);
  const sum = (status: RefundStatus) =>
    refunds.filter((r) => r.status === status).reduce((total, r) => total + r.amount, 0);
  return {
    id: o.id,
    status: o.status as AnyOrderStatus,
    email: o.email,
    createdAt: o.createdAt.toISOString(),
    ...moneyOf(o),
    lines,
    shippingAddress: o.shippingAddress as Address,
    payment: payment
      ? {
          provider: payment.provider as 'test' | 'stripe',
          cardBrand: payment.cardBrand,
          last4: payment.last4,
        }
      : null,
    history: history.map((h) => ({
      status: h.status as AnyOrderStatus,
      at: h.at.toISOString(),
      note: h.note,
    })),
    refunds,
    refunded: sum('succeeded'),
    refundPending: sum('pending'),
    cancelUntil: shopperCancelUntil(o, cancelWindowMinutes)?.toISOString() ?? null,
    tracking: trackingOf(o),
    delivery:
      o.deliveryMethod && o.deliveryCountry
        ? {
            method: o.deliveryMethod,
            country: o.deliveryCountry,
            countryName: countryName(o.deliveryCountry),
          }
        : null,
    vat: o.vatRate === null ? null : { rate: o.vatRate, amount: o.vat },
  };
}

/**
 * What the customer last bought of the product in a placed order (docs/product.md#reviews): the variant's label as
 * bought ("Body Wave · #613 · 22″"), or null when they never bought it, which keeps them from reviewing it. A
 * cancelled order never arrived, so it counts for nothing.
 */
export async function lastBought(db: Db, userId: string, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ size: orderLines.size })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...ORDER_STATUSES]),
        eq(orderLines.productId, productId),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orderLines.position))
    .limit(1);
  return row?.size ?? null;
}
