import { formatPence } from './money.ts';

/**
 * How an order's refunds read beside its total, wherever orders are listed or shown (issue 16): 'Refunded £12.00'
 * when all of it went back, 'Partially refunded (£4.99)' when some did, nothing when none did. `refunded` counts
 * the refunds that have not failed (pending ones too: the money is on its way).
 */
export function refundWords(total: number, refunded: number): string | null {
  if (refunded <= 0) return null;
  return refunded >= total
    ? `Refunded ${formatPence(refunded)}`
    : `Partially refunded (${formatPence(refunded)})`;
}
