import type { Order } from '#shared/contract/checkout.ts';
import { formatPence } from '#shared/money.ts';

type Props = Pick<Order, 'refunded' | 'refundPending'>;

/**
 * Under the order's total: what has come back to the card, and what is on its way (accepted by the card provider,
 * not yet settled). Nothing when neither: a failed refund gave nothing back (the refunds list says so).
 */
export function RefundAmounts({ refunded, refundPending }: Props) {
  if (refunded <= 0 && refundPending <= 0) return null;
  return (
    <dl className="mt-3 space-y-2 border-t border-stone-200 pt-3 text-stone-700">
      {refunded > 0 && (
        <div className="flex justify-between gap-4">
          <dt>Refunded</dt>
          <dd className="tabular-nums">{formatPence(refunded)}</dd>
        </div>
      )}
      {refundPending > 0 && (
        <div className="flex justify-between gap-4">
          <dt>Refund pending</dt>
          <dd className="tabular-nums">{formatPence(refundPending)}</dd>
        </div>
      )}
    </dl>
  );
}
