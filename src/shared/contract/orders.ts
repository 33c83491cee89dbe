import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status.ts';
import { pageFields } from './paging.ts';

/** Orders per page of /my-orders. */
export const MY_ORDERS_PER_PAGE = 10;

/** One line of GET /api/orders: enough for the list; the order itself is GET /api/orders/:id. */
export const orderSummarySchema = z.object({
  id: z.string(),
  /** Placed orders only: one still awaiting payment is not the shopper's order yet. */
  status: z.enum(ORDER_STATUSES),
  /** When the payment placed it (ISO 8601). */
  placedAt: z.string(),
  total: z.number().int().describe('Integer pence'),
  itemCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /api/orders?page=: the signed-in shopper's own placed orders, newest first. */
export const myOrdersSchema = z.object({ items: z.array(orderSummarySchema), ...pageFields });
export type MyOrders = z.infer<typeof myOrdersSchema>;
