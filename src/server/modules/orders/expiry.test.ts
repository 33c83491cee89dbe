import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, productVariants, testPaymentIntents } from '#server/db/schema.ts';
import { insertOrders, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { CARDS, shopper } from '#server/testing/checkout-fixtures.ts';
import { EXPIRY_ENV, expiryShop, ownerLog } from '#server/testing/expiry-fixtures.ts';
import { FIXTURE_STOCK, insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ORDER_EXPIRED_MESSAGE } from '#shared/order-status.ts';
import { createStripeClient } from '../payments/stripe-provider.ts';
import { type ExpiryDeps, expireDueOrders } from './expiry.ts';
import { placePaidOrder } from './reconcile.ts';

// What becomes of a checkout left unpaid past ORDER_HOLD_MINUTES (expiry.ts), one run at a time, at a moment the
// test picks: it expires, its intent cancelled and its stock back, unless its payment succeeded meanwhile (then it
// is placed, or left and said once if the payment does not match); a backlog of more than a batch; several
// instances at once; and a provider failure at checkout, which leaves no unpaid order behind to expire. The run on
// its timer, every minute, is in expiry-timer.test.ts.

let t: TestApp;
let shop: Awaited<ReturnType<typeof expiryShop>>;
beforeAll(async () => {
  t = await createTestApp({ env: EXPIRY_ENV });
  shop = await expiryShop(t);
});
afterAll(() => t.close());

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);
const intentOf = async (orderId: string) =>
  (await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, orderId)))[0];

const { said, log } = ownerLog();
const PAID_MEANWHILE = 'an order due to expire was paid meanwhile; left for its payment';
/** What app.ts passes: a log, and the placement of an order found paid. */
const appDeps = (provider: ExpiryDeps['provider'] = t.app.services.provider): ExpiryDeps => ({
  ...shop.deps(),
  provider,
  log,
  placePaid: (order, intent) =>
    placePaidOrder(
      {
        db: t.db,
        config: t.config,
        settings: () => t.app.services.settings.values,
        publishLive: t.app.services.publishLive,
        log,
      },
      'test',
      order,
      intent,
      log,
    ),
});
const stockOf = async () =>
  (await t.db.select().from(productVariants).where(eq(productVariants.productId, shop.pony)))[0]?.stock;
/** A payment the test card took, not yet reported to the shop (the step before test-routes.ts places the order). */
const paidAtProvider = (orderId: string) =>
  t.db
    .update(testPaymentIntents)
    .set({ status: 'succeeded', cardBrand: 'visa', last4: '4242' })
    .where(eq(testPaymentIntents.orderId, orderId));

