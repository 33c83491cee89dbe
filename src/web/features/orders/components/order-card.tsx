import { Link } from 'react-router';
import type { OrderSummary } from '#shared/contract/orders.ts';
import { formatPence } from '#shared/money.ts';
import { refundWords } from '#shared/refund-words.ts';
import { OrderStatusLabel } from '#web/components/ui/order-status-label.tsx';
import { textLink } from '#web/components/ui/styles.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

/**
 * One order in My Orders: number, when, how much (what promotions saved, how much came back), where it stands,
 * and the way in.
 */
export function OrderCard({ order }: { order: OrderSummary }) {
  const items = order.itemCount === 1 ? '1 item' : `${order.itemCount} items`;
  const refunded = refundWords(order.total, order.refunded);
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-stone-700">
        <dt className="font-semibold text-stone-800">Order number</dt>
        <dd className="font-mono break-all text-stone-900">{order.id}</dd>
        <dt className="font-semibold text-stone-800">Date</dt>
        <dd>
          <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time>
        </dd>
        <dt className="font-semibold text-stone-800">Amount</dt>
        <dd className="tabular-nums">
          {formatPence(order.total)} <span className="text-stone-600">({items})</span>
          {order.discount > 0 && (
            <span className="block text-emerald-800">
              You saved {formatPence(order.discount)}
              {order.discountCode && ` (code ${order.discountCode})`}
            </span>
          )}
          {refunded && <span className="block font-medium text-stone-800">{refunded}</span>}
        </dd>
      </dl>
      <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
        <OrderStatusLabel status={order.status} />
        <Link to={`/order-details/${encodeURIComponent(order.id)}`} className={textLink}>
          View order<span className="sr-only"> {order.id}</span>
        </Link>
      </div>
    </article>
  );
}
