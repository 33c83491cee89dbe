import { type AnyOrderStatus, ORDER_STATUS_LABELS } from '#shared/order-status.ts';

/**
 * An order's status in its one label (docs/product.md#orders): delivered in green, cancelled in grey (an order that
 * ended, not one on its way: the brand colour would read as progress), every other status in the brand colour.
 */
export function OrderStatusLabel({ status }: { status: AnyOrderStatus }) {
  const colour =
    status === 'delivered'
      ? 'bg-green-50 text-green-800 ring-green-700/30'
      : status === 'cancelled'
        ? 'bg-stone-100 text-stone-800 ring-stone-600/40'
        : 'bg-brand-50 text-brand-800 ring-brand-700/30';
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ring-1 ${colour}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
