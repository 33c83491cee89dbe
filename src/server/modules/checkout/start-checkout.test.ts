import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, productVariants, testPaymentIntents } from '#server/db/schema.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { FIXTURE_STOCK, insertProducts } from '#server/testing/fixtures.ts';
import { keptLog } from '#server/testing/kept-log.ts';
import { startStripeStandIn } from '#server/testing/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { CHECKOUT_REPLACED } from './start-checkout.ts';

// Starting a checkout where the card provider is slow, refuses, or is overtaken by a second checkout of the same
// customer. The provider is Stripe's API stood in for on a local port (stripe-stand-in.ts), whose answers a test
// holds back until it lets them go: the moment a race needs, made to happen every run rather than by luck.

let t: TestApp;
/** The same shop and database, paid through Stripe (the stand-in), with what it logs kept. */
let s: TestApp;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
const { lines, logger, logged } = keptLog();

beforeAll(async () => {
  t = await createTestApp();
  stripe = await startStripeStandIn('sk_test_start');
  s = await createTestApp({
    database: t.database,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_start',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_start',
      STRIPE_WEBHOOK_SECRET: 'whsec_start',
    },
    stripeClient: stripe.client,
    logger,
  });
});
// Each test reads only what it made the shop log.
beforeEach(() => {
  lines.length = 0;
});
afterEach(() => stripe.releaseAll());

/**
 * Waits until the held call reaches the provider; fails at once if the checkout answers first (it never asked),
 * rather than waiting for the test's time limit.
 */
async function reached(
  held: { reached: Promise<void> },
  checkout: Promise<{ statusCode: number; body: string }>,
) {
  await Promise.race([
    held.reached,
    checkout.then((res) => {
      throw new Error(`the checkout answered ${res.statusCode} before the provider was asked: ${res.body}`);
    }),
  ]);
}
afterAll(async () => {
  await s?.close();
  await t?.close();
  await stripe?.close();
});

/** A product of its own for each test, at £12.50 in two lengths, so its stock tells only that test's story. */
async function product() {
  const [row] = await insertProducts(t.db, [
    { name: 'Drawstring Pony', price: 1_250, lengths: ['12"', '14"'] },
  ]);
  const id = row?.id ?? '';
  return {
    id,
    line: (qty: number, size = '12"') => [{ productId: id, size, qty }],
    async stock() {
      const rows = await t.db
        .select({ length: productVariants.length, stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.productId, id));
      return Object.fromEntries(rows.map((v) => [v.length, v.stock]));
    },
  };
}

type Shopper = Awaited<ReturnType<typeof shopper>>;
const unpaidOf = async (buyer: Shopper) =>
  t.db
    .select({ id: orders.id, intentId: orders.intentId })
    .from(orders)
    .where(and(eq(orders.userId, (await buyer.me()).json().user.id), eq(orders.status, 'awaiting_payment')));
const statusOf = async (id: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
const intentOf = (res: { json: () => { clientSecret: string } }) =>
  res.json().clientSecret.split('_secret_')[0] ?? '';
const stripeStatus = (id: string) => stripe.intents.get(id)?.status;
/** The intent the shop asked Stripe to make for its order `orderId`. */
const stripeIntentFor = (orderId: string) =>
  String(
    [...stripe.intents.values()].find((i) => (i.metadata as { orderId: string }).orderId === orderId)?.id,
  );
const NOT_CANCELLED = 'the payment of a replaced checkout could not be cancelled';

describe('the payment intent of a checkout', () => {
  it('is described by its amount and the customer’s e-mail, as the card statement and dashboard show it', async () => {
    const p = await product();
    const buyer = await shopper(t);
    const res = await buyer.createIntent(p.line(3));
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, amounts } = res.json();
    expect(amounts.total).toBe(4_249);
    // What the built-in provider records of the payment, as Stripe's dashboard would show it.
    const [intent] = await t.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, orderId));
    expect(intent).toMatchObject({
      amount: 4_249,
      currency: 'gbp',
      description: `Payment of £42.49 from ${buyer.email}`,
      idempotencyKey: `order-${orderId}`,
    });
  });
});

