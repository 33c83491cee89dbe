import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, orders } from '#server/db/schema.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts, variantOf } from '#server/testing/fixtures.ts';
import { checkoutRace, raceShoppers } from '#server/testing/stock-race.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { expireDueOrders } from './expiry.ts';
import { releaseStock, returnUnits, takeStock } from './stock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_HOLD_MINUTES: '30' } });
});
afterAll(() => t?.close());

const stockOf = async (productId: string, length: string) =>
  (await variantOf(t.db, productId, length))?.stock;
const variantIdOf = async (productId: string, length: string) =>
  (await variantOf(t.db, productId, length))?.id ?? null;

// Customers for the crowd tests below, signed up once for the file and one after another (the hashing gate,
// decision 016): each sign-up is a deliberately slow password hash. Each test checks out products of its own, and
// an unpaid checkout one test leaves is replaced by the customer's next, so they do not get in each other's way.
const crowd: Awaited<ReturnType<typeof shopper>>[] = [];
async function customers(n: number) {
  while (crowd.length < n) crowd.push(await shopper(t));
  return crowd.slice(0, n);
}

async function product(variants: { length: string; price?: number; stock: number }[]) {
  const [row] = await insertProducts(t.db, [{ name: `Body Wave ${Date.now()}`, price: 5_000, variants }]);
  if (!row) throw new Error('no product');
  return row;
}

