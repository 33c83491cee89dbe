import { Link, useParams } from 'react-router';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import {
  CANCELLED,
  ORDER_STATUSES,
  type OrderStatus,
  PAID_STATUSES,
  type PaidStatus,
} from '#shared/order-status.ts';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { buttonOutline, textLink } from '#web/components/ui/styles.ts';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { shortOrderNumber } from '../components/format.ts';
import { OrderFacts, StatusHistory } from '../components/order-facts.tsx';
import { OrderLinesTable } from '../components/order-lines-table.tsx';
import { OrderMoneyActions } from '../components/order-money-actions.tsx';
import { OrderRefunds } from '../components/order-refunds.tsx';
import { OrderStatusEditor } from '../components/order-status-editor.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

const isPlaced = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);
const isPaid = (s: string): s is PaidStatus => (PAID_STATUSES as readonly string[]).includes(s);

/** The status select for the four fulfilment statuses; a cancelled or unpaid order says why it has none. */
function StatusControl({ order }: { order: AdminOrder }) {
  if (isPlaced(order.status))
    return (
      <OrderStatusEditor
        key={`${order.status}:${order.tracking?.number}`}
        orderId={order.id}
        current={order.status}
        tracking={order.tracking}
      />
    );
  return (
    <p className="rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
      {order.status === CANCELLED
        ? 'This order is cancelled, so its status can no longer be changed. Its refunds are listed below.'
        : 'This order has not been paid, so its status cannot be set.'}
    </p>
  );
}

/**
 * /admin/order-details/:id: one order with everything the admin needs to ship it, its status editor, and its
 * refunds and cancellation (issue 16).
 */
export function AdminOrderDetailsPage() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  const o = order.data;

  return (
    <section aria-labelledby="order-heading" className="space-y-5">
      <title>{`Order ${shortOrderNumber(id)} | Admin | Tressa`}</title>
      <Link to="/admin/orders" className={textLink}>
        ← Back to orders
      </Link>
      <h1 id="order-heading" className="font-display text-3xl text-brand-900 sm:text-4xl">
        Order Details
      </h1>
      {order.isError ? (
        <QueryError
          title="The order could not be loaded."
          error={order.error}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      ) : !o ? (
        <p role="status" className="text-stone-700">
          Loading the order…
        </p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-3 text-stone-700">
            <span>
              Order number <span className="font-mono font-semibold break-all text-stone-900">{o.id}</span>
            </span>
            {isPaid(o.status) && <StatusBadge status={o.status} />}
            {isPaid(o.status) && (
              // The server makes the PDF (issue 32); it opens in the browser's viewer, to print for the parcel.
              <a
                href={`/api/admin/orders/${encodeURIComponent(o.id)}/packing-slip.pdf`}
                target="_blank"
                rel="noopener"
                className={`${buttonOutline} sm:ml-auto`}
              >
                Packing slip <span className="sr-only">(PDF, opens in a new tab)</span>
              </a>
            )}
            {isPaid(o.status) && (
              <a
                href={`/api/admin/orders/${encodeURIComponent(o.id)}/invoice.pdf`}
                target="_blank"
                rel="noopener"
                className={buttonOutline}
              >
                Invoice <span className="sr-only">(PDF, opens in a new tab)</span>
              </a>
            )}
          </p>
          <StatusControl order={o} />
          {isPaid(o.status) && <OrderMoneyActions order={o} />}
          <OrderLinesTable order={o} />
          {isPaid(o.status) && <OrderRefunds order={o} />}
          <OrderFacts order={o} />
          <StatusHistory history={o.history} />
        </>
      )}
    </section>
  );
}
