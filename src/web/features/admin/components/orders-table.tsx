import { Link } from 'react-router';
import type { AdminOrderRow } from '#shared/contract/admin-orders.ts';
import { formatPence } from '#shared/money.ts';
import { refundWords } from '#shared/refund-words.ts';
import { formatDateTime, shortOrderNumber } from './format.ts';
import { StatusBadge } from './status-badge.tsx';

function Total({ total, refunded }: { total: number; refunded: number }) {
  const words = refundWords(total, refunded);
  return (
    <>
      <span className="block font-semibold tabular-nums">{formatPence(total)}</span>
      {words && <span className="block text-xs whitespace-nowrap text-stone-600">{words}</span>}
    </>
  );
}

/**
 * Paid orders as a table; each number opens the order, and a refunded one says how much went back under its total.
 * Scrolls sideways on a phone rather than squashing.
 */
export function OrdersTable({ orders, caption }: { orders: AdminOrderRow[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-xs tracking-wider text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Order
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="px-4 py-3">
              Customer
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {orders.map((o) => (
            <tr key={o.id}>
              <td className="px-4 py-3">
                <Link
                  to={`/admin/order-details/${o.id}`}
                  aria-label={`Order ${shortOrderNumber(o.id)}`}
                  className="font-mono font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {shortOrderNumber(o.id)}
                </Link>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">{formatDateTime(o.placedAt)}</td>
              <td className="px-4 py-3">
                <span className="block text-stone-900">{o.name}</span>
                <span className="block text-stone-600">{o.email}</span>
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={o.status} />
              </td>
              <td className="px-4 py-3 text-right">
                <Total total={o.total} refunded={o.refunded} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
