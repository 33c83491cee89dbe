import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, productVariants, testPaymentIntents } from '#server/db/schema.ts';
import { insertOrders, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { CARDS, shopper } from '#server/testing/checkout-fixtures.ts';
import { FIXTURE_STOCK, insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ORDER_EXPIRED_MESSAGE } from '#shared/order-status.ts';
import { createStripeClient } from '../payments/stripe-provider.ts';
import { expireDueOrders } from './expiry.ts';

let t: TestApp;
let pony: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_HOLD_MINUTES: '30' } });
  const [row] = await insertProducts(t.db, [{ name: 'Drawstring Pony', price: 1_250, lengths: ['12"'] }]);
  pony = row?.id ?? '';
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, provider: t.app.services.provider, holdMinutes: t.config.orderHoldMinutes });
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);
const statusOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
const intentOf = async (orderId: string) =>
  (await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.orderId, orderId)))[0];

async function checkout() {
  const s = await shopper(t);
  const res = await s.createIntent([{ productId: pony, size: '12"', qty: 1 }]);
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, clientSecret } = res.json() as { orderId: string; clientSecret: string };
  return { s, orderId, clientSecret };
}

describe('unpaid orders expire after ORDER_HOLD_MINUTES', () => {
  it('keeps the intent on the order, and leaves it alone within the hold', async () => {
    const { orderId } = await checkout();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.intentId).toBe((await intentOf(orderId))?.id);
    await expireDueOrders(deps(), inMinutes(29));
    expect(await statusOf(orderId)).toBe('awaiting_payment');
  });

  it('past the hold: expired, its intent cancelled, paying it refused, and gone from My Orders', async () => {
    const { s, orderId, clientSecret } = await checkout();
    const failed = await checkout();
    expect((await failed.s.pay(failed.clientSecret, CARDS.declined)).json().status).toBe('failed');

    await expireDueOrders(deps(), inMinutes(31));
    expect(await statusOf(orderId)).toBe('expired');
    expect(await statusOf(failed.orderId)).toBe('expired');
    expect((await intentOf(orderId))?.status).toBe('canceled');
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((h) => h.status)).toEqual(['awaiting_payment', 'expired']);

    const paid = await s.pay(clientSecret, CARDS.success);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toEqual({ code: 'order_expired', message: ORDER_EXPIRED_MESSAGE });
    expect(await statusOf(orderId)).toBe('expired');
    const intent = await intentOf(orderId);
    const confirm = await s.post('/api/orders/confirm', { paymentIntentId: intent?.id, clientSecret });
    expect(confirm.json()).toEqual({ status: 'failed', orderId, message: ORDER_EXPIRED_MESSAGE });
    expect((await s.get('/api/orders')).json().items).toEqual([]);
  });

  it('leaves an order whose payment succeeded meanwhile to that payment', async () => {
    const { s, orderId, clientSecret } = await checkout();
    // Paid at the provider, not yet reported to the shop (the webhook is on its way).
    await t.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.orderId, orderId));
    await expireDueOrders(deps(), inMinutes(31));
    expect(await statusOf(orderId)).toBe('awaiting_payment');
    expect((await s.pay(clientSecret, CARDS.success)).json().status).toBe('succeeded');
    expect(await statusOf(orderId)).toBe('placed');
  });

  it('expires each order once when several instances run it at the same time', async () => {
    const made = await Promise.all([checkout(), checkout(), checkout()]);
    const results = await Promise.all([1, 2, 3].map(() => expireDueOrders(deps(), inMinutes(31))));
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
    await expireDueOrders(deps(), inMinutes(31));
    const ids = new Set<string>(backlog.map((o) => o.id));
    const left = (await t.db.select({ id: orders.id, status: orders.status }).from(orders)).filter((o) =>
      ids.has(o.id),
    );
    expect(left).toHaveLength(150);
    expect(left.filter((o) => o.status !== 'expired')).toEqual([]);
  });
});