describe('stock and price per length', () => {
  it('prices each line by its length and takes the units from that length only', async () => {
    const p = await product([
      { length: '14"', stock: 5 },
      { length: '22"', price: 8_000, stock: 5 },
    ]);
    const s = await shopper(t);
    const res = await s.createIntent([
      { productId: p.id, size: '14"', qty: 1 },
      { productId: p.id, size: '22"', qty: 2 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines.map((l: { unitPrice: number }) => l.unitPrice)).toEqual([5_000, 8_000]);
    expect(res.json().amounts.subtotal).toBe(21_000);
    expect(await stockOf(p.id, '14"')).toBe(4);
    expect(await stockOf(p.id, '22"')).toBe(3);
  });

  it('refuses more than is left with 409, naming what is left, and makes no order', async () => {
    const p = await product([{ length: '18"', stock: 2 }]);
    const s = await shopper(t);
    const before = (await t.db.select({ n: count() }).from(orders))[0]?.n;
    const res = await s.createIntent([{ productId: p.id, size: '18"', qty: 3 }]);
    expect(res.statusCode).toBe(409);
    // The checkout page branches on the code.
    expect(res.json()).toEqual({
      error: { code: 'out_of_stock', message: `Only 2 left of ${p.name} (18")` },
    });
    expect((await t.db.select({ n: count() }).from(orders))[0]?.n).toBe(before);
    expect(await stockOf(p.id, '18"')).toBe(2);
  });

  it('gives the units of an unpaid order back when it expires, once, and keeps those of a paid one', async () => {
    const p = await product([{ length: '16"', stock: 4 }]);
    const [s, other] = [await shopper(t), await shopper(t)];
    const unpaid = await s.createIntent([{ productId: p.id, size: '16"', qty: 3 }]);
    expect(unpaid.statusCode).toBe(200);
    await other.buy([{ productId: p.id, size: '16"', qty: 1 }]);
    expect(await stockOf(p.id, '16"')).toBe(0);

    const deps = { db: t.db, provider: t.app.services.provider, holdMinutes: () => 30 };
    const later = new Date(Date.now() + 31 * 60_000);
    await Promise.all([expireDueOrders(deps, later), expireDueOrders(deps, later)]);
    expect(await stockOf(p.id, '16"')).toBe(3);
    await expireDueOrders(deps, later);
    expect(await stockOf(p.id, '16"')).toBe(3);
  });

  // A long timeout: fifty customers sign up first, one after another (the hashing gate, decision 016).
  it('never oversells: 200 checkouts at once for the last 10 units place exactly 10 paid orders', async () => {
    const p = await product([{ length: '20"', stock: 10 }]);
    const result = await checkoutRace([t], { productId: p.id, size: '20"', name: p.name }, 200, {
      shoppers: await customers(raceShoppers(200)),
    });
    expect(result.paid).toBe(10);
    expect(result.refused).toBe(190);
    expect(result.refusals).toEqual(new Set([`Only 0 left of ${p.name} (20")`]));
    expect(await stockOf(p.id, '20"')).toBe(0);
  }, 120_000);
});

describe('what open product pages hear', () => {
  it('one stock event per line taken, with the variant and what is left, and one per line given back', async () => {
    const p = await product([
      { length: '10"', stock: 7 },
      { length: '12"', stock: 9 },
    ]);
    const s = await shopper(t);
    const [last] = await t.db.select({ id: max(liveEvents.id) }).from(liveEvents);
    const res = await s.createIntent([
      { productId: p.id, size: '10"', qty: 2 },
      { productId: p.id, size: '12"', qty: 4 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const v10 = await variantIdOf(p.id, '10"');
    const v12 = await variantIdOf(p.id, '12"');
    // Every stock event since, of any product: nothing else is heard.
    const events = async () =>
      (
        await t.db
          .select({ data: liveEvents.data, productId: liveEvents.productId })
          .from(liveEvents)
          .where(and(eq(liveEvents.kind, 'stock'), gt(liveEvents.id, last?.id ?? 0)))
          .orderBy(asc(liveEvents.id))
      ).map((e) => ({ ...(e.data as object), audience: e.productId }));
    expect(await events()).toEqual([
      { productId: p.id, variantId: v10, length: '10"', stock: 5, audience: p.id },
      { productId: p.id, variantId: v12, length: '12"', stock: 5, audience: p.id },
    ]);
    await t.db.transaction((tx) => releaseStock(tx, res.json().orderId, t.app.services.publishLive));
    expect((await events()).slice(2)).toEqual(
      expect.arrayContaining([
        { productId: p.id, variantId: v10, length: '10"', stock: 7, audience: p.id },
        { productId: p.id, variantId: v12, length: '12"', stock: 9, audience: p.id },
      ]),
    );
    expect(await events()).toHaveLength(4);
  });
});

describe('a length removed since the cart was priced', () => {
  it('is out of stock with none left (409 out_of_stock), and nothing is taken', async () => {
    const p = await product([{ length: '16"', stock: 4 }]);
    const line = { productId: p.id, name: p.name, unitPrice: 5_000, qty: 1, lineTotal: 5_000, image: null };
    // The 30" line's variant was deleted: its id names no row now.
    const lines = [
      { ...line, size: '16"', variantId: (await variantIdOf(p.id, '16"')) ?? '' },
      { ...line, size: '30"', variantId: randomUUID() },
    ];
    const take = t.db.transaction((tx) => takeStock(tx, lines));
    await expect(take).rejects.toMatchObject({
      statusCode: 409,
      code: 'out_of_stock',
      message: `Only 0 left of ${p.name} (30")`,
    });
    expect(await stockOf(p.id, '16"')).toBe(4);
  });
});

describe('taking the units of several lines at once', () => {
  const lineOf = (p: { id: string; name: string }, size: string, variantId: string | null, qty: number) => ({
    productId: p.id,
    name: p.name,
    size,
    variantId: variantId ?? '',
    qty,
  });

  it('refuses with what is left of the first line short of units, and takes nothing of the others', async () => {
    const p = await product([
      { length: '14"', stock: 5 },
      { length: '18"', stock: 2 },
      { length: '20"', stock: 1 },
    ]);
    const lines = [
      lineOf(p, '14"', await variantIdOf(p.id, '14"'), 1),
      lineOf(p, '18"', await variantIdOf(p.id, '18"'), 3),
      lineOf(p, '20"', await variantIdOf(p.id, '20"'), 2),
    ];
    await expect(t.db.transaction((tx) => takeStock(tx, lines))).rejects.toMatchObject({
      statusCode: 409,
      message: `Only 2 left of ${p.name} (18")`,
    });
    expect([await stockOf(p.id, '14"'), await stockOf(p.id, '18"'), await stockOf(p.id, '20"')]).toEqual([
      5, 2, 1,
    ]);
  });

  it('takes the sum of two lines of one length, and refuses when the sum is more than is left', async () => {
    const p = await product([{ length: '16"', stock: 3 }]);
    const id = await variantIdOf(p.id, '16"');
    const twice = (a: number, b: number) => [lineOf(p, '16"', id, a), lineOf(p, '16"', id, b)];
    await expect(t.db.transaction((tx) => takeStock(tx, twice(2, 2)))).rejects.toMatchObject({
      message: `Only 3 left of ${p.name} (16")`,
    });
    expect(await stockOf(p.id, '16"')).toBe(3);
    await t.db.transaction((tx) => takeStock(tx, twice(1, 2)));
    expect(await stockOf(p.id, '16"')).toBe(0);
  });
});

describe('giving units back', () => {
  it('returns the units of an order once, however many times and at once release runs', async () => {
    const p = await product([
      { length: '10"', stock: 6 },
      { length: '12"', stock: 6 },
    ]);
    const s = await shopper(t);
    const res = await s.createIntent([
      { productId: p.id, size: '10"', qty: 2 },
      { productId: p.id, size: '12"', qty: 5 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect([await stockOf(p.id, '10"'), await stockOf(p.id, '12"')]).toEqual([4, 1]);
    const release = () => t.db.transaction((tx) => releaseStock(tx, res.json().orderId));
    await Promise.all([release(), release(), release()]);
    await release();
    expect([await stockOf(p.id, '10"'), await stockOf(p.id, '12"')]).toEqual([6, 6]);
    const [order] = await t.db
      .select({ stockHeld: orders.stockHeld })
      .from(orders)
      .where(eq(orders.id, res.json().orderId));
    expect(order?.stockHeld).toBe(false);
  });
});

describe('putting refunded or cancelled units back on sale', () => {
  it('adds them and tells open product pages; a length removed meanwhile takes nothing and says nothing', async () => {
    const p = await product([
      { length: '14"', stock: 3 },
      { length: '16"', stock: 1 },
    ]);
    const [last] = await t.db.select({ id: max(liveEvents.id) }).from(liveEvents);
    const ids = { '14"': await variantIdOf(p.id, '14"'), '16"': await variantIdOf(p.id, '16"') };
    const back = async (units: { size: string; qty: number }[]) =>
      t.db.transaction((tx) =>
        returnUnits(
          tx,
          // A removed length has no variant any more: a random id, or none (a line older than variant ids).
          units.map((u) => ({ productId: p.id, variantId: ids[u.size as '14"'] ?? null, qty: u.qty })),
          t.app.services.publishLive,
        ),
      );
    // Two refunds' lines of one length (14") are put back together, heard of once.
    await back([
      { size: '14"', qty: 2 },
      { size: '30"', qty: 1 },
      { size: '16"', qty: 1 },
      { size: '14"', qty: 1 },
    ]);
    // Nothing to put back (a goodwill refund): nothing moves, nothing is heard.
    await back([]);
    expect([await stockOf(p.id, '14"'), await stockOf(p.id, '16"')]).toEqual([6, 2]);
    const heard = await t.db
      .select({ data: liveEvents.data, productId: liveEvents.productId })
      .from(liveEvents)
      .where(and(eq(liveEvents.kind, 'stock'), gt(liveEvents.id, last?.id ?? 0)))
      .orderBy(asc(liveEvents.id));
    expect(heard).toEqual([
      { data: { productId: p.id, variantId: ids['14"'], length: '14"', stock: 6 }, productId: p.id },
      { data: { productId: p.id, variantId: ids['16"'], length: '16"', stock: 2 }, productId: p.id },
    ]);
  });
});

// Meaningful on PostgreSQL, where checkouts really run at once (PGlite runs one transaction at a time).
describe('two carts with the same products in opposite order, at the same moment', () => {
  it('all finish, none with a deadlock, and the stock is exact: 30 such pairs', async () => {
    const a = await product([{ length: '14"', stock: 500 }]);
    const b = await product([{ length: '14"', stock: 500 }]);
    const pairs = 10;
    const rounds = 3;
    const shoppers = await customers(pairs * 2);
    const ab = [
      { productId: a.id, size: '14"', qty: 1 },
      { productId: b.id, size: '14"', qty: 2 },
    ];
    const ba = [...ab].reverse();
    const statuses: number[] = [];
    for (let round = 0; round < rounds; round++) {
      // From the second round on, each checkout also replaces (gives back) the shopper's previous one.
      const answers = await Promise.all(shoppers.map((s, i) => s.createIntent(i % 2 === 0 ? ab : ba)));
      for (const r of answers) {
        if (r.statusCode !== 200) throw new Error(`checkout answered ${r.statusCode}: ${r.body}`);
        statuses.push(r.statusCode);
      }
    }
    expect(statuses).toEqual(Array(pairs * 2 * rounds).fill(200));
    // Each shopper holds the units of their latest checkout only.
    expect(await stockOf(a.id, '14"')).toBe(500 - pairs * 2 * 1);
    expect(await stockOf(b.id, '14"')).toBe(500 - pairs * 2 * 2);
  }, 120_000);
});
