import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { AdminProductDetail, ProductInput } from '#shared/contract/admin-products.ts';

// Issue 19: the product's price governs every length without a price of its own; a length's own price is one
// that differs from the product's.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const product = (price: number, variants: ProductInput['variants']): ProductInput => ({
  name: 'Body Wave Bundle',
  price,
  category: 'Human hair',
  brand: 'Oya',
  description: 'Soft body wave.',
  variants,
  imageURL: [],
});

/** What the admin's form sends back after loading a product: no price for a length that has none of its own. */
const asEdited = (p: AdminProductDetail, price: number): ProductInput => ({
  ...product(price, []),
  name: p.name,
  variants: p.variants.map((v) => ({
    length: v.length,
    price: v.price === p.basePrice ? null : v.price,
    stock: v.stock,
  })),
});

const adminDetail = async (id: string): Promise<AdminProductDetail> =>
  (await admin.get(`/api/admin/products/${id}`)).json();
const shopPrices = async (id: string) => {
  const p = (await t.app.inject({ url: `/api/products/${id}` })).json();
  return {
    price: p.price,
    lengths: p.variants.map((v: { length: string; price: number }) => [v.length, v.price]),
  };
};

describe('editing the product’s price', () => {
  it('moves every length without a price of its own, keeps the own prices, and checkout charges the new prices', async () => {
    const created = await admin.post(
      '/api/admin/products',
      product(4_500, [
        { length: '14"', price: null, stock: 5 },
        { length: '16"', stock: 5 },
        { length: '18"', price: 5_500, stock: 5 },
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({ price: 4_500, basePrice: 4_500 });

    const put = await admin.request(
      'PUT',
      `/api/admin/products/${id}`,
      asEdited(await adminDetail(id), 5_000),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ price: 5_000, basePrice: 5_000 });
    expect(await shopPrices(id)).toEqual({
      price: 5_000,
      lengths: [
        ['14"', 5_000],
        ['16"', 5_000],
        ['18"', 5_500],
      ],
    });

    const { orderId, customer } = await placeOrder(t, [
      { productId: id, size: '16"', qty: 1 },
      { productId: id, size: '18"', qty: 1 },
    ]);
    const lines = (await customer.order(orderId)).json().lines as { size: string; unitPrice: number }[];
    expect(lines.map((l) => [l.size, l.unitPrice])).toEqual([
      ['16"', 5_000],
      ['18"', 5_500],
    ]);
  });

  it('keeps a length’s own price below the product’s: the shop lists it from that price', async () => {
    const id = (
      await admin.post(
        '/api/admin/products',
        product(5_000, [
          { length: '12"', price: 4_000, stock: 1 },
          { length: '14"', stock: 1 },
        ]),
      )
    ).json().id as string;
    const detail = await adminDetail(id);
    expect(detail).toMatchObject({ price: 4_000, basePrice: 5_000 });

    await admin.request('PUT', `/api/admin/products/${id}`, asEdited(detail, 5_500));
    expect(await shopPrices(id)).toEqual({
      price: 4_000,
      lengths: [
        ['12"', 4_000],
        ['14"', 5_500],
      ],
    });
  });

  it('keeps no own price equal to the product’s: that length follows the next change', async () => {
    const id = (
      await admin.post(
        '/api/admin/products',
        product(4_500, [
          { length: '14"', stock: 1 },
          { length: '18"', price: 4_500, stock: 1 },
        ]),
      )
    ).json().id as string;
    const detail = await adminDetail(id);
    expect(detail.variants.map((v) => v.price)).toEqual([detail.basePrice, detail.basePrice]);

    await admin.request('PUT', `/api/admin/products/${id}`, asEdited(detail, 4_900));
    expect((await shopPrices(id)).lengths).toEqual([
      ['14"', 4_900],
      ['18"', 4_900],
    ]);
  });

  it('an own price set to the new product price is no longer its own', async () => {
    const id = (
      await admin.post(
        '/api/admin/products',
        product(4_000, [
          { length: '14"', stock: 1 },
          { length: '18"', price: 5_000, stock: 1 },
        ]),
      )
    ).json().id as string;
    // The owner raises the product to the 18"'s price, leaving the 18"'s price as it was.
    await admin.request('PUT', `/api/admin/products/${id}`, asEdited(await adminDetail(id), 5_000));
    await admin.request('PUT', `/api/admin/products/${id}`, asEdited(await adminDetail(id), 6_000));
    expect((await shopPrices(id)).lengths).toEqual([
      ['14"', 6_000],
      ['18"', 6_000],
    ]);
  });

  it('works on products stored before the product’s price was kept: their lowest price is the product’s', async () => {
    const [row] = await insertProducts(t.db, [
      {
        name: 'Seeded Deep Wave',
        price: 5_000,
        variants: [
          { length: '14"', stock: 2 },
          { length: '16"', stock: 2 },
          { length: '24"', price: 9_000, stock: 2 },
        ],
      },
    ]);
    if (!row) throw new Error('no product');
    expect(row.basePrice).toBeNull();
    const detail = await adminDetail(row.id);
    expect(detail).toMatchObject({ price: 5_000, basePrice: 5_000 });

    await admin.request('PUT', `/api/admin/products/${row.id}`, asEdited(detail, 5_200));
    expect(await shopPrices(row.id)).toEqual({
      price: 5_200,
      lengths: [
        ['14"', 5_200],
        ['16"', 5_200],
        ['24"', 9_000],
      ],
    });
  });
});
