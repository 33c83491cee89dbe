import { and, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../../shared/order-status.ts';
import { orders } from '../../db/schema.ts';

/**
 * Placed orders: paid, in one of the four statuses. Every admin figure and list counts these only, never an
 * unpaid checkout. `placed_at IS NOT NULL` is what lets the partial indexes of migration 0004 serve the query.
 */
export const placedOrder: SQL = and(
  isNotNull(orders.placedAt),
  inArray(orders.status, [...ORDER_STATUSES]),
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
  placedAt: orders.placedAt,
};

export type OrderRowData = {
  id: string;
  email: string;
  name: string;
  status: string;
  total: number;
  placedAt: Date | null;
};

export const toOrderRow = (r: OrderRowData) => ({
  id: r.id,
  email: r.email,
  name: r.name,
  status: r.status as (typeof ORDER_STATUSES)[number],
  total: r.total,
  placedAt: r.placedAt?.toISOString() ?? '',
});
