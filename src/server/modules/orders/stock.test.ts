import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productVariants } from '../../db/schema.ts';
import { shopper } from '../../testing/checkout-fixtures.ts';
import { insertProducts } from '../../testing/fixtures.ts';
import { checkoutRace } from '../../testing/stock-race.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { expireDueOrders } from './expiry.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_HOLD_MINUTES: '30' } });
});
afterAll(() => t?.close());

const stockOf = async (productId: string, length: string) =>
  (
    await t.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.length, length)))
  )[0]?.stock;

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
    expect(res.json().error.message).toBe(`Only 2 left of ${p.name} (18")`);
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

    const deps = { db: t.db, provider: t.app.services.provider, holdMinutes: 30 };
    const later = new Date(Date.now() + 31 * 60_000);
    await Promise.all([expireDueOrders(deps, later), expireDueOrders(deps, later)]);
    expect(await stockOf(p.id, '16"')).toBe(3);
    await expireDueOrders(deps, later);
    expect(await stockOf(p.id, '16"')).toBe(3);
  });

  // A long timeout: fifty customers sign up first, one after another (the hashing gate, decision 016).
  it('never oversells: 200 checkouts at once for the last 10 units place exactly 10 paid orders', async () => {
    const p = await product([{ length: '20"', stock: 10 }]);
    const result = await checkoutRace([t], { productId: p.id, size: '20"', name: p.name }, 200);
    expect(result.paid).toBe(10);
    expect(result.refused).toBe(190);
    expect(result.refusals).toEqual(new Set([`Only 0 left of ${p.name} (20")`]));
    expect(await stockOf(p.id, '20"')).toBe(0);
  }, 120_000);
});
