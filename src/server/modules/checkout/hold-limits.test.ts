import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, testPaymentIntents } from '#server/db/schema.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { CARDS, shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts, variantOf } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { PAYABLE_STATUSES } from '#shared/order-status.ts';
import { ADDRESS_HOLD_LIMIT, HOLD_LIMITS, ORDER_TOO_LARGE } from './hold-limits.ts';
import { CHECKOUT_REPLACED, PREVIOUS_PAYMENT_SUCCEEDED } from './start-checkout.ts';

// Denial of inventory (issue 21): what one customer, or one address, can keep off sale without paying.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;
type Line = { productId: string; size: string; qty: number };

const stockOf = async (productId: string, length: string) =>
  (await variantOf(t.db, productId, length))?.stock;

const unpaidOf = async (s: Shopper) => {
  const me = (await s.me()).json().user.id as string;
  return t.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, me), inArray(orders.status, [...PAYABLE_STATUSES])));
};

async function product(opts: { maxPerOrder?: number; stock?: number; lengths?: string[] } = {}) {
  const [row] = await insertProducts(t.db, [
    {
      name: `Closure ${Math.random().toString(36).slice(2, 8)}`,
      price: 2_000,
      maxPerOrder: opts.maxPerOrder,
      variants: (opts.lengths ?? ['14"', '16"']).map((length) => ({ length, stock: opts.stock ?? 50 })),
    },
  ]);
  if (!row) throw new Error('no product');
  return row;
}

describe('one unpaid order per customer', () => {
  it('a new checkout replaces the earlier one: its units back on sale, its payment cancelled', async () => {
    const p = await product();
    const s = await shopper(t);
    const first = await s.createIntent([{ productId: p.id, size: '14"', qty: 3 }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(await stockOf(p.id, '14"')).toBe(47);

    const second = await s.createIntent([{ productId: p.id, size: '16"', qty: 2 }]);
    expect(second.statusCode, second.body).toBe(200);
    expect(await stockOf(p.id, '14"')).toBe(50);
    expect(await stockOf(p.id, '16"')).toBe(48);
    expect(await unpaidOf(s)).toEqual([{ id: second.json().orderId, status: 'awaiting_payment' }]);
    const [replaced] = await t.db.select().from(orders).where(eq(orders.id, first.json().orderId));
    expect(replaced).toMatchObject({ status: 'expired', stockHeld: false, clientIp: null });

    // The replaced checkout's payment is cancelled at the provider: paying it now takes no money.
    const late = await s.pay(first.json().clientSecret, CARDS.success);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('order_expired');
    const [intent] = await t.db
      .select({ status: testPaymentIntents.status })
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, first.json().orderId));
    expect(intent?.status).toBe('canceled');

    // The new one pays as usual.
    const paid = await s.pay(second.json().clientSecret, CARDS.success);
    expect(paid.json().status).toBe('succeeded');
    expect(await stockOf(p.id, '16"')).toBe(48);
  });

  it('a paid order is never replaced, and a failed payment is', async () => {
    const p = await product();
    const s = await shopper(t);
    const paidId = await s.buy([{ productId: p.id, size: '14"', qty: 1 }]);
    const declined = await s.createIntent([{ productId: p.id, size: '14"', qty: 2 }]);
    await s.pay(declined.json().clientSecret, CARDS.declined);
    const next = await s.createIntent([{ productId: p.id, size: '16"', qty: 1 }]);
    expect(next.statusCode, next.body).toBe(200);
    const statuses = await t.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [paidId, declined.json().orderId, next.json().orderId]));
    expect(new Map(statuses.map((o) => [o.id, o.status]))).toEqual(
      new Map([
        [paidId, 'placed'],
        [declined.json().orderId, 'expired'],
        [next.json().orderId, 'awaiting_payment'],
      ]),
    );
    expect(await stockOf(p.id, '14"')).toBe(49);
  });

  it('20 checkouts of one customer at the same moment leave one unpaid order and hold its units only', async () => {
    const p = await product({ stock: 30 });
    const s = await shopper(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        s.createIntent([{ productId: p.id, size: '14"', qty: 1 + (i % 5) }]),
      ),
    );
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().error).toEqual({ code: 'checkout_replaced', message: CHECKOUT_REPLACED });
    }
    const [unpaid] = await unpaidOf(s);
    expect(await unpaidOf(s)).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 200 && a.json().orderId === unpaid?.id);
    expect(winner, 'the unpaid order is one a checkout was answered with').toBeDefined();
    const held = winner?.json().lines[0].qty as number;
    expect(await stockOf(p.id, '14"')).toBe(30 - held);
  });

  it('does not start a new checkout when the earlier one was paid a moment ago', async () => {
    const p = await product();
    const s = await shopper(t);
    const first = await s.createIntent([{ productId: p.id, size: '14"', qty: 1 }]);
    // Paid at the provider; the shop has not heard yet.
    await t.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.orderId, first.json().orderId));
    const second = await s.createIntent([{ productId: p.id, size: '16"', qty: 1 }]);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'previous_payment_succeeded',
      message: PREVIOUS_PAYMENT_SUCCEEDED,
    });
    expect(await stockOf(p.id, '16"')).toBe(50);
    expect(await unpaidOf(s)).toEqual([{ id: first.json().orderId, status: 'awaiting_payment' }]);
  });
});

