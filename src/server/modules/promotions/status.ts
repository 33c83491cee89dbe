import type { PromotionStatus } from '#shared/contract/promotions.ts';

/** What a status depends on: a code's or an offer's row (offers have no redemption limit). */
export type StatusFields = {
  paused: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxRedemptions?: number | null;
};

/** A code's uses now: held by unpaid checkouts and redeemed by paid orders (released ones no longer count). */
export type RedemptionCounts = { held: number; redeemed: number };

/**
 * A promotion's status at `now`, computed and never stored so it cannot go stale (decision 020). Paused wins: the
 * admin switched it off, whatever its dates say. A held use counts against the limit, as the checkout's does, so
 * the admin sees "used up" exactly when a shopper could no longer apply it.
 */
export function promotionStatus(
  p: StatusFields,
  now: Date,
  counts: RedemptionCounts = { held: 0, redeemed: 0 },
): PromotionStatus {
  if (p.paused) return 'paused';
  if (p.startsAt && p.startsAt.getTime() > now.getTime()) return 'scheduled';
  if (p.endsAt && p.endsAt.getTime() <= now.getTime()) return 'expired';
  if (p.maxRedemptions != null && counts.held + counts.redeemed >= p.maxRedemptions) return 'used_up';
  return 'active';
}
