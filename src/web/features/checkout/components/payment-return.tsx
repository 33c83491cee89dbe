import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '#web/components/ui/icons.tsx';
import { buttonOutline, buttonPrimary } from '#web/components/ui/styles.ts';
import { cart } from '#web/lib/cart-store.ts';
import { clearStoredAddress, clearStoredCode } from '../address-storage.ts';
import { intentIdFrom, useConfirmOrder } from '../api/confirm-order.ts';
import { firstReport } from '../first-report.ts';
import { errorMessage, GENERIC_DECLINE, intentRetrievalFailed, PAYMENT_SUCCESSFUL } from '../texts.ts';
import { OrderConfirmation } from './order-confirmation.tsx';
import { PaymentAlert } from './payment-alert.tsx';

type Props = { clientSecret: string; paymentIntentId: string | null };

/**
 * Back from the bank (or Stripe) on the return URL: the server checks the payment and places the order, once.
 * The URL keeps its parameters, as providers' return URLs do, so /checkout can recognise it later
 * (docs/product.md#payments).
 */
export function PaymentReturn({ clientSecret, paymentIntentId }: Props) {
  const confirm = useConfirmOrder(paymentIntentId, clientSecret);
  // StrictMode runs effects twice on mount; firstReport() also covers reloads and later visits.
  const handled = useRef(false);
  const result = confirm.data;
  const error = confirm.isError ? intentRetrievalFailed(errorMessage(confirm.error)) : null;
  const declined = result?.status === 'failed' ? (result.message ?? GENERIC_DECLINE) : null;

  useEffect(() => {
    if (!result || handled.current) return;
    handled.current = true;
    if (result.status === 'failed') {
      toast.error(result.message ?? GENERIC_DECLINE);
    } else if (firstReport(intentIdFrom(paymentIntentId, clientSecret))) {
      // 'processing': the bank is still deciding, but the items are paid for in all likelihood; the order
      // page says it is waiting.
      cart.clear({ quiet: true });
      clearStoredAddress();
      clearStoredCode();
      if (result.status === 'succeeded') toast.success(PAYMENT_SUCCESSFUL);
    }
  }, [result, paymentIntentId, clientSecret]);

  useEffect(() => {
    if (error) toast.error(error);
  }, [error]);

  if (result && !declined) return <OrderConfirmation orderId={result.orderId} />;
  if (declined || error) {
    return (
      <>
        <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">
          {declined ? 'Your payment did not go through' : 'We could not check your payment'}
        </h1>
        <div className="mt-6">
          <PaymentAlert message={declined ?? error}>
            <p className="mt-1 text-sm">
              {declined
                ? 'Nothing was charged and your cart is saved.'
                : 'Your cart is saved. Check again before paying a second time: the payment may have gone through.'}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              {error && (
                <button
                  type="button"
                  onClick={() => void confirm.refetch()}
                  disabled={confirm.isFetching}
                  className={buttonOutline}
                >
                  {confirm.isFetching && <Spinner />}
                  Check again
                </button>
              )}
              <Link to="/checkout" className={buttonPrimary}>
                Try again
              </Link>
            </div>
          </PaymentAlert>
        </div>
      </>
    );
  }
  return (
    <>
      <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">Confirming your payment</h1>
      <p role="status" className="mt-6 flex items-center gap-3 text-stone-700">
        <Spinner className="size-6 text-brand-700" />
        Please wait while we confirm your payment with your bank…
      </p>
    </>
  );
}
