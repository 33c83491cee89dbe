import { Link } from 'react-router';
import { AddressBlock } from '#web/components/ui/address-block.tsx';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { OrderAmounts } from '#web/components/ui/order-amounts.tsx';
import { OrderLines } from '#web/components/ui/order-lines.tsx';
import { Panel } from '#web/components/ui/panel.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { buttonOutline, buttonPrimary } from '#web/components/ui/styles.ts';
import { ApiError } from '#web/lib/api.ts';
import { useOrder } from '#web/lib/use-order.ts';

/** 'visa' → 'Visa': providers name brands in lower case. */
const brand = (name: string | null) => (name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Card');

/** 'Thank you for your order': number, lines, amounts and address, as the server recorded them. */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);

  if (order.isPending) {
    return <LoadingStatus>Loading your order…</LoadingStatus>;
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <div role="alert">
          <h1 className="font-display text-3xl text-brand-900">Order not found</h1>
          <p className="mt-4 text-stone-700">We could not find this order in your account.</p>
          <Link to="/my-orders" className={`${buttonPrimary} mt-6`}>
            My Orders
          </Link>
        </div>
      );
    }
    return (
      <QueryError
        title="We could not load your order."
        error={order.error}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  }

  const o = order.data;
  return (
    <>
      <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">Thank you for your order</h1>
      <p className="mt-3 text-lg text-stone-800">
        Order number: <strong className="font-mono break-all">{o.id}</strong>
      </p>
      {o.status === 'awaiting_payment' ? (
        <p className="mt-3 rounded-xl bg-amber-50 p-4 text-amber-950">
          Your bank is still confirming the payment. We will e-mail {o.email} as soon as the order is placed.
        </p>
      ) : (
        <p className="mt-2 text-stone-700">A confirmation e-mail is on its way to {o.email}.</p>
      )}

      <Panel title="Items" className="mt-8" titleClassName="text-2xl">
        <OrderLines lines={o.lines} />
        <OrderAmounts
          amounts={o.amounts}
          discounts={o.discounts}
          deliveryMethod={o.delivery?.method}
          vat={o.vat}
        />
      </Panel>

      <div className="mt-6 grid gap-6 sm:grid-cols-2 sm:items-start">
        <Panel title="Shipping address">
          <AddressBlock address={o.shippingAddress} />
        </Panel>
        {o.payment && (
          <Panel title="Payment">
            <p className="text-stone-800">
              {brand(o.payment.cardBrand)}
              {o.payment.last4 && ` ending in ${o.payment.last4}`}
            </p>
          </Panel>
        )}
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={`/order-details/${encodeURIComponent(o.id)}`} className={buttonPrimary}>
          View your order
        </Link>
        <Link to="/all" className={buttonOutline}>
          Continue shopping
        </Link>
      </div>
    </>
  );
}