describe('unpaid orders expire after ORDER_HOLD_MINUTES', () => {
  it('keeps the intent on the order, and leaves it alone within the hold', async () => {
    const { orderId } = await shop.checkout();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.intentId).toBe((await intentOf(orderId))?.id);
    await expireDueOrders(shop.deps(), inMinutes(29));
    expect(await shop.statusOf(orderId)).toBe('awaiting_payment');
  });

  it('past the hold: expired, its intent cancelled, paying it refused, and gone from My Orders', async () => {
    const { s, orderId, clientSecret } = await shop.checkout();
    const failed = await shop.checkout();
    expect((await failed.s.pay(failed.clientSecret, CARDS.declined)).json().status).toBe('failed');

    await expireDueOrders(shop.deps(), inMinutes(31));
    expect(await shop.statusOf(orderId)).toBe('expired');
    expect(await shop.statusOf(failed.orderId)).toBe('expired');
    expect((await intentOf(orderId))?.status).toBe('canceled');
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((h) => h.status)).toEqual(['awaiting_payment', 'expired']);

    const paid = await s.pay(clientSecret, CARDS.success);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toEqual({ code: 'order_expired', message: ORDER_EXPIRED_MESSAGE });
    expect(await shop.statusOf(orderId)).toBe('expired');
    const intent = await intentOf(orderId);
    const confirm = await s.post('/api/orders/confirm', { paymentIntentId: intent?.id, clientSecret });
    expect(confirm.json()).toEqual({ status: 'failed', orderId, message: ORDER_EXPIRED_MESSAGE });
    expect((await s.get('/api/orders')).json().items).toEqual([]);
  });

  it('leaves an order whose payment succeeded meanwhile to that payment', async () => {
    const { s, orderId, clientSecret } = await shop.checkout();
    // Paid at the provider, not yet reported to the shop (the webhook is on its way).
    await t.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.orderId, orderId));
    await expireDueOrders(shop.deps(), inMinutes(31));
    expect(await shop.statusOf(orderId)).toBe('awaiting_payment');
    expect((await s.pay(clientSecret, CARDS.success)).json().status).toBe('succeeded');
    expect(await shop.statusOf(orderId)).toBe('placed');
  });

  it('expires each order once when several instances run it at the same time', async () => {
    const made = await Promise.all([shop.checkout(), shop.checkout(), shop.checkout()]);
    const results = await Promise.all([1, 2, 3].map(() => expireDueOrders(shop.deps(), inMinutes(31))));
    expect(results.reduce((a, b) => a + b, 0)).toBe(3);
    for (const { orderId } of made) {
      const entries = await t.db
        .select({ n: count() })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId));
      expect(entries[0]?.n).toBe(2);
    }
  });

  it('are not counted in the admin figures, nor are orders awaiting payment', async () => {
    const t2 = await createTestApp();
    try {
      await insertOrders(t2.db, [
        { status: 'placed', total: 1_000 },
        { status: 'awaiting_payment', total: 50_000 },
        { status: 'payment_failed', total: 60_000 },
        { status: 'expired', total: 70_000 },
      ]);
      const summary = (await (await signedInAdmin(t2)).get('/api/admin/summary')).json();
      expect(summary).toMatchObject({ orders: 1, earnings: 1_000 });
    } finally {
      await t2.close();
    }
  });
});

describe('a provider failure at checkout', () => {
  it('leaves no order behind without a payment intent, and its stock back', async () => {
    // A stand-in for Stripe's API that is down.
    const down = createServer((_req, res) =>
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"type":"api_error","message":"down"}}'),
    );
    await new Promise<void>((r) => down.listen(0, '127.0.0.1', r));
    const { port } = down.address() as AddressInfo;
    const t2 = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
      stripeClient: createStripeClient('sk_test_x', {
        host: '127.0.0.1',
        port,
        protocol: 'http',
        maxNetworkRetries: 0,
      }),
    });
    try {
      const [row] = await insertProducts(t2.db, [{ name: 'Pony', price: 1_000, lengths: ['12"'] }]);
      const s = await shopper(t2);
      const res = await s.createIntent([{ productId: row?.id ?? '', size: '12"', qty: 1 }]);
      expect(res.statusCode).toBe(502);
      expect((await t2.db.select({ n: count() }).from(orders))[0]?.n).toBe(0);
      const [variant] = await t2.db.select().from(productVariants);
      expect(variant?.stock).toBe(FIXTURE_STOCK);
    } finally {
      await t2.close();
      down.close();
    }
  });
});

describe('a backlog of unpaid orders', () => {
  it('expires more than one batch (100) in one run, none left waiting', async () => {
    // After an outage, say: 150 checkouts past their hold at once.
    const backlog = await insertOrders(
      t.db,
      Array.from({ length: 150 }, () => ({ status: 'awaiting_payment' as const, total: 1_250 })),
    );
    await expireDueOrders(shop.deps(), inMinutes(31));
    const ids = new Set<string>(backlog.map((o) => o.id));
    const left = (await t.db.select({ id: orders.id, status: orders.status }).from(orders)).filter((o) =>
      ids.has(o.id),
    );
    expect(left).toHaveLength(150);
    expect(left.filter((o) => o.status !== 'expired')).toEqual([]);
  });
});

