import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorHandler } from '#server/plugins/error-handler.ts';
import { type SentToStripe, startStripeStandIn } from '#server/testing/stripe-stand-in.ts';
import { stripeWebhookRoutes } from './stripe-webhook.ts';

const SECRET = 'whsec_test_secret';
let stripe: Stripe;
let app: FastifyInstance;
const onSucceeded = vi.fn(async () => {});
const onFailed = vi.fn(async () => {});
const onRefundUpdated = vi.fn(async () => {});

let stand: Awaited<ReturnType<typeof startStripeStandIn>>;
let sent: SentToStripe[];

beforeAll(async () => {
  stand = await startStripeStandIn('sk_test_123');
  ({ sent } = stand);
  stripe = stand.client;
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(stripeWebhookRoutes, {
    stripe,
    webhookSecret: SECRET,
    onSucceeded,
    onFailed,
    onRefundUpdated,
  });
  app.post('/echo', async (req) => req.body);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await stand.close();
});
beforeEach(() => {
  sent.length = 0;
  vi.clearAllMocks();
});

const event = (type: string, object: unknown) =>
  JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
const post = (payload: string, signature?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
const sign = (payload: string, secret = SECRET, timestamp?: number) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe('Stripe webhook', () => {
  it('places the order of a signed payment_intent.succeeded, with the card from the retrieved intent', async () => {
    const payload = event('payment_intent.succeeded', stand.paidIntent('pi_paid1', 'ord_1', 2599));
    const res = await post(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(onSucceeded).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'pi_paid1', orderId: 'ord_1', amount: 2599, status: 'succeeded' }),
    );
    expect(onSucceeded).toHaveBeenCalledWith(expect.objectContaining({ cardBrand: 'visa', last4: '4242' }));
    expect(sent[0]?.path).toBe('/v1/payment_intents/pi_paid1');
    expect(sent[0]?.query.get('expand[0]')).toBe('latest_charge');
  });

  it.each([
    ['a tampered body', (p: string) => [p.replace('2599', '1'), sign(p)]],
    ['the wrong secret', (p: string) => [p, sign(p, 'whsec_other')]],
    ['a stale timestamp', (p: string) => [p, sign(p, SECRET, Math.floor(Date.now() / 1000) - 301)]],
    ['no signature', (p: string) => [p, undefined]],
  ] as const)('rejects %s with 400 and does nothing', async (_name, make) => {
    const [payload, signature] = make(
      event('payment_intent.succeeded', stand.paidIntent('pi_paid2', 'ord_2', 2599)),
    );
    const res = await post(payload as string, signature);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_signature');
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });

  it('marks the order failed on payment_intent.payment_failed', async () => {
    const payload = event('payment_intent.payment_failed', {
      ...stand.paidIntent('pi_f', 'ord_3', 100),
      status: 'requires_payment_method',
    });
    expect((await post(payload, sign(payload))).statusCode).toBe(200);
    expect(onFailed).toHaveBeenCalledExactlyOnceWith('ord_3');
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('still places the order when the card details cannot be fetched', async () => {
    const payload = event('payment_intent.succeeded', { ...stand.paidIntent('pi_down', 'ord_4', 900) });
    expect((await post(payload, sign(payload))).statusCode).toBe(200);
    expect(onSucceeded).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ orderId: 'ord_4', amount: 900, cardBrand: null, last4: null }),
    );
  });

  it('answers 5xx when placing the order fails, so Stripe delivers the event again', async () => {
    onSucceeded.mockRejectedValueOnce(new Error('database unavailable'));
    const payload = event('payment_intent.succeeded', stand.paidIntent('pi_paid5', 'ord_5', 2599));
    expect((await post(payload, sign(payload))).statusCode).toBe(500);
  });

  it('ignores an intent that carries no order of ours', async () => {
    const payload = event('payment_intent.succeeded', {
      ...stand.paidIntent('pi_x', 'ord_x', 1),
      metadata: {},
    });
    expect((await post(payload, sign(payload))).statusCode).toBe(200);
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it.each(['refund.updated', 'refund.failed'])(
    'settles our refund from a signed %s, found by the reference we gave',
    async (type) => {
      const refund = {
        id: 're_9',
        object: 'refund',
        amount: 1200,
        payment_intent: 'pi_9',
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
        metadata: { reference: 'refund-abc' },
      };
      const payload = event(type, refund);
      expect((await post(payload, sign(payload))).statusCode).toBe(200);
      expect(onRefundUpdated).toHaveBeenCalledExactlyOnceWith({
        id: 're_9',
        intentId: 'pi_9',
        amount: 1200,
        status: 'failed',
        failureReason: 'expired_or_canceled_card',
        reference: 'refund-abc',
      });
    },
  );

  it('acknowledges other event types without acting', async () => {
    const payload = event('customer.created', { id: 'cus_1', object: 'customer' });
    const res = await post(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
    expect(onRefundUpdated).not.toHaveBeenCalled();
  });

  it('leaves JSON parsing of other routes alone', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(res.json()).toEqual({ a: 1 });
  });
});
