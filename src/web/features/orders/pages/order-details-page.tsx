import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Order } from '#shared/contract/checkout.ts';
import { shortOrderNumber } from '#shared/order-number.ts';
import { CANCELLED, isPlacedStatus } from '#shared/order-status.ts';
import { refundWords } from '#shared/refund-words.ts';
import { AddressBlock } from '#web/components/ui/address-block.tsx';
import { ChevronLeftIcon } from '#web/components/ui/icons.tsx';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { NotFoundPage } from '#web/components/ui/not-found-page.tsx';
import { OrderAmounts } from '#web/components/ui/order-amounts.tsx';
import { OrderLines } from '#web/components/ui/order-lines.tsx';
import { OrderStatusLabel } from '#web/components/ui/order-status-label.tsx';
import { Panel } from '#web/components/ui/panel.tsx';
import { ParcelTracking } from '#web/components/ui/parcel-tracking.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { textLink } from '#web/components/ui/styles.ts';
import { ApiError } from '#web/lib/api.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useOrder } from '#web/lib/use-order.ts';
import { CancelOrderPanel } from '../components/cancel-order-panel.tsx';
import { OrderTracker } from '../components/order-tracker.tsx';
import { RefundAmounts } from '../components/refund-amounts.tsx';
import { RefundList } from '../components/refund-list.tsx';
import { RefundedUnits } from '../components/refunded-units.tsx';
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
  const cancelled = order.status === CANCELLED;
  // The tracker's status (placed or cancelled); null while the order waits for its payment.
  const tracked = isPlacedStatus(order.status) ? order.status : cancelled ? CANCELLED : null;
  const placedAt = order.history.find((h) => h.status === 'placed')?.at ?? order.createdAt;
  const cancellation = order.history.findLast((h) => h.status === CANCELLED);
  // Pending refunds count: the money is on its way (refundWords).
  const refundLine = refundWords(order.amounts.total, order.refunded + order.refundPending);
  const refundedQty = new Map(order.lines.map((l) => [`${l.productId}\u0000${l.size}`, l.refundedQty]));

  // Once the shopper cancels here, the focus goes to the tracker that now says so (the button they used is gone).
  const tracking = useRef<HTMLDivElement>(null);
  const [justCancelled, setJustCancelled] = useState(false);
  useEffect(() => {
    if (justCancelled && cancelled) tracking.current?.focus();
  }, [justCancelled, cancelled]);

  return (
    <div className={page}>
      <title>{`Order ${shortOrderNumber(order.id)} | Tressa`}</title>
      <Link to="/my-orders" className={`${textLink} inline-flex items-center gap-1 text-sm`}>
        <ChevronLeftIcon className="size-4" />
        Back to all orders
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">Order details</h1>
          <p className="mt-2 text-stone-700">
            Order number <strong className="font-mono break-all text-stone-900">{order.id}</strong>
          </p>
          <p className="text-stone-700">
            Placed <time dateTime={placedAt}>{formatDateTime(placedAt)}</time>
          </p>
        </div>
        {/* A status region: when the shop moves the order on or refunds it while the page is open, screen
            readers hear it. The money is shown beside the status (docs/product.md#refunds). */}
        <div role="status" className="flex flex-col items-start gap-1 sm:items-end">
          <OrderStatusLabel status={order.status} />
          {refundLine && <p className="text-sm font-medium text-stone-800">{refundLine}</p>}
        </div>
      </div>

      {tracked ? (
        <Panel title="Tracking" className="mt-6" titleClassName="mb-4 text-xl">
          <div ref={tracking} tabIndex={-1} className="rounded-xl outline-none focus-visible:ring-2">
            <OrderTracker status={tracked} cancellation={cancellation} />
          </div>
          {order.tracking && (order.status === 'shipped' || order.status === 'delivered') && (
            <div className="mt-4">
              <ParcelTracking tracking={order.tracking} />
            </div>
          )}
        </Panel>
      ) : (
        <p className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950">
          We have not received the payment for this order yet, so it is not on its way.
        </p>
      )}

      {order.status === 'placed' && order.cancelUntil && (
        <CancelOrderPanel
          order={{ ...order, cancelUntil: order.cancelUntil }}
          onCancelled={() => setJustCancelled(true)}
        />
      )}

      <Panel title="Items" className="mt-6" titleClassName="text-xl">
        <OrderLines
          lines={order.lines}
          action={(line) => (
            <>
              <RefundedUnits qty={refundedQty.get(`${line.productId}\u0000${line.size}`) ?? 0} />
              {/* A cancelled order never arrived, so it gives no right to review (the server agrees). */}
              {isPlacedStatus(order.status) && (
                <Link
                  to={`/review-product/${encodeURIComponent(line.productId)}`}
                  className={`${textLink} mt-2 inline-block text-sm`}
                >
                  Write a Review<span className="sr-only"> of {line.name}</span>
                </Link>
              )}
            </>
          )}
        />
        <OrderAmounts
          amounts={order.amounts}
          discounts={order.discounts}
          deliveryMethod={order.delivery?.method}
          vat={order.vat}
        />
        <RefundAmounts refunded={order.refunded} refundPending={order.refundPending} />
        {tracked || cancelled ? (
          // The server makes the PDF (issue 32); it opens in the browser's viewer, to save or print.
          <a
            href={`/api/orders/${encodeURIComponent(order.id)}/invoice.pdf`}
            target="_blank"
            rel="noopener"
            className={`${textLink} mt-4 inline-block`}
          >
            Download invoice <span className="sr-only">(PDF, opens in a new tab)</span>
          </a>
        ) : null}
      </Panel>

      {order.refunds.length > 0 && (
        <Panel title="Refunds" className="mt-6" titleClassName="mb-4 text-xl">
          <RefundList orderId={order.id} refunds={order.refunds} />
        </Panel>
      )}

      <div className="mt-6 grid gap-6 sm:grid-cols-2 sm:items-start">
        <Panel title="Shipping address">
          <AddressBlock address={order.shippingAddress} />
        </Panel>
        {tracked && (
          <Panel title="Status history" titleClassName="mb-3 text-xl">
            <StatusHistory history={order.history} />
          </Panel>
        )}
      </div>
    </div>
  );
}
