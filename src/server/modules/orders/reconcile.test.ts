import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import {
  mailOutbox,
  orderStatusHistory,
  orders,
  payments,
  productVariants,
  testPaymentIntents,
} from '#server/db/schema.ts';
import { CARDS, shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { startStripeStandIn } from '#server/testing/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { testProvider } from '../payments/test-provider.ts';
import { expireDueOrders } from './expiry.ts';
import type { FinaliseDeps } from './finalise.ts';
import { paymentReconciler, placePaidOrder, type ReconcileDeps } from './reconcile.ts';

// Issue 18: a payment that succeeded at the provider but was never reported to the shop (the shop killed between
// taking the test card and placing the order; a Stripe webhook lost) must still place its order, exactly once.

let t: TestApp;
let pony: string;
const errors: string[] = [];
const log = {
  info: () => {},
  warn: () => {},
  error: (_obj: object, msg: string) => errors.push(msg),
};
beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_HOLD_MINUTES: '30' } });
  const [row] = await insertProducts(t.db, [{ name: 'Drawstring Pony', price: 1_250, lengths: ['12"'] }]);
  pony = row?.id ?? '';
});
afterAll(() => t.close());

const finaliseOn = (db: Db): FinaliseDeps => ({
  db,
  config: t.config,
  settings: () => t.app.services.settings.values,
  publishLive: t.app.services.publishLive,
  log,
});
// Each "instance" with its own provider on its own pool, as app.ts makes them.
const reconcilerOn = (db: Db, provider: ReconcileDeps['provider'] = testProvider(db)) =>
  paymentReconciler({ db, provider, finalise: finaliseOn(db), minAgeMs: 60_000, log });
const expiryOn = (db: Db) => ({
  db,
  provider: testProvider(db),
  holdMinutes: () => 30,
  log,
  placePaid: (order: { id: string; intentId: string | null }, intent: Parameters<typeof placePaidOrder>[3]) =>
    placePaidOrder(finaliseOn(db), 'test', order, intent, log),
});
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const stockOf = async () =>
  (await t.db.select().from(productVariants).where(eq(productVariants.productId, pony)))[0]?.stock;
const confirmations = async (orderId: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.kind, 'order-confirmation'), like(mailOutbox.text, `%Order number: ${orderId}%`)),
    );
const placedEntries = async (orderId: string) =>
  t.db
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'placed')));

/** A checkout of `qty` units whose test card was taken, and then the shop died before placing the order. */
async function paidButNotPlaced(qty = 2) {
  const s = await shopper(t);
  const res = await s.createIntent([{ productId: pony, size: '12"', qty }]);
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, clientSecret } = res.json() as { orderId: string; clientSecret: string };
  // What test-routes.ts writes when it takes the card, the step before it places the order.
  await t.db
    .update(testPaymentIntents)
    .set({ status: 'succeeded', cardBrand: 'visa', last4: '4242', lastError: null })
    .where(eq(testPaymentIntents.orderId, orderId));
  expect((await orderOf(orderId))?.status).toBe('awaiting_payment');
  return { s, orderId, clientSecret };
}

/** The order is placed once: one payment row, one history entry, one confirmation, and its units still taken. */
async function expectPlacedOnce(orderId: string) {
  const order = await orderOf(orderId);
  expect(order?.status).toBe('placed');
  const paid = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  expect(paid.map((p) => ({ amount: p.amount, last4: p.last4, provider: p.provider }))).toEqual([
    { amount: order?.total, last4: '4242', provider: 'test' },
  ]);
  expect(paid[0]?.intentId).toBe(order?.intentId);
  expect(order?.paymentRef).toBe(order?.intentId);
  expect(await placedEntries(orderId)).toHaveLength(1);
  expect(await confirmations(orderId)).toHaveLength(1);
}

