import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '#server/db/schema.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { FIXTURE_STOCK, insertProducts, variantOf } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Cart lines name the variant they want by its id (issue 31, decision 026 slice 1b); a cart stored before variants
// had ids names it by its label. The server decides which variant that is, at what price, and takes its units.

let t: TestApp;
let wave: string;
let pony: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await insertProducts(t.db, [
    {
      name: 'Body Wave Bundle',
      price: 5_000,
      variants: [
        { length: '14"', stock: FIXTURE_STOCK },
        { length: '22"', price: 8_000, stock: FIXTURE_STOCK },
      ],
    },
    { name: 'Drawstring Pony', price: 1_250, lengths: ['12"'] },
  ]);
  wave = rows[0]?.id ?? '';
  pony = rows[1]?.id ?? '';
});
afterAll(() => t?.close());

const variant = async (productId: string, length: string) => {
  const row = await variantOf(t.db, productId, length);
  if (!row) throw new Error(`no ${length}`);
  return row;
};

describe('a checkout whose lines name their variants', () => {
  it('prices and takes the variant named, whatever label the cart kept for it, and snapshots it on the order', async () => {
    const v22 = await variant(wave, '22"');
    const s = await shopper(t);
    // The cart still calls it 14" (the owner renamed it since, say): the id decides.
    const res = await s.createIntent([{ productId: wave, variantId: v22.id, size: '14"', qty: 2 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toMatchObject([
      { variantId: v22.id, sku: v22.sku, size: '22"', options: [{ name: 'Length', value: '22"' }] },
    ]);
    expect(res.json().amounts.subtotal).toBe(16_000);
    expect((await variant(wave, '22"')).stock).toBe(v22.stock - 2);
    const stored = await t.db
      .select({ variantId: orderLines.variantId, sku: orderLines.sku, size: orderLines.size })
      .from(orderLines)
      .where(eq(orderLines.orderId, res.json().orderId));
    expect(stored).toEqual([{ variantId: v22.id, sku: v22.sku, size: '22"' }]);
  });

  it('makes one line of a variant named once by id and once by label', async () => {
    const v14 = await variant(wave, '14"');
    const s = await shopper(t);
    const res = await s.createIntent([
      { productId: wave, variantId: v14.id, size: '14"', qty: 1 },
      { productId: wave, size: '14"', qty: 2 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines.map((l: { variantId: string; qty: number }) => [l.variantId, l.qty])).toEqual([
      [v14.id, 3],
    ]);
  });

  it('refuses a variant of another product as no longer available (409), and takes nothing', async () => {
    const ponyVariant = await variant(pony, '12"');
    const before = await variant(wave, '14"');
    const s = await shopper(t);
    const res = await s.createIntent([
      { productId: wave, size: '14"', qty: 1 },
      { productId: wave, variantId: ponyVariant.id, size: '12"', qty: 1 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'line_unavailable',
      message: 'Body Wave Bundle (Size: 12") is no longer available',
    });
    expect((await variant(wave, '14"')).stock).toBe(before.stock);
    expect((await variant(pony, '12"')).stock).toBe(ponyVariant.stock);
  });

  it('quotes by variant too', async () => {
    const v22 = await variant(wave, '22"');
    const s = await shopper(t);
    const res = await s.post('/api/checkout/quote', {
      items: [{ productId: wave, variantId: v22.id, size: '22"', qty: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toMatchObject([{ variantId: v22.id, unitPrice: 8_000 }]);
  });
});
