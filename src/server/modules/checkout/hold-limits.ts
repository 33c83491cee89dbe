import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orders } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import { PAYABLE_STATUSES } from '#shared/order-status.ts';

/**
 * How much stock unpaid checkouts may keep off sale (issue 21, decision 015). A checkout takes its units when the
 * payment starts, so without bounds one free account could hold the whole shop for the length of the hold. Each
 * customer has at most one unpaid order (a database rule, orders_one_unpaid_per_user), each length at most its
 * product's `maxPerOrder`, and these two bounds cap the rest: a full head (three or four bundles and a closure) is
 * five units, a salon's order a few dozen; the demo catalogue has about 10,000 units, so one account can hold at
 * most 0.4% and one address (however many accounts it makes) 1%.
 */
export const HOLD_LIMITS = {
  /** Units in one unpaid order. */
  orderUnits: 40,
  /** Units held by all unpaid orders started from one address. */
  addressUnits: 100,
} as const;

export const ORDER_TOO_LARGE = `One order can hold at most ${HOLD_LIMITS.orderUnits} items. For a larger order, please contact us.`;
export const ADDRESS_HOLD_LIMIT =
  'Too many items are waiting for payment in checkouts from your network. Please finish or wait for those, ' +
  'or try again in a few minutes.';

export const unitsOf = (lines: { qty: number }[]) => lines.reduce((n, l) => n + l.qty, 0);

/** 400 when the order alone is over its bound (checked before anything is taken). */
export function requireOrderWithinLimit(lines: { qty: number }[]) {
  if (unitsOf(lines) > HOLD_LIMITS.orderUnits) {
    throw new AppError(400, ERROR_CODES.orderTooLarge, ORDER_TOO_LARGE);
  }
}

/**
 * Serialises the checkouts of one customer, then of one address, in `tx`: the check below and the insert that
 * follows it are then one step for that customer and that address, also across instances. Always customer first,
 * then address, then the discount code (code-check.ts), then products (stock.ts), so two checkouts never wait for
 * each other in a circle (lock-order.test.ts).
 */
export async function lockCheckout(tx: Db, userId: string, ip: string) {
  // One round trip: PostgreSQL evaluates a select list left to right, so the customer's lock is taken (waiting if
  // need be) before the address's, as two statements would.
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout:user:${userId}`}, 0)),
               pg_advisory_xact_lock(hashtextextended(${`checkout:ip:${ip}`}, 0))`,
  );
}

/** 429 when `units` more would take the address's unpaid checkouts over their bound (under lockCheckout). */
export async function requireAddressAllowance(tx: Db, ip: string, units: number) {
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${orderLines.qty}), 0)`.mapWith(Number) })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(eq(orders.clientIp, ip), inArray(orders.status, [...PAYABLE_STATUSES]), eq(orders.stockHeld, true)),
    );
  if ((row?.held ?? 0) + units > HOLD_LIMITS.addressUnits) {
    throw new AppError(429, ERROR_CODES.checkoutHoldLimit, ADDRESS_HOLD_LIMIT, { 'retry-after': '60' });
  }
}
