import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { CARD_PROVIDER_NOT_LOADED } from '../texts.ts';
import type { PaymentOutcome } from '../use-checkout-payment.ts';
import { PayButton } from './pay-button.tsx';
import { stripeAttempt } from './stripe-attempt.ts';

// This file is its own chunk, loaded only when the server says the provider is Stripe: Stripe.js and React
// Stripe.js stay out of the storefront's first download, and js.stripe.com is contacted only then
// (docs/product.md#own-hosting).

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per key for the whole visit; a failed script load resolves to null, not a crash. */
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

type Props = {
  publishableKey: string;
  clientSecret: string;
  total: number;
  submitting: boolean;
  locked: boolean;
  onPay: (attempt: () => Promise<PaymentOutcome>) => void;
};

export function StripePaymentForm({ publishableKey, ...rest }: Props) {
  return (
    // Elements is tied to one client secret, which cannot change: a new intent needs a new group.
    <Elements
      key={rest.clientSecret}
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret: rest.clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#7c2d5b', borderRadius: '6px' } },
      }}
    >
      <PaymentForm {...rest} />
    </Elements>
  );
}

function PaymentForm({ clientSecret, total, submitting, locked, onPay }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (locked) return;
    if (!stripe || !elements || !ready) {
      toast.error(CARD_PROVIDER_NOT_LOADED);
      return;
    }
    onPay(() => stripeAttempt(stripe, elements, clientSecret));
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Card details">
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={(event) => setLoadError(event.error.message ?? CARD_PROVIDER_NOT_LOADED)}
        options={{ layout: 'tabs' }}
      />
      {loadError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {loadError}
        </p>
      )}
      <PayButton total={total} submitting={submitting} locked={locked} />
    </form>
  );
}