describe('the provider refusing to create the payment', () => {
  it('answers 502 with what the shopper can do, logs the order for the operator, and keeps no order', async () => {
    const p = await product();
    const buyer = await shopper(s);
    stripe.failing.add('create');
    try {
      const res = await buyer.createIntent(p.line(2));
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: {
          code: 'payment_provider_error',
          message: 'The card provider is not answering. Please try again.',
        },
      });
    } finally {
      stripe.failing.delete('create');
    }
    const orderId = stripe.created().at(-1)?.get('metadata[orderId]');
    expect(orderId).toBeTruthy();
    expect(logged('the payment provider refused to create an intent')).toEqual([
      expect.objectContaining({
        level: 50,
        orderId,
        err: expect.objectContaining({ message: 'Stripe is down' }),
      }),
    ]);
    expect(await statusOf(orderId ?? '')).toBeUndefined();
    expect(await p.stock()).toEqual({ '12"': FIXTURE_STOCK, '14"': FIXTURE_STOCK });
  });
});

describe('a checkout replaced by a second one of the same customer', () => {
  it('while its payment was being made at the provider: it answers 409 and that payment is cancelled', async () => {
    const p = await product();
    const buyer = await shopper(s);
    const creating = stripe.hold('create');
    const firstTab = buyer.createIntent(p.line(4));
    // The first checkout's order is made; the provider has not answered with its payment yet.
    await reached(creating, firstTab);
    const [earlier] = await unpaidOf(buyer);
    expect(earlier?.intentId).toBeNull();
    const cancelsBefore = stripe.cancels().length;

    // The second tab replaces it. With no payment of it to cancel yet, the provider is not asked to cancel any
    // (a cancel of no intent would show at Stripe as a failed request).
    const second = await buyer.createIntent(p.line(1, '14"'));
    expect(second.statusCode, second.body).toBe(200);
    expect(stripe.cancels().slice(cancelsBefore)).toEqual([]);

    creating.release();
    const first = await firstTab;
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ error: { code: 'checkout_replaced', message: CHECKOUT_REPLACED } });
    // The payment the provider made for the replaced checkout can never be taken.
    const late = stripeIntentFor(earlier?.id ?? '');
    expect(late).toMatch(/^pi_/);
    expect(stripe.cancels().slice(cancelsBefore)).toEqual([late]);
    expect(stripeStatus(late)).toBe('canceled');
    expect(await statusOf(earlier?.id ?? '')).toBe('expired');
    expect(await unpaidOf(buyer)).toEqual([{ id: second.json().orderId, intentId: intentOf(second) }]);
    expect(stripeStatus(intentOf(second))).toBe('requires_payment_method');
    expect(await p.stock()).toEqual({ '12"': FIXTURE_STOCK, '14"': FIXTURE_STOCK - 1 });
    expect(logged(NOT_CANCELLED)).toEqual([]);
  });

  /**
   * Two tabs: the second's first look finds the first checkout (its payment being cancelled at the provider,
   * slowly); meanwhile a third replaces that one and gets its payment. The second then replaces the third, whose
   * payment it never looked at: that one is cancelled too, once.
   */
  async function replacedAfterTheFirstLook(opts: { cancelFails: boolean }) {
    const p = await product();
    const buyer = await shopper(s);
    const start = await buyer.createIntent(p.line(1));
    expect(start.statusCode, start.body).toBe(200);
    const cancelsBefore = stripe.cancels().length;

    const cancelling = stripe.hold('cancel');
    const slowTab = buyer.createIntent(p.line(2, '14"'));
    await reached(cancelling, slowTab);
    const quickTab = await buyer.createIntent(p.line(3));
    expect(quickTab.statusCode, quickTab.body).toBe(200);
    if (opts.cancelFails) stripe.failing.add(intentOf(quickTab));
    cancelling.release();
    const slow = await slowTab;
    expect(slow.statusCode, slow.body).toBe(200);

    // Each payment is asked to be cancelled once by each checkout that replaced it, and no other is.
    expect(stripe.cancels().slice(cancelsBefore)).toEqual([
      intentOf(start),
      intentOf(start),
      intentOf(quickTab),
    ]);
    expect(await statusOf(quickTab.json().orderId)).toBe('expired');
    expect(await unpaidOf(buyer)).toEqual([{ id: slow.json().orderId, intentId: intentOf(slow) }]);
    expect(await p.stock()).toEqual({ '12"': FIXTURE_STOCK, '14"': FIXTURE_STOCK - 2 });
    return { replaced: quickTab, intent: intentOf(quickTab) };
  }

  it('after its first look: the payment of the checkout it replaced is cancelled', async () => {
    const { intent } = await replacedAfterTheFirstLook({ cancelFails: false });
    expect(stripeStatus(intent)).toBe('canceled');
    expect(logged(NOT_CANCELLED)).toEqual([]);
  });

  it('after its first look, the provider failing to cancel that payment: it goes ahead and logs the order', async () => {
    const { replaced, intent } = await replacedAfterTheFirstLook({ cancelFails: true });
    stripe.failing.delete(intent);
    expect(stripeStatus(intent)).toBe('requires_payment_method');
    expect(logged(NOT_CANCELLED)).toEqual([
      expect.objectContaining({
        level: 50,
        orderId: replaced.json().orderId,
        err: expect.objectContaining({ message: 'Stripe is down' }),
      }),
    ]);
  });
});