describe('limits per line and per order', () => {
  it("refuses more of a length than the product's limit per order with a clear 400, taking nothing", async () => {
    const p = await product({ maxPerOrder: 3 });
    const s = await shopper(t);
    const before = (await t.db.select({ n: count() }).from(orders))[0]?.n;
    const over = await s.createIntent([
      { productId: p.id, size: '14"', qty: 2 },
      { productId: p.id, size: '14"', qty: 2 },
    ]);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toEqual({
      code: 'line_limit',
      message: `You can buy at most 3 of ${p.name} (14") in one order.`,
    });
    expect((await t.db.select({ n: count() }).from(orders))[0]?.n).toBe(before);
    expect(await stockOf(p.id, '14"')).toBe(50);

    const at = await s.createIntent([
      { productId: p.id, size: '14"', qty: 3 },
      { productId: p.id, size: '16"', qty: 3 },
    ]);
    expect(at.statusCode, at.body).toBe(200);
  });

  it('counts the same product and length sent twice as one line: 60 and 60 are 120, over the line maximum', async () => {
    const p = await product({ maxPerOrder: 99, stock: 500 });
    const s = await shopper(t);
    const merged = await s.createIntent([
      { productId: p.id, size: '14"', qty: 60 },
      { productId: p.id, size: '14"', qty: 60 },
    ]);
    expect(merged.statusCode).toBe(400);
    expect(merged.json()).toEqual({
      error: { code: 'bad_request', message: 'qty must be at most 99 for one product and size' },
    });
    expect(await stockOf(p.id, '14"')).toBe(500);
  });

  it('takes 99 of a length, the line maximum, as a line (a product limit of 99); only the order bound refuses it', async () => {
    const p = await product({ maxPerOrder: 99, stock: 500 });
    const s = await shopper(t);
    for (const items of [
      [{ productId: p.id, size: '14"', qty: 99 }],
      [
        { productId: p.id, size: '14"', qty: 50 },
        { productId: p.id, size: '14"', qty: 49 },
      ],
    ]) {
      const res = await s.createIntent(items);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'order_too_large', message: ORDER_TOO_LARGE });
    }
    // Within the order bound, a line at the product's limit is taken; one more is refused.
    const limited = await product({ maxPerOrder: 7 });
    const at = await s.createIntent([{ productId: limited.id, size: '16"', qty: 7 }]);
    expect(at.statusCode, at.body).toBe(200);
    const over = await s.createIntent([{ productId: limited.id, size: '16"', qty: 8 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toEqual({
      code: 'line_limit',
      message: `You can buy at most 7 of ${limited.name} (16") in one order.`,
    });
  });

  it(`refuses an order of more than ${HOLD_LIMITS.orderUnits} units`, async () => {
    const ps = await Promise.all([1, 2, 3, 4, 5].map(() => product()));
    const s = await shopper(t);
    const lines = (qty: number[]) => ps.map((p, i) => ({ productId: p.id, size: '14"', qty: qty[i] ?? 0 }));
    const over = await s.createIntent(lines([9, 9, 9, 9, 5]));
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toEqual({ code: 'order_too_large', message: ORDER_TOO_LARGE });
    const at = await s.createIntent(lines([8, 8, 8, 8, 8]));
    expect(at.statusCode, at.body).toBe(200);
  });

  it(`holds at most ${HOLD_LIMITS.addressUnits} units in unpaid checkouts from one address`, async () => {
    const ps = await Promise.all([1, 2, 3, 4].map(() => product({ stock: 500 })));
    const cart: Line[] = ps.map((p) => ({ productId: p.id, size: '14"', qty: 10 }));
    const accounts = [await shopper(t), await shopper(t), await shopper(t)];
    for (const a of accounts) a.ip = '198.51.100.77';
    expect((await accounts[0]?.createIntent(cart))?.statusCode).toBe(200);
    expect((await accounts[1]?.createIntent(cart))?.statusCode).toBe(200);
    const third = await accounts[2]?.createIntent(cart);
    expect(third?.statusCode).toBe(429);
    expect(third?.json().error).toEqual({ code: 'checkout_hold_limit', message: ADDRESS_HOLD_LIMIT });
    expect(third?.headers['retry-after']).toBe('60');
    // A smaller cart fits; a customer replacing their own checkout is not counted twice.
    expect((await accounts[2]?.createIntent(cart.slice(0, 2)))?.statusCode).toBe(200);
    expect((await accounts[0]?.createIntent(cart))?.statusCode).toBe(200);
    // Paying frees the allowance.
    const p0 = accounts[0] as Shopper;
    await p0.buy(cart.slice(0, 1));
    expect((await accounts[1]?.createIntent(cart))?.statusCode).toBe(200);
    // Another address is not affected at all.
    const elsewhere = await shopper(t);
    expect((await elsewhere.createIntent(cart))?.statusCode).toBe(200);
  });
});

describe('held in checkouts (admin)', () => {
  it('shows the units held by unpaid checkouts, and releases one once', async () => {
    const admin = await signedInAdmin(t);
    const before = (await admin.get('/api/admin/summary')).json().held;
    const p = await product();
    const s = await shopper(t);
    const checkout = await s.createIntent([{ productId: p.id, size: '14"', qty: 7 }]);
    const orderId = checkout.json().orderId as string;

    const summary = (await admin.get('/api/admin/summary')).json();
    expect(summary.held.units).toBe(before.units + 7);
    expect(summary.held.orders).toBe(before.orders + 1);
    const row = summary.held.checkouts.find((c: { orderId: string }) => c.orderId === orderId);
    expect(row).toMatchObject({ orderId, email: s.email, units: 7, total: checkout.json().amounts.total });
    expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBe(
      t.app.services.settings.values.orderHoldMinutes * 60_000,
    );

    const [first, second] = await Promise.all([
      admin.post(`/api/admin/orders/${orderId}/release`),
      admin.post(`/api/admin/orders/${orderId}/release`),
    ]);
    // One release happens; the other finds the checkout gone (404) or ended under it (409). Units come back once.
    const codes = [first.statusCode, second.statusCode].sort((a, b) => a - b);
    expect(codes[0]).toBe(200);
    expect([404, 409]).toContain(codes[1]);
    expect(await stockOf(p.id, '14"')).toBe(50);
    expect((await admin.get('/api/admin/summary')).json().held.units).toBe(before.units);
    const paying = await s.pay(checkout.json().clientSecret, CARDS.success);
    expect(paying.json().error.code).toBe('order_expired');

    const again = await admin.post(`/api/admin/orders/${orderId}/release`);
    expect(again.statusCode).toBe(404);
    // A customer cannot release anyone's checkout.
    expect((await s.post(`/api/admin/orders/${orderId}/release`)).statusCode).toBe(403);
  });

  it('leaves a checkout whose payment has just succeeded to that payment', async () => {
    const admin = await signedInAdmin(t);
    const p = await product();
    const s = await shopper(t);
    const checkout = await s.createIntent([{ productId: p.id, size: '16"', qty: 2 }]);
    await t.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.orderId, checkout.json().orderId));
    const res = await admin.post(`/api/admin/orders/${checkout.json().orderId}/release`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This checkout has just been paid, so it was not released.');
    expect(await stockOf(p.id, '16"')).toBe(48);
    const [held] = await t.db
      .select({ held: sql<boolean>`${orders.stockHeld}` })
      .from(orders)
      .where(eq(orders.id, checkout.json().orderId));
    expect(held?.held).toBe(true);
  });
});
