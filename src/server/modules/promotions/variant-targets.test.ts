import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { FIXTURE_STOCK, insertProducts, variantOf } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// A promotion may name variants (issue 31): "half off this bundle in 22″", not in 14″. The server decides which
// lines it takes off, and refuses a variant that does not exist.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let productId: string;
let v14: { id: string };
let v22: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const [row] = await insertProducts(t.db, [
    {
      name: 'Bone Straight Bundle',
      price: 5_000,
      variants: [
        { length: '14"', stock: FIXTURE_STOCK },
        { length: '22"', price: 8_000, stock: FIXTURE_STOCK },
      ],
    },
  ]);
  productId = row?.id ?? '';
  v14 = (await variantOf(t.db, productId, '14"')) ?? { id: '' };
  v22 = (await variantOf(t.db, productId, '22"')) ?? { id: '' };
});
afterAll(() => t?.close());

const lines = () => [
  { productId, variantId: v14.id, size: '14"', qty: 1 },
  { productId, variantId: v22.id, size: '22"', qty: 1 },
];

describe('a promotion that names variants', () => {
  it('is kept with its variants, and a code of it takes off only their lines', async () => {
    const created = await admin.post('/api/admin/promotions/codes', {
      code: 'LONG-HALF',
      kind: 'percent',
      value: 50,
      target: { variantIds: [v22.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().target).toEqual({ categories: [], productIds: [], variantIds: [v22.id] });

    const s = await shopper(t);
    const quote = await s.post('/api/checkout/quote', { items: lines(), code: 'long-half' });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().lines.map((l: { discount: number }) => l.discount)).toEqual([0, 4_000]);
    expect(quote.json().discounts.code).toMatchObject({ code: 'LONG-HALF', amount: 4_000 });
    // Only the 14″: the code is not for these items.
    const short = await s.post('/api/checkout/quote', { items: lines().slice(0, 1), code: 'LONG-HALF' });
    expect(short.json().codeRefusal).toMatchObject({ reason: 'not_for_these_items' });
  });

  it('takes a bundle offer off the variants it names, and the storefront hears which', async () => {
    const created = await admin.post('/api/admin/promotions/offers', {
      label: '2+ long bundles: 10% off',
      minQty: 2,
      percent: 10,
      target: { variantIds: [v22.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const offers = (await t.app.inject({ method: 'GET', url: '/api/offers' })).json();
    expect(offers.offers).toContainEqual(
      expect.objectContaining({
        label: '2+ long bundles: 10% off',
        target: expect.objectContaining({ variantIds: [v22.id] }),
      }),
    );
    const s = await shopper(t);
    const quote = await s.post('/api/checkout/quote', {
      items: [
        { productId, variantId: v14.id, size: '14"', qty: 2 },
        { productId, variantId: v22.id, size: '22"', qty: 2 },
      ],
    });
    expect(quote.json().lines.map((l: { discount: number }) => l.discount)).toEqual([0, 1_600]);
  });

  it('lets the admin read what the variants it names are: label, SKU and product', async () => {
    const res = await admin.get(`/api/admin/variants?ids=${v22.id},no-such-variant`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: v22.id,
          sku: (await variantOf(t.db, productId, '22"'))?.sku,
          length: '22"',
          productId,
          productName: 'Bone Straight Bundle',
        },
      ],
    });
    expect((await admin.get('/api/admin/variants?ids=')).statusCode).toBe(400);
  });

  it('refuses a variant that does not exist, and keeps nothing', async () => {
    const before = (await admin.get('/api/admin/promotions')).json();
    const res = await admin.post('/api/admin/promotions/codes', {
      code: 'GHOST',
      kind: 'percent',
      value: 10,
      target: { variantIds: [v14.id, 'no-such-variant', 'nor-this'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('2 of the chosen variants do not exist.');
    expect((await admin.get('/api/admin/promotions')).json()).toEqual(before);
  });
});