describe('a checkout that cannot be made', () => {
  it('still ends the earlier checkout it replaced: that payment cancelled, its units back on sale', async () => {
    const p = await product();
    const buyer = await shopper(s);
    const earlier = await buyer.createIntent(p.line(2));
    expect(earlier.statusCode, earlier.body).toBe(200);
    // The length the second checkout wants sells out meanwhile.
    await t.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(and(eq(productVariants.productId, p.id), eq(productVariants.length, '14"')));

    const refused = await buyer.createIntent(p.line(1, '14"'));
    expect(refused.statusCode, refused.body).toBe(409);
    // The earlier payment was cancelled to make way for this one, so the earlier order must not keep its units.
    expect(stripeStatus(intentOf(earlier))).toBe('canceled');
    expect(await statusOf(earlier.json().orderId)).toBe('expired');
    expect(await unpaidOf(buyer)).toEqual([]);
    expect(await p.stock()).toEqual({ '12"': FIXTURE_STOCK, '14"': 0 });
  });
});

describe('a checkout replacing one whose payment the provider no longer knows', () => {
  // An operator who moved to another Stripe account, or test payments cleared: cancelling the earlier payment answers
  // "no such payment". Nothing can be paid there, so the new checkout goes ahead.
  it('ends the earlier checkout, gives its units back and starts the new one', async () => {
    const p = await product();
    const buyer = await shopper(t);
    const earlier = await buyer.createIntent(p.line(2));
    expect(earlier.statusCode, earlier.body).toBe(200);
    await t.db.delete(testPaymentIntents).where(eq(testPaymentIntents.orderId, earlier.json().orderId));

    const next = await buyer.createIntent(p.line(1, '14"'));
    expect(next.statusCode, next.body).toBe(200);
    expect(await statusOf(earlier.json().orderId)).not.toBe('awaiting_payment');
    expect((await unpaidOf(buyer)).map((o) => o.id)).toEqual([next.json().orderId]);
    expect(await p.stock()).toEqual({ '12"': FIXTURE_STOCK, '14"': FIXTURE_STOCK - 1 });
  });
});
