import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { formatPence } from '#shared/money.ts';
import { remainingToRefund } from '../refund-amounts.ts';

/** Where the order's money stands: paid, refunded (settled), pending (on its way back) and what remains. */
export function MoneySummary({ order }: { order: AdminOrder }) {
  const figures: [string, number][] = [
    ['Paid', order.amounts.total],
    ['Refunded', order.refunded],
    ['Pending', order.refundPending],
    ['Remaining', remainingToRefund(order)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, pence]) => (
        <div key={label} className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
          <dt className="text-xs font-semibold tracking-wider text-stone-600 uppercase">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-stone-900 tabular-nums">{formatPence(pence)}</dd>
        </div>
      ))}
    </dl>
  );
}
