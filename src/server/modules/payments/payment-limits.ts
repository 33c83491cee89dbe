import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { type Limit, requireWithinLimits } from '#server/rate-limit.ts';

/**
 * How often one customer and one address may start or try a payment (issue 7, item 7). Generous for a person,
 * tight for a script testing stolen card numbers or filling the orders table. Counted in the database, so the
 * limits hold across instances.
 */
export const PAYMENT_LIMITS = {
  createIntent: { user: { max: 20, windowS: 3600 }, ip: { max: 60, windowS: 3600 } },
  testConfirm: { user: { max: 20, windowS: 3600 }, ip: { max: 60, windowS: 3600 } },
  orderConfirm: { user: { max: 60, windowS: 3600 }, ip: { max: 180, windowS: 3600 } },
  // A shopper cancels an order once; a script asking again and again only makes refund work.
  orderCancel: { user: { max: 20, windowS: 3600 }, ip: { max: 60, windowS: 3600 } },
} satisfies Record<string, { user: Limit; ip: Limit }>;

export const PAYMENT_RATE_LIMITED =
  'Too many payment attempts in a short time. Please wait a while and try again, or contact the shop.';

/** A preHandler (after requireUser) that counts the request per user and per IP and refuses it past either limit. */
export function paymentLimit(db: Db, name: keyof typeof PAYMENT_LIMITS) {
  const limits = PAYMENT_LIMITS[name];
  return async (req: FastifyRequest) => {
    await requireWithinLimits(
      db,
      [
        { key: `${name}:user:${req.user?.id ?? ''}`, limit: limits.user },
        { key: `${name}:ip:${req.ip}`, limit: limits.ip },
      ],
      PAYMENT_RATE_LIMITED,
    );
  };
}
