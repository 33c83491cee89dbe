import { z } from 'zod';
import { PAID_STATUSES } from '../order-status.ts';
import { addressSchema } from './checkout.ts';
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

/** `:id` of GET /api/orders/:id and its cancel: the shopper's own order. */
export const orderParamsSchema = z.object({ id: z.string().max(64) });
export type OrderParams = z.infer<typeof orderParamsSchema>;

/** GET /api/orders/last-address: the shipping address of the shopper's latest order, to prefill checkout. */
export const lastAddressSchema = z.object({ address: addressSchema.nullable() });
export type LastAddress = z.infer<typeof lastAddressSchema>;

/** POST /api/orders/confirm: the browser's report of a payment, proven by the intent's client secret. */
export const confirmOrderBodySchema = z.object({
  paymentIntentId: z.string().max(200),
  clientSecret: z.string().max(300),
});
export type ConfirmOrderBody = z.infer<typeof confirmOrderBodySchema>;

/** What the provider says of the payment; `message` tells a shopper why it failed. */
export const confirmOrderResultSchema = z.object({
  status: z.enum(['succeeded', 'processing', 'failed']),
  orderId: z.string(),
  message: z.string().optional(),
});
export type ConfirmOrderResult = z.infer<typeof confirmOrderResultSchema>;
