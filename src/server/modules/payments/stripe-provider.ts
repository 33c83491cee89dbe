import Stripe from 'stripe';
import {
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
  RefundRefused,
  type RefundStatus,
} from './provider.ts';

export type StripeClientOptions = {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
};

/** The SDK client; tests point it at a local server through host, port and protocol. */
export function createStripeClient(secretKey: string, opts: StripeClientOptions = {}): Stripe {
  return new Stripe(secretKey, {
    // Retries are safe: every create carries our idempotency key (and the SDK adds one to other POSTs).
    maxNetworkRetries: opts.maxNetworkRetries ?? 2,
    // The SDK's default (80 s) would hold a shopper's checkout request far longer than they will wait.
    timeout: 20_000,
    host: opts.host,
    port: opts.port,
    protocol: opts.protocol,
  });
}

// Stripe has more states than checkout needs. `requires_confirmation` is not paid yet; `requires_capture`
// is authorised but not captured (we never ask for manual capture), so neither may count as success.
const STATUS: Record<string, IntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

/** Stripe's PaymentIntent in our terms. Card details need `latest_charge` expanded; otherwise they are null. */
export function toProviderIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const card = charge?.payment_method_details?.card ?? null;
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    // A status this SDK does not know yet is treated as unpaid, never as success.
    status: STATUS[pi.status] ?? 'requires_payment_method',
    amount: pi.amount,
    currency: pi.currency,
    orderId: pi.metadata.orderId ?? '',
    cardBrand: card?.brand ?? null,
    last4: card?.last4 ?? null,
    lastError: pi.last_payment_error?.message ?? null,
  };
}

/** Retrieves an intent with its latest charge, so the card's brand and last 4 come along. */
export async function retrieveStripeIntent(stripe: Stripe, id: string): Promise<ProviderIntent | null> {
  // Ids arrive from the browser's return URL: anything that is not a PaymentIntent id is not worth a call.
  if (!/^pi_[A-Za-z0-9]+$/.test(id)) return null;
  try {
    return toProviderIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) return null;
    throw err;
  }
}

// `requires_action` (a refund the customer must act on, rare for cards) is not back yet; `canceled` never went back.
// A status this SDK does not know yet counts as pending: not money back, but not money free to refund again.
const REFUND_STATUS: Record<string, RefundStatus> = {
  pending: 'pending',
  requires_action: 'pending',
  succeeded: 'succeeded',
  failed: 'failed',
  canceled: 'failed',
};

/** Stripe's Refund in our terms. */
export function toProviderRefund(r: Stripe.Refund): ProviderRefund {
  const intent = r.payment_intent;
  return {
    id: r.id,
    intentId: typeof intent === 'string' ? intent : (intent?.id ?? ''),
    amount: r.amount,
    status: REFUND_STATUS[r.status ?? ''] ?? 'pending',
    failureReason: r.failure_reason ?? null,
    reference: r.metadata?.reference ?? null,
  };
}

export function stripeProvider(opts: {
  secretKey: string;
  publishableKey: string;
  /** A ready client (tests); otherwise one is made from the secret key. */
  stripe?: Stripe;
}): PaymentProvider & { stripe: Stripe } {
  const stripe = opts.stripe ?? createStripeClient(opts.secretKey);
  return {
    name: 'stripe',
    publishableKey: opts.publishableKey,
    stripe,
    async createIntent(input) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          receipt_email: input.receiptEmail,
          metadata: { orderId: input.orderId },
          automatic_payment_methods: { enabled: true },
        },
        // A retried checkout for the same order gets the same intent back instead of a second one.
        { idempotencyKey: input.idempotencyKey },
      );
      return toProviderIntent(pi);
    },
    retrieveIntent: (id) => retrieveStripeIntent(stripe, id),
    async cancelIntent(id) {
      try {
        return toProviderIntent(
          await stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` }),
        );
      } catch (err) {
        // Already succeeded or already cancelled: Stripe refuses; the intent as it is answers the question.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return retrieveStripeIntent(stripe, id);
        throw err;
      }
    },
    async createRefund({ intentId, amount, idempotencyKey, reference }) {
      try {
        // The key makes a retried refund (a timeout, a second instance) answer the first one's refund.
        return toProviderRefund(
          await stripe.refunds.create(
            { payment_intent: intentId, amount, ...(reference ? { metadata: { reference } } : {}) },
            { idempotencyKey },
          ),
        );
      } catch (err) {
        // Not paid, or more than remains of the charge: Stripe says which.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) throw new RefundRefused(err.message);
        throw err;
      }
    },
    async retrieveRefund(id) {
      if (!/^(re|pyr)_[A-Za-z0-9]+$/.test(id)) return null;
      try {
        return toProviderRefund(await stripe.refunds.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) return null;
        throw err;
      }
    },
  };
}
