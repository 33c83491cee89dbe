import { z } from 'zod';
import { PAID_STATUSES } from '../order-status.ts';

/**
 * What GET /api/events streams (server-sent events; the SSE `event` field is the kind). Only ids and the new state:
 * the browser refetches what it shows, through the same owner-checked routes as ever.
 */
export const liveEventSchemas = {
  /** A placed order moved to another status (or was cancelled): to its owner and the admins. */
  'order-status': z.object({ orderId: z.string(), status: z.enum(PAID_STATUSES) }),
  /** A refund of the order was made, settled or failed: to its owner and the admins. */
  'order-refund': z.object({ orderId: z.string() }),
  /** A new order was paid for: to its owner and the admins. */
  'order-placed': z.object({ orderId: z.string() }),
  /** A variant's stock changed: to everyone watching that product. */
  stock: z.object({
    productId: z.string(),
    variantId: z.string(),
    length: z.string(),
    stock: z.number().int(),
  }),
} as const;

export type LiveEventKind = keyof typeof liveEventSchemas;
export type LiveEventData<K extends LiveEventKind> = z.infer<(typeof liveEventSchemas)[K]>;
export const LIVE_EVENT_KINDS = Object.keys(liveEventSchemas) as [LiveEventKind, ...LiveEventKind[]];

/** At most this many products watched by one connection (a page shows one; a grid of quick views a few). */
export const MAX_WATCHED_PRODUCTS = 50;

export const liveQuerySchema = z.object({
  products: z
    .string()
    .max(MAX_WATCHED_PRODUCTS * 40)
    .optional()
    .transform((v) => [...new Set((v ?? '').split(',').filter(Boolean))])
    .refine((ids) => ids.length <= MAX_WATCHED_PRODUCTS, `At most ${MAX_WATCHED_PRODUCTS} products`),
});
