import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api.ts';
import { buttonOutline, buttonPrimary } from '../../auth/components/styles.ts';
import { QueryError } from '../../catalog/components/query-error.tsx';
import { useOrder } from '../api/order.ts';
import { AddressBlock } from './address-block.tsx';
import { OrderAmounts } from './order-amounts.tsx';
import { OrderLines } from './order-lines.tsx';

/** 'visa' → 'Visa': providers name brands in lower case. */
const brand = (name: string | null) => (name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Card');

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200';

/** 'Thank you for your order': number, lines, amounts and address, as the server recorded them. */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);

  if (order.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-stone-700">
        <Spinner className="size-6 text-brand-700" />
        Loading your order…
      </p>
    );
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

      <section aria-labelledby="items-heading" className={`${card} mt-8`}>
        <h2 id="items-heading" className="font-display text-2xl text-brand-900">
          Items
        </h2>
        <OrderLines lines={o.lines} />
        <OrderAmounts amounts={o.amounts} />
      </section>

      <div className="mt-6 grid gap-6 sm:grid-cols-2 sm:items-start">
        <section aria-labelledby="ship-heading" className={card}>
          <h2 id="ship-heading" className="mb-2 font-display text-xl text-brand-900">
            Shipping address
          </h2>
          <AddressBlock address={o.shippingAddress} />
        </section>
        {o.payment && (
          <section aria-labelledby="paid-heading" className={card}>
            <h2 id="paid-heading" className="mb-2 font-display text-xl text-brand-900">
              Payment
            </h2>
            <p className="text-stone-800">
              {brand(o.payment.cardBrand)}
              {o.payment.last4 && ` ending in ${o.payment.last4}`}
            </p>
          </section>
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
