import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { AppError } from '#server/errors.ts';
import { ERROR_CODES, errorBody } from '#shared/contract/errors.ts';
import { webhookReceivedSchema } from '#shared/contract/payments.ts';
import type { PaymentOutcomes, ProviderIntent } from './provider.ts';
import { retrieveStripeIntent, toProviderIntent, toProviderRefund } from './stripe-provider.ts';

export type StripeWebhookOptions = PaymentOutcomes & {
  stripe: Stripe;
  webhookSecret: string;
};

const invalid = (message: string) => new AppError(400, ERROR_CODES.invalidSignature, message);

/** Only the bytes Stripe signed prove the event is Stripe's: no signature, no action. */
function verify(stripe: Stripe, secret: string, body: unknown, header: unknown): Stripe.Event {
  if (typeof header !== 'string' || header === '') throw invalid('Missing stripe-signature header.');
  if (!Buffer.isBuffer(body)) throw invalid('Missing request body.');
  try {
    return stripe.webhooks.constructEvent(body, header, secret);
  } catch (err) {
    // The SDK's first line says which check failed (no match, stale timestamp, malformed header).
    if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw invalid(err.message.split('\n')[0]?.trim() || 'Invalid signature.');
    }
    throw invalid('The body is not a Stripe event.');
  }
}

/** Adds the card's brand and last 4, which the event's intent lacks (its latest charge is only an id). */
async function withCard(stripe: Stripe, intent: ProviderIntent, log: FastifyBaseLogger) {
  try {
    const full = await retrieveStripeIntent(stripe, intent.id);
    return full ? { ...intent, cardBrand: full.cardBrand, last4: full.last4 } : intent;
  } catch (err) {
    // The signed event alone is enough to place the order; card details are only for display.
    log.warn({ err, intentId: intent.id }, 'could not fetch card details from Stripe');
    return intent;
  }
}

export const stripeWebhookRoutes: FastifyPluginAsyncZod<StripeWebhookOptions> = async (app, opts) => {
  // Re-serialised JSON would not match the signature, so this route keeps the raw bytes. The parser lives in
  // this plugin's encapsulated scope: every other route keeps the app's JSON parser (plugins/json-body.ts).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/api/payments/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's payment events, verified by their stripe-signature header",
        response: { 200: webhookReceivedSchema, 400: errorBody },
      },
    },
    async (req) => {
      const event = verify(opts.stripe, opts.webhookSecret, req.body, req.headers['stripe-signature']);
      if (event.type === 'payment_intent.succeeded') {
        const intent = toProviderIntent(event.data.object);
        // An intent made outside this shop on the same Stripe account has no order of ours.
        if (intent.orderId) await opts.onSucceeded(await withCard(opts.stripe, intent, req.log));
        else req.log.warn({ intentId: intent.id }, 'Stripe intent without an orderId ignored');
      } else if (event.type === 'payment_intent.payment_failed') {
        const orderId = event.data.object.metadata.orderId;
        if (orderId) await opts.onFailed(orderId);
      } else if (event.type === 'refund.updated' || event.type === 'refund.failed') {
        // A refund settles (or fails, even after succeeding); one the shop did not make matches none of ours.
        await opts.onRefundUpdated(toProviderRefund(event.data.object));
      }
      // Anything else is acknowledged so Stripe stops redelivering it; a thrown error above answers 5xx and
      // Stripe retries later, which the exactly-once finalisation makes safe.
      return { received: true as const };
    },
  );
};
