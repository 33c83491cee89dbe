import { z } from 'zod';
import { PAID_STATUSES } from '../order-status.ts';
import { adminOrderRowSchema } from './admin-orders.ts';

export const LOW_STOCK = 3;

/** GET /api/admin/summary: the admin home. Every order figure counts placed orders only. */
export const adminSummarySchema = z.object({
  products: z.number().int(),
  orders: z.number().int(),
  customers: z.number().int(),
  /** Sum of the totals of paid orders net of refunds (succeeded and pending), in pence. */
  earnings: z.number().int(),
  /** Refunds (succeeded and pending) of paid orders, in pence: what `earnings` has taken off. */
  refunded: z.number().int(),
  /**
   * What promotions took off paid orders, in pence (issue 17): the bundle offers' and the discount codes'
   * discounts on the goods (each order's `amounts.discount`), summed. Already out of the totals, so of `earnings`;
   * a shipping fee a code waived is not counted.
   */
  discounts: z.number().int(),
  /** One entry per status, in the order of PAID_STATUSES (the chart's labels and bars alike). */
  statusCounts: z.array(z.object({ status: z.enum(PAID_STATUSES), count: z.number().int() })),
  /** The last 30 days in the shop's time zone, oldest first, days without orders included; net of refunds. */
  dailyEarnings: z.array(
    z.object({ day: z.string().describe('YYYY-MM-DD'), total: z.number().int(), orders: z.number().int() }),
  ),
  recentOrders: z.array(adminOrderRowSchema),
  /** Lengths with LOW_STOCK or fewer left, fewest first (at most ten): what to restock. */
  lowStock: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      length: z.string(),
      sku: z.string(),
      stock: z.number().int(),
    }),
  ),
  /**
   * Units taken by checkouts waiting for payment (issue 21): off sale until paid, released or expired. `checkouts`
   * lists the biggest (at most ten).
   */
  held: z.object({
    units: z.number().int(),
    orders: z.number().int(),
    checkouts: z.array(
      z.object({
        orderId: z.string(),
        email: z.string(),
        units: z.number().int(),
        total: z.number().int(),
        createdAt: z.string(),
        expiresAt: z.string().describe('When the hold ends if it is not paid (within a minute)'),
      }),
    ),
  }),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
