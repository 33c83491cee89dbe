import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
import { useCartLines } from '#web/lib/cart-store.ts';
import { readStoredAddress, readStoredCode, readStoredMethod } from '../address-storage.ts';
import { checkoutItems } from '../checkout-items.ts';
import { CheckoutPayment } from '../components/checkout-payment.tsx';
import { ReturnCheck } from '../components/return-check.tsx';

/**
 * /checkout: the payment page. A return from the provider (payment_intent_client_secret in the URL) is checked
 * first (docs/product.md#payments): a payment that already went through goes to the confirmation instead of being taken
 * twice.
 */
export function CheckoutPage() {
  const [params, setParams] = useSearchParams();
  const clientSecret = params.get('payment_intent_client_secret');
  const [returnFailure, setReturnFailure] = useState<string | null>(null);

  return (
    <>
      <title>Payment | Tressa</title>
      <Breadcrumb items={['Checkout', 'Payment']} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">Payment</h1>
        {clientSecret ? (
          <ReturnCheck
            clientSecret={clientSecret}
            paymentIntentId={params.get('payment_intent')}
            onFailed={(message) => {
              // That attempt is over: carry on to a fresh payment, with its message on show.
              setReturnFailure(message);
              setParams({}, { replace: true });
            }}
          />
        ) : (
          <CheckoutStart initialFailure={returnFailure} />
        )}
      </div>
    </>
  );
}

/** Needs an address (from /checkout-details) and something to buy; both are read once, on arrival. */
function CheckoutStart({ initialFailure }: { initialFailure: string | null }) {
  const lines = useCartLines();
  // A snapshot: what is charged and shown must not shift if the cart changes in another tab meanwhile, and
  // emptying the cart after the payment must not send the shopper to /cart.
  const [items] = useState(() => checkoutItems(lines));
  const [address] = useState(readStoredAddress);
  const [code] = useState(readStoredCode);
  const [deliveryMethodId] = useState(readStoredMethod);

  if (!address) return <Navigate to="/checkout-details" replace />;
  if (items.length === 0) return <Navigate to="/cart" replace />;
  return (
    <CheckoutPayment
      items={items}
      address={address}
      deliveryMethodId={deliveryMethodId}
      initialCode={code}
      initialFailure={initialFailure}
    />
  );
}
