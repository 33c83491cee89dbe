import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '#server/db/schema.ts';
import { authClient } from '#server/testing/auth-client.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { MyOrders } from '#shared/contract/orders.ts';

let t: TestApp;
let product: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await insertProducts(t.db, [{ name: 'Kinky Curl Bundle', price: 2_000, lengths: ['16"'] }]);
  product = row?.id ?? '';
});
afterAll(() => t.close());

const line = (qty = 1) => [{ productId: product, size: '16"', qty }];

/** The admin's status editor is another module; a later status is set here as it would leave it. */
async function setStatus(orderId: string, status: 'processing' | 'shipped' | 'delivered') {
  await t.db.update(orders).set({ status, editedAt: new Date() }).where(eq(orders.id, orderId));
  await t.db.insert(orderStatusHistory).values({ orderId, status });
}

describe('GET /api/orders (My Orders)', () => {
  it("lists the user's own placed orders only, newest first, leaving out those not paid", async () => {
    const ada = await shopper(t);
    const bob = await shopper(t);
    const first = await ada.buy(line(1));
    const second = await ada.buy(line(3));
    await setStatus(first, 'delivered');
    // Still awaiting payment, and one declined: not orders yet.
    await ada.createIntent(line(2));
    const declined = (await ada.createIntent(line(1))).json();
    expect((await ada.pay(declined.clientSecret, '4000 0000 0000 0002')).json().status).toBe('failed');
    await bob.buy(line(1));

    const res = await ada.get('/api/orders');
    expect(res.statusCode).toBe(200);
    const body: MyOrders = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, perPage: 10 });
    expect(body.items.map((o) => o.id)).toEqual([second, first]);
    // Both under the £75 free-shipping threshold, so the flat fee is added.
    expect(body.items[0]).toMatchObject({ status: 'placed', total: 6_000 + 499, itemCount: 3 });
    expect(body.items[1]).toMatchObject({ status: 'delivered', total: 2_000 + 499, itemCount: 1 });
    expect(Date.parse(body.items[1]?.placedAt ?? '')).not.toBeNaN();
  });

  it('pages by ten', async () => {
    const s = await shopper(t);
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await s.buy(line(1)));
    const page1: MyOrders = (await s.get('/api/orders?page=1')).json();
    const page2: MyOrders = (await s.get('/api/orders?page=2')).json();
    expect(page1.total).toBe(12);
    expect(page1.items.map((o) => o.id)).toEqual(ids.slice(2).reverse());
    expect(page2.items.map((o) => o.id)).toEqual(ids.slice(0, 2).reverse());
    expect((await s.get('/api/orders?page=3')).json().items).toEqual([]);
    expect((await s.get('/api/orders?page=0')).statusCode).toBe(400);
  });

  it('answers 401 to a visitor', async () => {
    const res = await authClient(t).get('/api/orders');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });
});

describe('GET /api/orders/:id', () => {
  it("shows the owner their order with its history, and answers 404 for anyone else's", async () => {
    const ada = await shopper(t);
    const eve = await shopper(t);
    const id = await ada.buy(line(1));
    await setStatus(id, 'shipped');

    const own = await ada.order(id);
    expect(own.statusCode).toBe(200);
    expect(own.json().status).toBe('shipped');
    expect(own.json().history.map((h: { status: string }) => h.status)).toEqual([
      'awaiting_payment',
      'placed',
      'shipped',
    ]);

    const other = await eve.order(id);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toEqual({ code: 'not_found', message: 'No order Found' });
    expect(other.body).not.toContain(ada.email);
    expect((await authClient(t).get(`/api/orders/${id}`)).statusCode).toBe(401);
  });
});
