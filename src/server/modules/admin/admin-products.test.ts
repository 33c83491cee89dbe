import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '#server/db/schema.ts';
import { placeOrder, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { ProductInput } from '#shared/contract/admin-products.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]?.n ?? 0;

const valid = (over: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Kinky Curl Clip-ins',
  price: 5_999,
  category: 'Extensions',
  brand: 'Coil & Co',
  description: 'Seven wefts of kinky curl hair on silent clips.',
  variants: [
    { length: ' 16" ', stock: 5 },
    { length: '', stock: 0 },
    { length: '18"', price: 7_999, stock: 0 },
  ],
  imageURL: [],
  ...over,
});

describe('POST /api/admin/products', () => {
  it('adds a product with its lengths as variants (trimmed, empty rows dropped), and the storefront lists it at once', async () => {
    // Warm the storefront's listing cache for this search first: the write must drop it.
    const before = await t.app.inject({ url: '/api/products?q=kinky%20curl%20clip' });
    expect(before.json().total).toBe(0);

    const res = await admin.post('/api/admin/products', valid());
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      name: 'Kinky Curl Clip-ins',
      price: 5999,
      category: 'Extensions',
      lengths: ['16"', '18"'],
      variants: [
        { length: '16"', price: 5999, stock: 5 },
        { length: '18"', price: 7999, stock: 0 },
      ],
      imageURL: [],
      maxPerOrder: 10,
      editedAt: null,
    });
    expect(Date.now() - Date.parse(product.createdAt)).toBeLessThan(60_000);

    const after = await t.app.inject({ url: '/api/products?q=kinky%20curl%20clip' });
    expect(after.json().items.map((p: { id: string }) => p.id)).toEqual([product.id]);
  });

  it.each([
    ['name', { name: '   ' }, 'Name is required'],
    ['brand', { brand: '' }, 'Brand is required'],
    ['description', { description: '' }, 'Description is required'],
    ['category', { category: 'Wigs' as never }, 'Choose a category'],
    ['price', { price: 12.5 }, 'Price must be a whole number of pence'],
    ['price', { price: 0 }, 'Price must be more than £0.00'],
    ['variants', { variants: [{ length: ' ', stock: 1 }] }, 'Enter at least one length'],
    [
      'variants',
      {
        variants: [
          { length: '16"', stock: 1 },
          { length: '16"', stock: 2 },
        ],
      },
      'Each length only once',
    ],
    ['variants', { variants: [{ length: '16"', stock: -1 }] }, 'Stock cannot be negative'],
    ['variants', { variants: [{ length: '16"', stock: 1.5 }] }, 'Stock must be a whole number'],
    ['variants', { variants: [{ length: '16"', price: 0, stock: 1 }] }, 'Price must be more than £0.00'],
    ['imageURL', { imageURL: ['https://elsewhere.example/pic.jpg'] }, 'Use an image stored in this shop'],
  ])('refuses a bad %s with its message and stores nothing', async (_field, over, message) => {
    const n = await productCount();
    const res = await admin.post('/api/admin/products', valid(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(res.json().error.message).toContain(message);
    expect(await productCount()).toBe(n);
  });

  it('refuses an image address of this shop that holds no image', async () => {
    const n = await productCount();
    const res = await admin.post('/api/admin/products', valid({ imageURL: ['/media/no-such-image'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('imageURL: no such image in this shop: /media/no-such-image');
    expect(await productCount()).toBe(n);
  });
});

describe('limit per order (issue 21)', () => {
  it('is set by the admin, shown by the storefront, and enforced at checkout', async () => {
    const res = await admin.post('/api/admin/products', valid({ name: 'Limited Closure', maxPerOrder: 2 }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    expect(res.json().maxPerOrder).toBe(2);
    expect((await t.app.inject({ url: `/api/products/${id}` })).json().maxPerOrder).toBe(2);

    const edited = await admin.request('PUT', `/api/admin/products/${id}`, valid({ maxPerOrder: 4 }));
    expect(edited.json().maxPerOrder).toBe(4);
    const listed = await t.app.inject({ url: '/api/products?q=kinky%20curl%20clip' });
    expect(listed.json().items.find((p: { id: string }) => p.id === id).maxPerOrder).toBe(4);
  });

  it.each([
    [0, 'maxPerOrder: Limit per order must be at least 1'],
    [100, 'maxPerOrder: Limit per order is at most 99'],
    [2.5, 'maxPerOrder: Limit per order must be a whole number'],
  ])('refuses a limit of %s with a clear message', async (maxPerOrder, message) => {
    const before = await productCount();
    const res = await admin.post('/api/admin/products', valid({ maxPerOrder }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await productCount()).toBe(before);
  });
});

describe('PUT /api/admin/products/:id', () => {
  it('changes the fields and the lengths, keeps createdAt and sets editedAt; the storefront shows the new price', async () => {
    const [row] = await insertProducts(t.db, [
      { name: 'Loose Wave Frontal', price: 9_000, category: 'Frontal' },
    ]);
    if (!row) throw new Error('no product');
    await t.app.inject({ url: `/api/products?q=loose%20wave%20frontal` }); // cached before the edit
    const res = await admin.request('PUT', `/api/admin/products/${row.id}`, {
      ...valid({
        name: 'Loose Wave Frontal',
        category: 'Frontal',
        price: 9_500,
        variants: [
          { length: '14"', stock: 2 },
          { length: '22"', price: 12_500, stock: 7 },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      price: 9500,
      lengths: ['14"', '22"'],
      variants: [
        { length: '14"', price: 9500, stock: 2 },
        { length: '22"', price: 12500, stock: 7 },
      ],
      createdAt: row.createdAt.toISOString(),
    });
    expect(Date.now() - Date.parse(res.json().editedAt)).toBeLessThan(60_000);
    const listed = await t.app.inject({ url: `/api/products?q=loose%20wave%20frontal` });
    expect(listed.json().items[0].price).toBe(9500);
  });

  it('answers 404 for an unknown product and 400 for a bad body, changing nothing', async () => {
    expect((await admin.request('PUT', '/api/admin/products/nope', valid())).statusCode).toBe(404);
    const [row] = await insertProducts(t.db, [{ name: 'Untouched', price: 1_234 }]);
    const bad = await admin.request('PUT', `/api/admin/products/${row?.id}`, valid({ price: -5 }));
    expect(bad.statusCode).toBe(400);
    expect((await admin.get(`/api/admin/products/${row?.id}`)).json()).toMatchObject({ price: 1234 });
  });
});

describe('DELETE /api/admin/products/:id', () => {
  it('deletes the product; a past order keeps its line as it was', async () => {
    const [row] = await insertProducts(t.db, [
      { name: 'Yaki Straight Bundle', price: 4_500, lengths: ['20"'], imageUrls: ['/media/yaki-1'] },
    ]);
    if (!row) throw new Error('no product');
    const { orderId, customer } = await placeOrder(t, [{ productId: row.id, size: '20"', qty: 2 }]);
    const [bought] = await t.db
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.productId, row.id));

    const res = await admin.request('DELETE', `/api/admin/products/${row.id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/products/${row.id}` })).statusCode).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/products/${row.id}`)).statusCode).toBe(404);

    const line = {
      productId: row.id,
      // The variant is gone with its product; the line still names what was bought.
      variantId: bought?.id,
      sku: bought?.sku,
      options: [{ name: 'Length', value: '20"' }],
      name: 'Yaki Straight Bundle',
      size: '20"',
      unitPrice: 4500,
      qty: 2,
      lineTotal: 9000,
      image: '/media/yaki-1',
      refundedQty: 0,
      discount: 0,
    };
    expect((await customer.order(orderId)).json().lines).toEqual([line]);
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json().lines).toEqual([line]);
  });
});

describe('GET /api/admin/products', () => {
  it('searches name, category and brand case-insensitively, newest first, a page at a time', async () => {
    await insertProducts(t.db, [
      { name: 'Zebra Pony', category: 'Pony tail', brand: 'Q-Brand', hoursAgo: 3 },
      { name: 'Zebra Frontal', category: 'Frontal', brand: 'Q-Brand', hoursAgo: 2 },
      { name: 'Other', category: 'Frontal', brand: 'ZEBRA works', hoursAgo: 1 },
    ]);
    const page1 = (await admin.get('/api/admin/products?q=zEbRa&perPage=2')).json();
    expect(page1.total).toBe(3);
    expect(page1.items.map((p: { name: string }) => p.name)).toEqual(['Other', 'Zebra Frontal']);
    const page2 = (await admin.get('/api/admin/products?q=zebra&perPage=2&page=2')).json();
    expect(page2.items.map((p: { name: string }) => p.name)).toEqual(['Zebra Pony']);
    const byCategory = (await admin.get('/api/admin/products?q=pony%20tail')).json();
    expect(byCategory.items.map((p: { name: string }) => p.name)).toContain('Zebra Pony');
    const none = (await admin.get('/api/admin/products?q=100%25')).json();
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('gives each product its price range and the units left of all its lengths', async () => {
    await insertProducts(t.db, [
      {
        name: 'Ranged Deep Wave',
        price: 5_000,
        variants: [
          { length: '14"', stock: 2 },
          { length: '24"', price: 9_000, stock: 5 },
        ],
      },
      { name: 'Ranged Sold Out', price: 3_000, variants: [{ length: '10"', stock: 0 }] },
    ]);
    const { items } = (await admin.get('/api/admin/products?q=ranged')).json();
    expect(items).toEqual([
      expect.objectContaining({ name: 'Ranged Deep Wave', price: 5_000, maxPrice: 9_000, stock: 7 }),
      expect.objectContaining({ name: 'Ranged Sold Out', price: 3_000, maxPrice: 3_000, stock: 0 }),
    ]);
  });

  it('refuses a bad page size', async () => {
    expect((await admin.get('/api/admin/products?perPage=1000')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/products?page=0')).statusCode).toBe(400);
  });
});
