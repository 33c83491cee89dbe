import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SentToStripe, startStripeStandIn } from '#server/testing/stripe-stand-in.ts';
import { RefundRefused } from './provider.ts';
import { stripeProvider, toProviderRefund } from './stripe-provider.ts';

// The Stripe adapter's calls through the real SDK, against a local stand-in for Stripe's API.

let stripe: Stripe;
let stand: Awaited<ReturnType<typeof startStripeStandIn>>;
let sent: SentToStripe[];
let intents: Map<string, Record<string, unknown>>;

beforeAll(async () => {
  stand = await startStripeStandIn('sk_test_123');
  ({ sent, intents } = stand);
  stripe = stand.client;
});
afterAll(() => stand.close());
beforeEach(() => {
  sent.length = 0;
});
const paidIntent = (id: string, orderId: string, amount: number) => stand.paidIntent(id, orderId, amount);

describe('Stripe provider through the SDK', () => {
  it('creates an intent with the order in metadata and the idempotency key', async () => {
    const provider = stripeProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_1', stripe });
    const input = {
      amount: 2599,
      currency: 'gbp',
      orderId: 'ord_9',
      description: 'Tressa order ord_9',
    } as const;
    const intent = await provider.createIntent({
      ...input,
      receiptEmail: 'ada@example.com',
      idempotencyKey: 'k-9',
    });
    const [req] = sent;
    expect([req?.method, req?.path]).toEqual(['POST', '/v1/payment_intents']);
    expect(Object.fromEntries(req?.form ?? [])).toEqual({
      amount: '2599',
      currency: 'gbp',
      description: 'Tressa order ord_9',
      receipt_email: 'ada@example.com',
      'metadata[orderId]': 'ord_9',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(req?.headers['idempotency-key']).toBe('k-9');
    expect(req?.headers.authorization).toBe('Bearer sk_test_123');
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      clientSecret: `${intent.id}_secret_xyz`,
      status: 'requires_payment_method',
      amount: 2599,
      currency: 'gbp',
      orderId: 'ord_9',
      cardBrand: null,
      last4: null,
      lastError: null,
    });
  });

  it('retrieves an intent with its card, and null for an unknown or malformed id', async () => {
    const provider = stripeProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_1', stripe });
    paidIntent('pi_r1', 'ord_r', 500);
    const paid = await provider.retrieveIntent('pi_r1');
    expect(paid).toMatchObject({ status: 'succeeded', orderId: 'ord_r', cardBrand: 'visa', last4: '4242' });
    // A declined attempt: Stripe keeps the intent open and says why in last_payment_error.
    const declined = {
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    };
    intents.set('pi_d1', { ...intents.get('pi_r1'), id: 'pi_d1', latest_charge: null, ...declined });
    expect(await provider.retrieveIntent('pi_d1')).toMatchObject({
      status: 'requires_payment_method',
      cardBrand: null,
      lastError: 'Your card was declined.',
    });
    expect(await provider.retrieveIntent('pi_missing')).toBeNull();
    expect(await provider.retrieveIntent('../v1/customers')).toBeNull();
    const paths = sent.map((s) => s.path.replace('/v1/payment_intents/', ''));
    expect(paths).toEqual(['pi_r1', 'pi_d1', 'pi_missing']);
  });
});

describe('cancelling a Stripe intent (order expiry)', () => {
  it('cancels an unpaid intent, and answers a paid one as paid without cancelling it', async () => {
    const provider = stripeProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', stripe });
    const created = await provider.createIntent({
      amount: 1250,
      currency: 'gbp',
      orderId: 'ord_cancel',
      description: 'x',
      receiptEmail: 'a@example.com',
      idempotencyKey: 'order-ord_cancel',
    });
    expect((await provider.cancelIntent(created.id))?.status).toBe('canceled');
    expect((await provider.cancelIntent(created.id))?.status).toBe('canceled'); // a second instance's try
    paidIntent('pi_paidcancel', 'ord_2', 999);
    expect((await provider.cancelIntent('pi_paidcancel'))?.status).toBe('succeeded');
    expect(sent.filter((r) => r.path.endsWith('/cancel')).map((r) => r.method)).toEqual([
      'POST',
      'POST',
      'POST',
    ]);
  });
});

describe('refunding through Stripe (decision 019)', () => {
  it('asks for the amount of the payment with our idempotency key, and reads the refund back', async () => {
    const provider = stripeProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', stripe });
    paidIntent('pi_refundme', 'ord_r', 5000);
    const refund = await provider.createRefund({
      intentId: 'pi_refundme',
      amount: 1500,
      idempotencyKey: 'refund-1',
      reference: 'refund-1',
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_/),
      intentId: 'pi_refundme',
      amount: 1500,
      status: 'succeeded',
      failureReason: null,
      reference: 'refund-1',
    });
    const [asked] = sent.filter((r) => r.path === '/v1/refunds');
    expect(asked?.form.get('payment_intent')).toBe('pi_refundme');
    expect(asked?.form.get('amount')).toBe('1500');
    expect(asked?.headers['idempotency-key']).toBe('refund-1');
    // Kept by Stripe with the refund, so its webhooks name our refund.
    expect(asked?.form.get('metadata[reference]')).toBe('refund-1');
    // A retry with the same key (a timeout, another instance) gets the same refund, not a second one.
    expect(
      await provider.createRefund({
        intentId: 'pi_refundme',
        amount: 1500,
        idempotencyKey: 'refund-1',
        reference: 'refund-1',
      }),
    ).toEqual(refund);
    expect(await provider.retrieveRefund(refund.id)).toEqual(refund);
    expect(await provider.retrieveRefund('re_unknown')).toBeNull();
    expect(await provider.retrieveRefund('not-a-refund-id')).toBeNull();
  });

  it('says why Stripe refused: more than remains, or a payment not taken', async () => {
    const provider = stripeProvider({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', stripe });
    paidIntent('pi_small', 'ord_s', 1000);
    await expect(
      provider.createRefund({ intentId: 'pi_small', amount: 1001, idempotencyKey: 'refund-big' }),
    ).rejects.toThrow(new RefundRefused('Refund amount is greater than unrefunded amount.'));
    const unpaid = await provider.createIntent({
      amount: 700,
      currency: 'gbp',
      orderId: 'ord_u',
      description: 'x',
      receiptEmail: 'a@example.com',
      idempotencyKey: 'order-ord_u',
    });
    await expect(
      provider.createRefund({ intentId: unpaid.id, amount: 700, idempotencyKey: 'refund-unpaid' }),
    ).rejects.toThrow(RefundRefused);
  });

  it("reads Stripe's refund states as ours: not back yet is pending, cancelled is failed", () => {
    const base = { id: 're_1', object: 'refund', amount: 100, payment_intent: 'pi_1', failure_reason: null };
    const as = (status: string, extra = {}) => toProviderRefund({ ...base, status, ...extra } as never);
    expect(as('pending').status).toBe('pending');
    expect(as('requires_action').status).toBe('pending');
    expect(as('succeeded').status).toBe('succeeded');
    expect(as('failed', { failure_reason: 'lost_or_stolen_card' })).toMatchObject({
      status: 'failed',
      failureReason: 'lost_or_stolen_card',
    });
    expect(as('canceled').status).toBe('failed');
    // A state this SDK does not know is never taken as money back.
    expect(as('some_new_state').status).toBe('pending');
    expect(
      toProviderRefund({ ...base, status: 'succeeded', payment_intent: { id: 'pi_2' } } as never).intentId,
    ).toBe('pi_2');
  });
});
