import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../shared/order-status.ts';

/** Delivered in green, every other status in the primary colour (SPEC §4). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const colour = status === 'delivered' ? 'bg-green-100 text-green-900' : 'bg-brand-100 text-brand-900';
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${colour}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
