import { z } from 'zod';
import { ORDER_STATUSES, PAID_STATUSES, TO_SHIP } from '../order-status.ts';
import { orderSchema } from './checkout.ts';
import { pageOf, pagingQuery, searchText } from './paging.ts';
import { trackingInputSchema } from './tracking.ts';

/**
 * The admin lists paid orders only; `status` narrows them to one of the four or the cancelled, or to those still to
 * ship (`to_ship`: placed or processing).
 */
export const adminOrdersFilterSchema = z.object({
  status: z
    .union([z.enum(PAID_STATUSES), z.literal(TO_SHIP), z.literal('all'), z.literal('')])
    .transform((v) => (v === 'all' || v === '' ? undefined : v))
    .optional(),
  q: searchText,
});
export const adminOrdersQuerySchema = adminOrdersFilterSchema.extend(pagingQuery(20, 100));
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;
export type AdminOrdersFilter = z.output<typeof adminOrdersFilterSchema>;

export const adminOrderRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The recipient's name, from the shipping address. */
  name: z.string(),
  status: z.enum(PAID_STATUSES),
  total: z.number().int(),
  /** Succeeded and pending refunds, in pence. */
  refunded: z.number().int(),
  placedAt: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderListSchema = pageOf(adminOrderRowSchema);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderSchema = orderSchema.extend({
  placedAt: z.string().nullable(),
  editedAt: z.string().nullable(),
  /** The provider's payment id. */
  paymentRef: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const statusChangeBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
    /** With `shipped` only: the parcel's carrier and tracking number, shown to the customer with a link. */
    tracking: trackingInputSchema.optional(),
  })
  .refine((b) => !b.tracking || b.status === 'shipped', {
    message: 'A tracking number goes with Item(s) Shipped only',
    path: ['tracking'],
  });
export type StatusChangeBody = z.input<typeof statusChangeBodySchema>;
export const statusChangeResultSchema = z.object({
  /** 'unchanged' when the order already had that status: nothing was written and nobody e-mailed. */
  result: z.enum(['changed', 'unchanged']),
  order: adminOrderSchema,
});
export type StatusChangeResult = z.infer<typeof statusChangeResultSchema>;

/** POST /api/admin/orders/:id/release: an unpaid checkout ended by the admin, its units back on sale. */
export const releaseResultSchema = z.object({ released: z.literal(true) });
export type ReleaseResult = z.infer<typeof releaseResultSchema>;
