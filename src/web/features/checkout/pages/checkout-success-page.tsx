import { Link, useSearchParams } from 'react-router';
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
import { buttonPrimary } from '#web/components/ui/styles.ts';
import { OrderConfirmation } from '../components/order-confirmation.tsx';
import { PaymentReturn } from '../components/payment-return.tsx';

/**
 * /checkout-success: the confirmation. Reached with ?order={id} after a payment made on /checkout, or with the
 * provider's payment_intent parameters after a bank's authentication page (the return URL), which are confirmed
 * with the server first.
 */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const clientSecret = params.get('payment_intent_client_secret');

  return (
    <>
      <title>Order confirmation | Tressa</title>
      <Breadcrumb items={['Checkout', 'Confirmation']} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        {orderId ? (
          <OrderConfirmation orderId={orderId} />
        ) : clientSecret ? (
          <PaymentReturn clientSecret={clientSecret} paymentIntentId={params.get('payment_intent')} />
        ) : (
          <>
            <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">No order to show</h1>
            <p className="mt-4 text-stone-700">This page shows an order right after it is paid for.</p>
            <Link to="/my-orders" className={`${buttonPrimary} mt-6`}>
              My Orders
            </Link>
          </>
        )}
      </div>
    </>
  );
}
