import { ORDER_STATUS_LABELS, type PaidStatus } from '#shared/order-status.ts';

const COLOURS: Partial<Record<PaidStatus, string>> = {
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-stone-200 text-stone-800',
};

/** Delivered in green, cancelled in grey (nothing more will happen to it), every other status in the primary colour. */
export function StatusBadge({ status }: { status: PaidStatus }) {
  const colour = COLOURS[status] ?? 'bg-brand-100 text-brand-900';
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${colour}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