describe('orders due to expire that were paid meanwhile', () => {
  it('the unpaid one expires; the paid one is placed; one paid the wrong amount is left, and said once', async () => {
    const epoch = new Date('2001-01-01T00:00:00Z');
    const before = await stockOf();
    const [unpaid, placed, wrongAmount] = [
      await shop.checkout(),
      await shop.checkout(),
      await shop.checkout(),
    ];
    await paidAtProvider(placed.orderId);
    await paidAtProvider(wrongAmount.orderId);
    await t.db
      .update(testPaymentIntents)
      .set({ amount: 1 })
      .where(eq(testPaymentIntents.orderId, wrongAmount.orderId));
    await shop.madeAt([unpaid.orderId, placed.orderId, wrongAmount.orderId], epoch);
    said.length = 0;

    expect(await expireDueOrders(appDeps(), new Date(epoch.getTime() + 31 * 60_000))).toBe(1);
    expect(await shop.statusOf(unpaid.orderId)).toBe('expired');
    expect((await intentOf(unpaid.orderId))?.status).toBe('canceled');
    expect(await shop.statusOf(placed.orderId)).toBe('placed');
    // Its money was taken: never expired, its payment never cancelled, its unit still held.
    expect(await shop.statusOf(wrongAmount.orderId)).toBe('awaiting_payment');
    expect((await intentOf(wrongAmount.orderId))?.status).toBe('succeeded');
    expect(await stockOf()).toBe((before ?? 0) - 2);
    // Only the order left behind is said to be left, once (a second look in the same run would say it again).
    expect(said.filter((s) => s.level === 'info')).toEqual([
      { level: 'info', obj: { orderId: wrongAmount.orderId }, msg: PAID_MEANWHILE },
    ]);
    expect(said.filter((s) => s.level === 'error').map((s) => s.msg)).toEqual([
      'a payment does not match its order total; the order was not placed',
    ]);
    // Looked into by someone; out of the way of the runs below.
    await t.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, wrongAmount.orderId));
  });

  it('a whole batch (100) of them ends the run: each asked about once, none expired', async () => {
    const epoch = new Date('2002-01-01T00:00:00Z');
    const made = await insertOrders(
      t.db,
      Array.from({ length: 100 }, () => ({ status: 'awaiting_payment' as const, total: 1_250 })),
    );
    const ids = made.map((o) => o.id);
    // Each paid, at the provider, an amount other than its total: placePaid refuses it, so it is left.
    await t.db.insert(testPaymentIntents).values(
      ids.map((orderId) => ({
        id: `pi_batch_${orderId}`,
        clientSecret: `pi_batch_${orderId}_secret`,
        idempotencyKey: `batch-${orderId}`,
        orderId,
        amount: 1,
        currency: 'gbp',
        description: 'paid meanwhile',
        status: 'succeeded',
      })),
    );
    await t.db
      .update(orders)
      .set({ intentId: sql`'pi_batch_' || ${orders.id}`, createdAt: epoch })
      .where(inArray(orders.id, ids));
    // The provider, asked again about an order this run has already left, would be asked for ever: stopped there.
    const asked = new Set<string>();
    const real = t.app.services.provider;
    const once: ExpiryDeps['provider'] = {
      cancelIntent: (id) => {
        if (asked.has(id)) throw new Error(`the run came back to ${id}, an order it had left`);
        asked.add(id);
        return real.cancelIntent(id);
      },
    };
    said.length = 0;

    await expect(expireDueOrders(appDeps(once), new Date(epoch.getTime() + 31 * 60_000))).resolves.toBe(0);
    expect(asked.size).toBe(100);
    const left = await t.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, ids));
    expect(left.filter((o) => o.status !== 'awaiting_payment')).toEqual([]);
    expect(
      said
        .filter((s) => s.msg === PAID_MEANWHILE)
        .map((s) => (s.obj as { orderId: string }).orderId)
        .sort(),
    ).toEqual([...ids].sort());
    await t.db.update(orders).set({ status: 'expired' }).where(inArray(orders.id, ids));
  });
});
