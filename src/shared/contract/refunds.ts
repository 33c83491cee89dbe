import { z } from 'zod';
import { idParamsSchema } from './common.ts';

// Cancellations and refunds of a paid order (issue 16, decision 019). Amounts are integer pence.

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Pending',
  succeeded: 'Refunded',
  failed: 'Failed',
};

/** A reason is required, and shown to the customer in their e-mail and on their order. */
export const REASON_MAX = 500;
const reason = z
  .string()
  .trim()
  .min(1, 'Please give a reason')
  .max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`);

/** Sent with every refund or cancellation request, so a double click or a retry makes one refund. */
const requestKey = z
  .string()
  .regex(/^[A-Za-z0-9-]{16,64}$/, 'requestKey must be 16 to 64 letters, digits or dashes');

/** One refund as the shopper and the admin see it. */
export const refundSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  shipping: z.number().int().describe('The part that is the shipping fee'),
  goodwill: z.number().int().describe('The part given beyond lines and shipping'),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** The provider's reason when the refund failed. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      position: z.number().int(),
      name: z.string(),
      size: z.string(),
      qty: z.number().int(),
      amount: z.number().int(),
      restock: z.boolean(),
    }),
  ),
});
export type Refund = z.infer<typeof refundSchema>;

/** POST /api/admin/orders/:id/refunds: the lines and units to refund, the shipping fee, a goodwill amount. */
export const refundRequestSchema = z.object({
  requestKey,
  lines: z
    .array(
      z.object({
        /** The line's position in the order, from 0. */
        position: z.number().int().min(0).max(49),
        qty: z.number().int().min(1, 'qty must be at least 1').max(999),
        /** Put the units back on sale (opened hair often cannot be resold). */
        restock: z.boolean(),
      }),
    )
    .max(50)
    .refine((lines) => new Set(lines.map((l) => l.position)).size === lines.length, 'Each line once'),
  shipping: z.boolean().default(false),
  goodwill: z
    .number()
    .int('goodwill must be whole pence')
    .min(0, 'goodwill cannot be negative')
    .max(10_000_000)
    .default(0),
  reason,
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** POST /api/admin/orders/:id/cancel: an order is cancelled once, so no request key is needed. */
export const adminCancelSchema = z.object({ reason });

/** `:id/refunds/:refundId` of the admin's retry of a failed refund. */
export const refundParamsSchema = idParamsSchema.extend({ refundId: z.string().min(1).max(64) });
export type RefundParams = z.infer<typeof refundParamsSchema>;
