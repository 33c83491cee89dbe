import { z } from 'zod';
import { PAID_STATUSES } from '../order-status.ts';
import { pageFields } from './paging.ts';

/** Orders per page of /my-orders. */
export const MY_ORDERS_PER_PAGE = 10;

/** One line of GET /api/orders: enough for the list; the order itself is GET /api/orders/:id. */
export const orderSummarySchema = z.object({
  id: z.string(),
  /** Paid orders only (cancelled ones too): one still awaiting payment is not the shopper's order yet. */
  status: z.enum(PAID_STATUSES),
  /** When the payment placed it (ISO 8601). */
  placedAt: z.string(),
  total: z.number().int().describe('Integer pence'),
  /** Succeeded and pending refunds, in pence. */
  refunded: z.number().int(),
  /** What the bundle offer and the code took off, in pence, and the code used (issue 17). */
  discount: z.number().int(),
  discountCode: z.string().nullable(),
  itemCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /api/orders?page=: the signed-in shopper's own placed orders, newest first. */
export const myOrdersSchema = z.object({ items: z.array(orderSummarySchema), ...pageFields });
export type MyOrders = z.infer<typeof myOrdersSchema>;
