import { ERROR_CODES } from '#shared/contract/errors.ts';
import { ApiError } from '#web/lib/api.ts';
import { confirmTestCard, type TestCard } from './api/confirm-test-card.ts';
import { GENERIC_DECLINE, paymentFailed } from './texts.ts';
import type { PaymentOutcome } from './use-checkout-payment.ts';

/** One payment with the built-in test-card provider, as an outcome the checkout page understands. */
export async function testCardAttempt(clientSecret: string, card: TestCard): Promise<PaymentOutcome> {
  try {
    const result = await confirmTestCard(clientSecret, card);
    if (result.status === 'succeeded') return { status: 'succeeded', orderId: result.orderId };
    if (result.status === 'requires_action' && result.redirectUrl) {
      return { status: 'leave', url: result.redirectUrl };
    }
    return { status: 'failed', message: result.message ?? GENERIC_DECLINE };
  } catch (err) {
    // A 400 is the provider rejecting the card details (malformed number, past expiry, bad CVC), as Stripe's own
    // validation errors would: its words are the message. Anything else is an exception ('Payment failed: …').
    if (err instanceof ApiError && err.status === 400) {
      return { status: 'failed', message: err.message };
    }
    // The checkout ended (expired, released, or replaced by a newer one): its payment can no longer be taken.
    if (err instanceof ApiError && err.code === ERROR_CODES.orderExpired) {
      return { status: 'ended', message: paymentFailed(err.message) };
    }
    throw err;
  }
}
