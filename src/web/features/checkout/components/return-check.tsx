import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '#web/components/ui/icons.tsx';
import { buttonOutline, buttonPrimary } from '#web/components/ui/styles.ts';
import { useConfirmOrder } from '../api/confirm-order.ts';
import { errorMessage, GENERIC_DECLINE, intentRetrievalFailed, PAYMENT_ALREADY_CONFIRMED } from '../texts.ts';
import { PaymentAlert } from './payment-alert.tsx';

type Props = { clientSecret: string; paymentIntentId: string | null; onFailed: (message: string) => void };

/** /checkout opened with a payment's return parameters: what became of that payment? */
export function ReturnCheck({ clientSecret, paymentIntentId, onFailed }: Props) {
  const confirm = useConfirmOrder(paymentIntentId, clientSecret);
  const navigate = useNavigate();
  // StrictMode runs effects twice on mount; one toast is enough.
  const handled = useRef(false);
  const result = confirm.data;

  useEffect(() => {
    if (!result || handled.current) return;
    handled.current = true;
    const success = `/checkout-success?order=${encodeURIComponent(result.orderId)}`;
    if (result.status === 'succeeded') {
      toast.success(PAYMENT_ALREADY_CONFIRMED);
      navigate(success, { replace: true });
    } else if (result.status === 'processing') {
      navigate(success, { replace: true });
    } else {
      const message = result.message ?? GENERIC_DECLINE;
      toast.error(message);
      onFailed(message);
    }
  }, [result, navigate, onFailed]);

  const failure = confirm.isError ? intentRetrievalFailed(errorMessage(confirm.error)) : null;
  useEffect(() => {
    if (failure) toast.error(failure);
  }, [failure]);

  if (failure) {
    return (
      <div className="mt-6">
        <PaymentAlert message={failure}>
          <p className="mt-1 text-sm">
            Before paying again, check My Orders: the earlier payment may have gone through.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => void confirm.refetch()}
              disabled={confirm.isFetching}
              className={buttonPrimary}
            >
              {confirm.isFetching && <Spinner />}
              Try again
            </button>
            <Link to="/my-orders" className={buttonOutline}>
              My Orders
            </Link>
          </div>
        </PaymentAlert>
      </div>
    );
  }
  return (
    <p role="status" className="mt-6 flex items-center gap-3 text-stone-700">
      <Spinner className="size-6 text-brand-700" />
      Checking your payment…
    </p>
  );
}
