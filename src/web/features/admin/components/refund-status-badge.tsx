import { REFUND_STATUS_LABELS, type RefundStatus } from '#shared/contract/refunds.ts';

const COLOURS: Record<RefundStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/** Pending (on its way to the card), Refunded, or Failed (to be tried again). */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${COLOURS[status]}`}
    >
      {REFUND_STATUS_LABELS[status]}
    </span>
  );
}