describe('a payment that succeeded but was never reported', () => {
  it('is placed by the reconciler once the order is a minute old, once, with one confirmation', async () => {
    const before = await stockOf();
    const { orderId } = await paidButNotPlaced(2);
    expect(await stockOf()).toBe((before ?? 0) - 2);
    const reconciler = reconcilerOn(t.db);

    // Younger than the minimum age: its shopper's own confirm may still be under way; the provider is not asked.
    expect(await reconciler.run(new Date())).toBe(0);
    expect((await orderOf(orderId))?.status).toBe('awaiting_payment');

    expect(await reconciler.run(inMinutes(2))).toBe(1);
    await expectPlacedOnce(orderId);
    // The units held for it are the order's: neither given back nor taken again.
    expect(await stockOf()).toBe((before ?? 0) - 2);

    // Again, and again later: nothing more.
    expect(await reconciler.run(inMinutes(5))).toBe(0);
    expect(await reconcilerOn(t.db).run(inMinutes(5))).toBe(0);
    await expectPlacedOnce(orderId);
    expect(await stockOf()).toBe((before ?? 0) - 2);
  });

  it('is placed, not expired, by the expiry when its hold runs out; the payment is not cancelled', async () => {
    const before = await stockOf();
    const { s, orderId, clientSecret } = await paidButNotPlaced(1);
    await expireDueOrders(expiryOn(t.db), inMinutes(31));
    await expectPlacedOnce(orderId);
    const [intent] = await t.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, orderId));
    expect(intent?.status).toBe('succeeded');
    expect(await stockOf()).toBe((before ?? 0) - 1);
    // The shopper's late confirm answers the order placed, and places nothing more.
    expect((await s.pay(clientSecret, CARDS.success)).json()).toEqual({ status: 'succeeded', orderId });
    await expectPlacedOnce(orderId);
  });

  it('is placed once when reconcilers and expiries on two instances run at the same moment', async () => {
    const before = await stockOf();
    const made = await Promise.all([1, 2, 3, 4].map(() => paidButNotPlaced(1)));
    // Two instances: two connection pools on PostgreSQL (PGlite lives in one process, so it shares one).
    const other = await t.database.connectAgain();
    try {
      const later = inMinutes(31);
      const runs = await Promise.all([
        reconcilerOn(t.db).run(later),
        reconcilerOn(other.db).run(later),
        expireDueOrders(expiryOn(t.db), later),
        expireDueOrders(expiryOn(other.db), later),
        reconcilerOn(other.db).run(later),
      ]);
      // Nothing was expired, and the reconcilers placed at most the four between them.
      expect(runs[2]).toBe(0);
      expect(runs[3]).toBe(0);
      expect((runs[0] ?? 0) + (runs[1] ?? 0) + (runs[4] ?? 0)).toBeLessThanOrEqual(4);
    } finally {
      await other.close();
    }
    for (const { orderId } of made) await expectPlacedOnce(orderId);
    expect(await stockOf()).toBe((before ?? 0) - 4);
  });

  it('is not placed when the payment is not the amount the order asked for, and someone is told', async () => {
    const { orderId } = await paidButNotPlaced(1);
    await t.db.update(testPaymentIntents).set({ amount: 1 }).where(eq(testPaymentIntents.orderId, orderId));
    errors.length = 0;
    expect(await reconcilerOn(t.db).run(inMinutes(2))).toBe(0);
    expect((await orderOf(orderId))?.status).toBe('awaiting_payment');
    expect(await confirmations(orderId)).toHaveLength(0);
    expect(errors).toContain('a payment does not match its order total; the order was not placed');
  });

  it('asks the provider about an unpaid order only as its age doubles, and a bounded batch per run', async () => {
    const { orderId } = await (async () => {
      const s = await shopper(t);
      const res = await s.createIntent([{ productId: pony, size: '12"', qty: 1 }]);
      return res.json() as { orderId: string };
    })();
    const asked: string[] = [];
    const provider: ReconcileDeps['provider'] = {
      name: 'test',
      retrieveIntent: (id) => {
        asked.push(id);
        return t.app.services.provider.retrieveIntent(id);
      },
    };
    const reconciler = paymentReconciler({
      db: t.db,
      provider,
      finalise: finaliseOn(t.db),
      minAgeMs: 60_000,
      batch: 2,
      log,
    });
    const { intentId } = (await orderOf(orderId)) ?? {};
    const lookedAt = () => asked.filter((id) => id === intentId).length;
    // Every unpaid order with an intent is a candidate; two per run, the newest first.
    await reconciler.run(inMinutes(1.5));
    expect(asked).toHaveLength(2);
    expect(lookedAt()).toBe(1);
    for (const m of [1.6, 2, 2.5, 2.9]) await reconciler.run(inMinutes(m));
    expect(lookedAt()).toBe(1);
    await reconciler.run(inMinutes(3.1));
    expect(lookedAt()).toBe(2);
    expect((await orderOf(orderId))?.status).toBe('awaiting_payment');
  });
});

describe('a Stripe payment whose webhook was lost', () => {
  it('is placed from Stripe’s answer by the reconciler, once, with the card from the retrieved intent', async () => {
    const stand = await startStripeStandIn('sk_test_reconcile');
    const s2 = await createTestApp({
      database: t.database,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_reconcile',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_reconcile',
        STRIPE_WEBHOOK_SECRET: 'whsec_reconcile',
      },
      stripeClient: stand.client,
    });
    try {
      const s = await shopper(s2);
      const res = await s.createIntent([{ productId: pony, size: '12"', qty: 3 }]);
      expect(res.statusCode, res.body).toBe(200);
      const { orderId, clientSecret } = res.json() as { orderId: string; clientSecret: string };
      const intentId = clientSecret.split('_secret_')[0] ?? '';
      const order = await orderOf(orderId);
      // The shopper paid at Stripe; the webhook never came and the browser never returned.
      stand.paidIntent(intentId, orderId, order?.total ?? 0);
      const stripe: Pick<PaymentProvider, 'name' | 'retrieveIntent'> = s2.app.services.provider;
      const reconciler = paymentReconciler({
        db: t.db,
        provider: stripe,
        finalise: finaliseOn(t.db),
        minAgeMs: 60_000,
        log,
      });
      expect(await reconciler.run(inMinutes(2))).toBe(1);
      expect(await reconcilerOn(t.db, stripe).run(inMinutes(3))).toBe(0);
      expect((await orderOf(orderId))?.status).toBe('placed');
      const paid = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(paid.map((p) => [p.provider, p.intentId, p.amount, p.cardBrand, p.last4])).toEqual([
        ['stripe', intentId, order?.total, 'visa', '4242'],
      ]);
      expect(await confirmations(orderId)).toHaveLength(1);
      expect(await placedEntries(orderId)).toHaveLength(1);
    } finally {
      await s2.close();
      await stand.close();
    }
  });
});
