import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderStatusHistory, orders } from '#server/db/schema.ts';
import { insertOrders, placeOrder, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let product: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const [row] = await insertProducts(t.db, [{ name: 'Deep Wave Bundle', price: 3_000, lengths: ['16"'] }]);
  product = row?.id ?? '';
});
afterAll(() => t.close());

const buy = () => placeOrder(t, [{ productId: product, size: '16"', qty: 1 }]);
const mailsTo = (to: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
const history = async (orderId: string) =>
  (
    await t.db
      .select({ status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.at))
  ).map((h) => h.status);

describe('PATCH /api/admin/orders/:id/status', () => {
  it('sets the status and editedAt, writes history, queues the e-mail; the customer sees it', async () => {
    const { orderId, customer } = await buy();
    const [before] = await t.db.select().from(orders).where(eq(orders.id, orderId));

    const res = await admin.request('PATCH', `/api/admin/orders/${orderId}/status`, { status: 'shipped' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ result: 'changed', order: { id: orderId, status: 'shipped' } });

    const [after] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after?.status).toBe('shipped');
    expect(after?.editedAt?.getTime()).toBeGreaterThan(before?.editedAt?.getTime() ?? 0);
    expect(await history(orderId)).toEqual(['awaiting_payment', 'placed', 'shipped']);

    const [mail] = await mailsTo(customer.email, 'order-status');
    expect(mail?.subject).toBe(`Your Tressa order ${orderId.slice(0, 8).toUpperCase()}: Item(s) Shipped`);
    expect(mail?.text).toContain('The status of your order is now: Item(s) Shipped');
    expect(mail?.text).toContain(`http://shop.test/order-details/${orderId}`);

    const seen = (await customer.order(orderId)).json();
    expect(seen.status).toBe('shipped');
    expect(seen.history.map((h: { status: string }) => h.status)).toEqual([
      'awaiting_payment',
      'placed',
      'shipped',
    ]);
  });

  it('moves freely between the four, and saving the same status again changes nothing', async () => {
    const { orderId, customer } = await buy();
    for (const status of ['delivered', 'placed', 'processing']) {
      const res = await admin.request('PATCH', `/api/admin/orders/${orderId}/status`, { status });
      expect(res.json().result).toBe('changed');
    }
    const again = await admin.request('PATCH', `/api/admin/orders/${orderId}/status`, {
      status: 'processing',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toBe('unchanged');
    expect(await history(orderId)).toEqual([
      'awaiting_payment',
      'placed',
      'delivered',
      'placed',
      'processing',
    ]);
    expect(await mailsTo(customer.email, 'order-status')).toHaveLength(3);
  });

  it.each(['awaiting_payment', 'payment_failed', 'cancelled', ''])('refuses status %j', async (status) => {
    const { orderId } = await buy();
    const res = await admin.request('PATCH', `/api/admin/orders/${orderId}/status`, { status });
    expect(res.statusCode).toBe(400);
    expect(await history(orderId)).toEqual(['awaiting_payment', 'placed']);
  });

  it('answers 404 for an unknown order and 409 for an unpaid one, changing nothing', async () => {
    const unknown = await admin.request('PATCH', '/api/admin/orders/no-such-order/status', {
      status: 'shipped',
    });
    expect(unknown.statusCode).toBe(404);
    const s = await shopper(t);
    const { orderId } = (await s.createIntent([{ productId: product, size: '16"', qty: 1 }])).json();
    const unpaid = await admin.request('PATCH', `/api/admin/orders/${orderId}/status`, { status: 'shipped' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.code).toBe('conflict');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('awaiting_payment');
    expect(await mailsTo(s.email, 'order-status')).toHaveLength(0);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows lines, amounts, recipient, e-mail, payment and history', async () => {
    const { orderId, customer } = await buy();
    const res = await admin.get(`/api/admin/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      id: orderId,
      email: customer.email,
      status: 'placed',
      amounts: { subtotal: 3000, shipping: 499, total: 3499 },
      lines: [{ productId: product, name: 'Deep Wave Bundle', size: '16"', qty: 1, unitPrice: 3000 }],
      shippingAddress: { name: 'Ada Shopper', phone: '+44 113 496 0000', city: 'Leeds' },
      payment: { provider: 'test', cardBrand: 'visa', last4: '4242' },
      history: [{ status: 'awaiting_payment' }, { status: 'placed' }],
    });
    expect(order.paymentRef).toMatch(/^pi_test_/);
    expect(order.placedAt).toEqual(expect.any(String));
    expect((await admin.get('/api/admin/orders/nope')).statusCode).toBe(404);
  });

  it('shows the discounts the order got as they were stored: the offer, the code and each line’s share', async () => {
    const [order] = await insertOrders(t.db, [
      {
        status: 'delivered',
        total: 8_550,
        offer: { label: '3+ bundles: 10% off', amount: 1_000 },
        code: { code: 'SUMMER-5', amount: 450, shipping: 499 },
      },
    ]);
    const res = await admin.get(`/api/admin/orders/${order?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amounts: { subtotal: 10_000, discount: 1_450, shipping: 0, total: 8_550 },
      discounts: {
        offer: { label: '3+ bundles: 10% off', amount: 1_000 },
        code: { code: 'SUMMER-5', amount: 450, shipping: 499 },
      },
      lines: [{ unitPrice: 10_000, qty: 1, lineTotal: 10_000, discount: 1_450 }],
    });
  });
});

describe('GET /api/admin/orders', () => {
  it('lists placed orders only, newest first, by status, by e-mail or order number, a page at a time', async () => {
    // A minute ahead, so these are the newest of the orders this file has placed.
    const now = Date.now() + 60_000;
    const seeded = await insertOrders(t.db, [
      { status: 'placed', total: 1000, email: 'Jo.Bloggs@Example.com', placedAt: new Date(now - 3_000) },
      { status: 'shipped', total: 2000, email: 'jo.bloggs@example.com', placedAt: new Date(now - 2_000) },
      { status: 'delivered', total: 3000, email: 'sam@example.org', placedAt: new Date(now - 1_000) },
      { status: 'awaiting_payment', total: 4000, email: 'jo.bloggs@example.com' },
      { status: 'payment_failed', total: 5000, email: 'jo.bloggs@example.com' },
    ]);
    const ids = seeded.map((o) => o.id);

    const jo = (await admin.get('/api/admin/orders?q=JO.BLOGGS')).json();
    expect(jo.items.map((o: { id: string }) => o.id)).toEqual([ids[1], ids[0]]);
    expect(jo.total).toBe(2);
    expect(jo.items[0]).toMatchObject({ status: 'shipped', total: 2000, name: 'Ada Shopper' });

    const shipped = (await admin.get('/api/admin/orders?status=shipped&q=bloggs')).json();
    expect(shipped.items.map((o: { id: string }) => o.id)).toEqual([ids[1]]);

    // The order number as the e-mails show it: its first 8 characters in capitals.
    const number = ids[2]?.slice(0, 8).toUpperCase() ?? '';
    expect((await admin.get(`/api/admin/orders?q=${number}`)).json().items[0].id).toBe(ids[2]);

    const page1 = (await admin.get('/api/admin/orders?perPage=2')).json();
    const page2 = (await admin.get('/api/admin/orders?perPage=2&page=2')).json();
    expect(page1.items.map((o: { id: string }) => o.id)).toEqual([ids[2], ids[1]]);
    expect(page2.items[0].id).toBe(ids[0]);
    expect(page1.total).toBe(page2.total);

    const all = (await admin.get('/api/admin/orders?perPage=100')).json();
    expect(all.items.every((o: { status: string }) => !o.status.includes('payment'))).toBe(true);
    expect((await admin.get('/api/admin/orders?q=nobody-at-all')).json()).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('refuses an unknown status filter or page size', async () => {
    expect((await admin.get('/api/admin/orders?status=awaiting_payment')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/orders?perPage=101')).statusCode).toBe(400);
  });
});
