import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage, paymentFailed } from './texts.ts';
import { usePaymentSuccess } from './use-payment-success.ts';

/** How one payment attempt ended, whichever provider made it. */
export type PaymentOutcome =
  | { status: 'succeeded'; orderId: string }
  /** Off to the bank's page (3-D Secure); it comes back to /checkout-success. */
  | { status: 'leave'; url: string }
  /** Paid, but the order is not confirmed yet: /checkout-success confirms it (and retries if need be). */
  | { status: 'confirm'; paymentIntentId: string; clientSecret: string }
  /** The order waits for another try with the same intent (the server keeps a failed order payable). */
  | { status: 'failed'; message: string }
  /**
   * The checkout can no longer be paid (it expired, the admin released it, or a newer checkout in another tab
   * replaced it): only a new checkout can take the payment.
   */
  | { status: 'ended'; message: string };

/**
 * The Pay button's state and what follows an attempt (docs/product.md#payments): success → 'Payment Successful!', empty
 * cart, /checkout-success; a provider's refusal → its message inline and toasted, the cart kept; anything thrown →
 * 'Payment failed: {message}'.
 */
export function useCheckoutPayment(initialFailure: string | null) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState(initialFailure);
  const [ended, setEnded] = useState(false);
  // A ref, not state: a second click in the same tick must see the first one.
  const busy = useRef(false);
  const succeed = usePaymentSuccess();
  const navigate = useNavigate();

  async function pay(attempt: () => Promise<PaymentOutcome>) {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setFailure(null);
    let outcome: PaymentOutcome;
    try {
      outcome = await attempt();
    } catch (err) {
      outcome = { status: 'failed', message: paymentFailed(errorMessage(err)) };
    }
    switch (outcome.status) {
      case 'succeeded':
        succeed(outcome.orderId);
        return; // The button stays busy while the page changes.
      case 'leave':
        window.location.assign(outcome.url);
        return;
      case 'confirm': {
        const q = new URLSearchParams({
          payment_intent: outcome.paymentIntentId,
          payment_intent_client_secret: outcome.clientSecret,
        });
        navigate(`/checkout-success?${q}`, { replace: true });
        return;
      }
      case 'failed':
      case 'ended':
        busy.current = false;
        setSubmitting(false);
        setFailure(outcome.message);
        setEnded(outcome.status === 'ended');
        toast.error(outcome.message);
    }
  }

  /** Before a new checkout replaces the one that ended: its message goes with it. */
  function restart() {
    setFailure(null);
    setEnded(false);
  }

  return { submitting, failure, ended, pay, restart };
}
