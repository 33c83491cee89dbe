import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '#shared/contract/catalog.ts';
import { DEMO_PRODUCTS } from './db/seed/demo-products.ts';
import { placeOrder, signedInAdmin } from './testing/admin-fixtures.ts';
import { authClient } from './testing/auth-client.ts';
import { shopper } from './testing/checkout-fixtures.ts';
import { insertProducts } from './testing/fixtures.ts';
import { startInstances } from './testing/postgres-instances.ts';
import { openEventStream } from './testing/sse-client.ts';
import { checkoutRace } from './testing/stock-race.ts';
import type { TestApp } from './testing/test-app.ts';

const rows = async <T = Record<string, unknown>>(t: TestApp, query: SQL) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer. PostgreSQL only: PGlite is embedded in
 * one process, so there is no second instance to start; CI runs this file in its PostgreSQL project.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('two instances on one PostgreSQL database', () => {
  let shop: Awaited<ReturnType<typeof startInstances>>;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;

  beforeAll(async () => {
    // Started at the same moment on an empty database: both race for the migrations and the demo seed.
    // A response cache far longer than any test: only invalidation can make B list a change in time.
    shop = await startInstances(2, { CATALOG_CACHE_SECONDS: '3600' });
    [a, b] = shop.instances as [TestApp, TestApp];
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => shop?.close());

  it('ran the migrations and the demo seed exactly once', async () => {
    const journal = JSON.parse(
      readFileSync(new URL('./db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await rows<{ n: number }>(
      a,
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.n).toBe(journal.entries.length);
    const seeded = await rows(
      a,
      sql`SELECT count(*)::int AS n, count(DISTINCT name)::int AS names FROM products`,
    );
    expect(seeded[0]).toEqual({ n: DEMO_PRODUCTS.length, names: DEMO_PRODUCTS.length });
  });

  it('accepts on B a session signed in on A', async () => {
    const onA = authClient(a);
    expect((await onA.signUp(`both.${Date.now()}@example.com`, 'a-good-password')).statusCode).toBe(200);
    const res = await fetch(`${baseB}/api/me`, { headers: { cookie: onA.cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { id: string } }).user.id).toBe((await onA.me()).json().user.id);
  });

  it('moves the tracker of a customer connected to B when the admin changes the status on A', async () => {
    const product = DEMO_PRODUCTS[0];
    const [row] = await rows<{ id: string; length: string }>(
      a,
      sql`SELECT product_id AS id, length FROM product_variants v JOIN products p ON p.id = v.product_id
          WHERE p.name = ${product?.name} ORDER BY v.position LIMIT 1`,
    );
    const { orderId, customer } = await placeOrder(a, [
      { productId: row?.id ?? '', size: row?.length ?? '', qty: 1 },
    ]);
    const onB = await openEventStream(baseB, { cookie: customer.cookie });
    try {
      const admin = await signedInAdmin(a);
      expect(
        (await admin.request('PATCH', `/api/admin/orders/${orderId}/status`, { status: 'shipped' }))
          .statusCode,
      ).toBe(200);
      expect((await onB.event('order-status')).data).toEqual({ orderId, status: 'shipped' });
    } finally {
      await onB.close();
    }
  });

  it('stops serving the old listing on B the moment a product is added, edited or removed on A', async () => {
    const listed = async (query: string) =>
      (
        (await (await fetch(`${baseB}/api/products?${query}`)).json()) as {
          items: { id: string; price: number }[];
        }
      ).items;
    // B answers this search from its response cache from now on.
    expect(await listed('q=moonlit')).toEqual([]);
    expect(await listed('q=moonlit')).toEqual([]);
    const admin = await signedInAdmin(a);
    const product = {
      name: 'Moonlit Body Wave',
      price: 12_345,
      category: 'Human hair',
      brand: 'Tressa',
      description: 'For the two-instance test.',
      variants: [{ length: '18"', stock: 3 }],
      imageURL: [],
    };
    const added = await admin.post('/api/admin/products', product);
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    // The NOTIFY travels between connections: allow it a moment, far less than B's hour-long cache.
    await expect
      .poll(() => listed('q=moonlit'), { timeout: 3_000 })
      .toEqual([expect.objectContaining({ id })]);

    const edited = await admin.request('PUT', `/api/admin/products/${id}`, { ...product, price: 23_456 });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect.poll(async () => (await listed('q=moonlit'))[0]?.price, { timeout: 3_000 }).toBe(23_456);

    expect((await admin.request('DELETE', `/api/admin/products/${id}`)).statusCode).toBe(204);
    await expect.poll(() => listed('q=moonlit'), { timeout: 3_000 }).toEqual([]);
  });

  it("follows on B the stock a checkout on A takes, at once, though B keeps products' answers for an hour", async () => {
    const [product] = await insertProducts(a.db, [
      { name: 'Cached Body Wave', price: 9_900, variants: [{ length: '16"', stock: 5 }] },
    ]);
    if (!product) throw new Error('no product');
    const stockOnB = async () =>
      ((await (await fetch(`${baseB}/api/products/${product.id}`)).json()) as ProductDetail).variants[0]
        ?.stock;
    // B answers from its response cache from now on.
    expect(await stockOnB()).toBe(5);
    expect(await stockOnB()).toBe(5);
    // 5 → 3 sells nothing out, so the catalogue's version stays: only the stock's live event tells B.
    const started = await (await shopper(a)).createIntent([{ productId: product.id, size: '16"', qty: 2 }]);
    expect(started.statusCode, started.body).toBe(200);
    await expect.poll(stockOnB, { timeout: 3_000 }).toBe(3);
  });

  it("applies on B at once the settings the owner changes on A: the shop's name and the cancellation window", async () => {
    const shopOnB = async () => (await (await fetch(`${baseB}/api/shop`)).json()) as { name: string };
    const admin = await signedInAdmin(a);
    const { version } = (await admin.get('/api/admin/settings')).json();
    const saved = await admin.request('PATCH', '/api/admin/settings', {
      version,
      values: { name: 'Crown Hair Two', cancelWindowMinutes: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // B's copy is read again when A's NOTIFY arrives, long before its 30-second version check.
    await expect.poll(async () => (await shopOnB()).name, { timeout: 3_000 }).toBe('Crown Hair Two');
    expect(b.app.services.settings.values.cancelWindowMinutes).toBe(0);
    // Saved on A at the version B would also name: B refuses it rather than overwrite A's change.
    const onB = await fetch(`${baseB}/api/admin/settings`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ version, values: { name: 'Lost Update' } }),
    });
    expect(onB.status).toBe(409);
    expect((await shopOnB()).name).toBe('Crown Hair Two');
  });

  // A long timeout: fifty customers sign up first, one after another (the hashing gate, decision 016).
  it('sells the last 10 units of a length exactly once to 200 checkouts spread over both instances', async () => {
    const [product] = await insertProducts(a.db, [
      { name: 'Last Ten Body Wave', price: 9_900, variants: [{ length: '20"', stock: 10 }] },
    ]);
    if (!product) throw new Error('no product');
    const result = await checkoutRace(
      [a, b],
      { productId: product.id, size: '20"', name: product.name },
      200,
    );
    expect(result.paid).toBe(10);
    expect(result.refused).toBe(190);
    expect(result.refusals).toEqual(new Set([`Only 0 left of ${product.name} (20")`]));
    const [left] = await rows<{ stock: number }>(
      a,
      sql`SELECT stock FROM product_variants WHERE product_id = ${product.id}`,
    );
    expect(left?.stock).toBe(0);
  }, 120_000);

  it('refunds a line and cancels an order once when two admins press at once on both instances', async () => {
    const product = DEMO_PRODUCTS[1];
    const [row] = await rows<{ id: string; length: string }>(
      a,
      sql`SELECT p.id, v.length FROM products p JOIN product_variants v ON v.product_id = p.id
          WHERE p.name = ${product?.name ?? ''} ORDER BY v.position LIMIT 1`,
    );
    if (!row) throw new Error('no demo product');
    const item = { productId: row.id, size: row.length, qty: 1 };
    const admins = [await signedInAdmin(a), await signedInAdmin(b)];
    const codes = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode).sort();

    const refunded = await placeOrder(a, [item]);
    const refunds = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admins[i % 2]?.post(`/api/admin/orders/${refunded.orderId}/refunds`, {
          requestKey: randomUUID(),
          lines: [{ position: 0, qty: 1, restock: true }],
          reason: 'Damaged in transit',
        }),
      ),
    );
    expect(codes(refunds as { statusCode: number }[])).toEqual([200, ...Array(19).fill(409)]);

    const cancelled = await placeOrder(b, [item]);
    const cancels = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admins[i % 2]?.post(`/api/admin/orders/${cancelled.orderId}/cancel`, { reason: 'Supplier out' }),
      ),
    );
    expect(codes(cancels as { statusCode: number }[])).toEqual([200, ...Array(19).fill(409)]);

    for (const { orderId } of [refunded, cancelled]) {
      const [money] = await rows<{ n: number; refunds: number; refunded: number; total: number }>(
        a,
        sql`SELECT count(r.id)::int AS n, coalesce(sum(r.amount), 0)::int AS refunds,
                   o.refunded, o.total
            FROM orders o LEFT JOIN order_refunds r ON r.order_id = o.id
            WHERE o.id = ${orderId} GROUP BY o.id`,
      );
      expect(money?.n).toBe(1);
      expect(money?.refunds).toBe(money?.refunded);
      expect(money?.refunded).toBeLessThanOrEqual(money?.total ?? 0);
      const [atProvider] = await rows<{ n: number }>(
        a,
        sql`SELECT count(*)::int AS n FROM test_refunds t JOIN payments p ON p.intent_id = t.intent_id
            WHERE p.order_id = ${orderId}`,
      );
      expect(atProvider?.n).toBe(1);
    }
  }, 120_000);
});
