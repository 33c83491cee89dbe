import { lazy, Suspense } from 'react';
import type { CreateIntentResponse } from '#shared/contract/checkout.ts';
import { Spinner } from '#web/components/ui/icons.tsx';
import { testCardAttempt } from '../test-card-attempt.ts';
import type { PaymentOutcome } from '../use-checkout-payment.ts';
import { TestCardForm } from './test-card-form.tsx';

// Stripe's code is fetched only when the server's provider is Stripe (initial JS budget, docs/product.md#own-hosting).
const StripePaymentForm = lazy(() =>
  import('./stripe-payment-form.tsx').then((m) => ({ default: m.StripePaymentForm })),
);

type Props = {
  intent: CreateIntentResponse;
  submitting: boolean;
  /** The payment is about to be replaced (a discount code applied or removed): nothing can be paid meanwhile. */
  locked?: boolean;
  onPay: (attempt: () => Promise<PaymentOutcome>) => void;
};

/** The card form of whichever provider the server chose. */
export function PaymentPanel({ intent, submitting, locked = false, onPay }: Props) {
  const total = intent.amounts.total;
  if (intent.provider === 'test') {
    return (
      <TestCardForm
        total={total}
        submitting={submitting}
        locked={locked}
        onPay={(card) => onPay(() => testCardAttempt(intent.clientSecret, card))}
      />
    );
  }
  if (!intent.publishableKey) {
    return (
      <p role="alert" className="font-medium text-red-700">
        Card payments are not available right now. Please try again later.
      </p>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className="flex items-center gap-3 py-6 text-stone-700">
          <Spinner className="size-6 text-brand-700" />
          Loading the secure card form…
        </p>
      }
    >
      <StripePaymentForm
        publishableKey={intent.publishableKey}
        clientSecret={intent.clientSecret}
        total={total}
        submitting={submitting}
        locked={locked}
        onPay={onPay}
      />
    </Suspense>
  );
}
