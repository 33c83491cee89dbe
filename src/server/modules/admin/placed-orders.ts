import { and, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { orders } from '#server/db/schema.ts';
import { PAID_STATUSES, type PaidStatus } from '#shared/order-status.ts';

/**
 * Paid orders: in one of the four statuses, or cancelled. Every admin figure and list counts these only, never an
 * unpaid checkout. `placed_at IS NOT NULL` is what lets the partial indexes of migration 0004 serve the query.
 */
export const placedOrder: SQL = and(
  isNotNull(orders.placedAt),
  inArray(orders.status, [...PAID_STATUSES]),
) as SQL;

/** The recipient's name, from the shipping address. */
export const recipientName = sql<string>`coalesce(${orders.shippingAddress}->>'name', '')`;

/** Columns of a row in the admin's order lists. */
export const orderRowColumns = {
  id: orders.id,
  email: orders.email,
  name: recipientName,
  status: orders.status,
  total: orders.total,
  refunded: orders.refunded,
  placedAt: orders.placedAt,
};

export type OrderRowData = {
  id: string;
  email: string;
  name: string;
  status: string;
  total: number;
  refunded: number;
  placedAt: Date | null;
};

export const toOrderRow = (r: OrderRowData) => ({
  id: r.id,
  email: r.email,
  name: r.name,
  status: r.status as PaidStatus,
  total: r.total,
  refunded: r.refunded,
  placedAt: r.placedAt?.toISOString() ?? '',
});
