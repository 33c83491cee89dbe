import { Link, useParams } from 'react-router';
import type { Order } from '../../../../shared/contract/checkout.ts';
import { isPlacedStatus } from '../../../../shared/order-status.ts';
import { AddressBlock } from '../../../components/ui/address-block.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { LoadingStatus } from '../../../components/ui/loading-status.tsx';
import { NotFoundPage } from '../../../components/ui/not-found-page.tsx';
import { OrderAmounts } from '../../../components/ui/order-amounts.tsx';
import { OrderLines } from '../../../components/ui/order-lines.tsx';
import { OrderStatusLabel } from '../../../components/ui/order-status-label.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { textLink } from '../../../components/ui/styles.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useOrder } from '../../../lib/use-order.ts';
import { OrderTracker } from '../components/order-tracker.tsx';
import { StatusHistory } from '../components/status-history.tsx';

const page = 'mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12';

/** /order-details/:id (signed in, own orders only: anyone else's is the not-found page, as the server says). */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);

  if (order.isPending) {
    return (
      <div className={page}>
        <title>Your order | Tressa</title>
        <LoadingStatus>Loading your order…</LoadingStatus>
      </div>
    );
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) return <NotFoundPage />;
    return (
      <div className={page}>
        <title>Your order | Tressa</title>
        <h1 className="sr-only">Your order</h1>
        <QueryError
          title="We could not load your order."
          error={order.error}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      </div>
    );
  }
  return <OrderDetails order={order.data} />;
}

function OrderDetails({ order }: { order: Order }) {
  // The tracker's status; null while the order waits for its payment.
  const placed = isPlacedStatus(order.status) ? order.status : null;
  const placedAt = order.history.find((h) => h.status === 'placed')?.at ?? order.createdAt;
  return (
    <div className={page}>
      <title>{`Order ${order.id.slice(0, 8).toUpperCase()} | Tressa`}</title>
      <Link to="/my-orders" className={`${textLink} inline-flex items-center gap-1 text-sm`}>
        <ChevronLeftIcon className="size-4" />
        Back to all orders
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">Order details</h1>
          <p className="mt-2 text-stone-700">
            Order number <strong className="font-mono break-all text-stone-900">{order.id}</strong>
          </p>
          <p className="text-stone-700">
            Placed <time dateTime={placedAt}>{formatDateTime(placedAt)}</time>
          </p>
        </div>
        {/* A status region: when the shop moves the order on while the page is open, screen readers hear it. */}
        <div role="status">
          <OrderStatusLabel status={order.status} />
        </div>
      </div>

      {placed ? (
        <Panel title="Tracking" className="mt-6" titleClassName="mb-4 text-xl">
          <OrderTracker status={placed} />
        </Panel>
      ) : (
        <p className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950">
          We have not received the payment for this order yet, so it is not on its way.
        </p>
      )}

      <Panel title="Items" className="mt-6" titleClassName="text-xl">
        <OrderLines
          lines={order.lines}
          action={
            placed
              ? (line) => (
                  <Link
                    to={`/review-product/${encodeURIComponent(line.productId)}`}
                    className={`${textLink} mt-2 inline-block text-sm`}
                  >
                    Write a Review<span className="sr-only"> of {line.name}</span>
                  </Link>
                )
              : undefined
          }
        />
        <OrderAmounts amounts={order.amounts} />
      </Panel>

      <div className="mt-6 grid gap-6 sm:grid-cols-2 sm:items-start">
        <Panel title="Shipping address">
          <AddressBlock address={order.shippingAddress} />
        </Panel>
        {placed && (
          <Panel title="Status history" titleClassName="mb-3 text-xl">
            <StatusHistory history={order.history} />
          </Panel>
        )}
      </div>
    </div>
  );
}
