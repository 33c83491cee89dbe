import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { toast } from 'sonner';
import { confirmOrder } from '../api/confirm-order.ts';
import { errorMessage, GENERIC_DECLINE, orderSaveFailed } from '../texts.ts';
import type { PaymentOutcome } from '../use-checkout-payment.ts';

/**
 * One payment through Stripe's Payment Element (docs/product.md#payments): confirm, redirecting only if the bank needs
 * it, then have our server check the intent with Stripe and place the order. The webhook would place it too; the server
 * makes sure it happens once.
 */
export async function stripeAttempt(
  stripe: Stripe,
  elements: StripeElements,
  clientSecret: string,
): Promise<PaymentOutcome> {
  const { error, paymentIntent } = await stripe.confirmPayment({
    elements,
    confirmParams: { return_url: `${window.location.origin}/checkout-success` },
    redirect: 'if_required',
  });
  if (error) return { status: 'failed', message: error.message ?? GENERIC_DECLINE };
  if (!paymentIntent) return { status: 'failed', message: GENERIC_DECLINE };

  const later = { status: 'confirm', paymentIntentId: paymentIntent.id, clientSecret } as const;
  if (paymentIntent.status !== 'succeeded') return later;
  try {
    const result = await confirmOrder(paymentIntent.id, clientSecret);
    if (result.status === 'succeeded') return { status: 'succeeded', orderId: result.orderId };
    if (result.status === 'failed') {
      return { status: 'failed', message: result.message ?? GENERIC_DECLINE };
    }
    return later;
  } catch (err) {
    // The money is taken but our server did not answer: say so, and let /checkout-success keep trying.
    toast.error(orderSaveFailed(errorMessage(err)));
    return later;
  }
}
