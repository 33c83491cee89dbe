// The shopper's own cancelling window (issue 16, decision 019): a rule on the order's row alone, so the order's
// reads (repository.ts) and the cancel itself (cancel.ts) share it without the reads depending on the cancel.

/** Until when the shopper may cancel an order themselves; null when they cannot (any more). */
export function shopperCancelUntil(
  order: { status: string; placedAt: Date | null },
  windowMinutes: number,
  now = new Date(),
): Date | null {
  if (order.status !== 'placed' || !order.placedAt || windowMinutes <= 0) return null;
  const until = new Date(order.placedAt.getTime() + windowMinutes * 60_000);
  return until > now ? until : null;
}
