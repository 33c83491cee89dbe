import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { type Fingerprint, tableFingerprint } from '#server/testing/table-fingerprint.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { type AdminProductDetail, MAX_VARIANTS, type ProductInput } from '#shared/contract/admin-products.ts';

// Issue 31, slice 2: bad options and variants get a clear message naming the field, and change nothing; a page from
// before options cannot flatten a product that has them; a variant deleted after it sold leaves its order whole.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let fingerprint: () => Promise<Fingerprint>;
let wig: AdminProductDetail;

const body = (change: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Glueless Wig',
  price: 20_000,
  category: 'Human hair',
  brand: 'Oya',
  description: 'A wig by shade and density.',
  options: [
    { name: 'Shade', kind: 'swatch', values: [{ name: '1B', swatchColor: '#1b1b1b' }, { name: '#613' }] },
    { name: 'Density', values: [{ name: '150%' }, { name: '180%' }] },
  ],
  variants: [
    { values: ['1B', '150%'], stock: 2, sku: 'WIG-1B-150' },
    { values: ['1B', '180%'], stock: 2, price: 22_000, compareAtPrice: 25_000 },
    { values: ['#613', '180%'], stock: 1 },
  ],
  imageURL: [],
  ...change,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  await insertProducts(t.db, [{ id: 'other', name: 'Other bundle', lengths: ['12"'] }]);
  const created = await admin.post('/api/admin/products', body());
  if (created.statusCode !== 201) throw new Error(created.body);
  wig = created.json();
  fingerprint = await tableFingerprint(
    t.db,
    new Set(['rate_limits', 'sign_in_throttle', 'live_events', 'sessions']),
  );
});
afterAll(() => t.close());

describe('refusing bad options and variants', () => {
  const variants = body().variants;
  const cases: [string, Partial<ProductInput>, string][] = [
    [
      'a 5th option',
      { options: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, values: [{ name: 'x' }] })) },
      'options: At most 4 options',
    ],
    [
      'a value twice, in another case',
      { options: [{ name: 'Shade', values: [{ name: 'Ash' }, { name: 'ASH' }] }] },
      'options/0/values/1/name: Each value only once',
    ],
    [
      'an option twice',
      {
        options: [
          { name: 'Shade', values: [{ name: 'x' }] },
          { name: 'shade', values: [{ name: 'y' }] },
        ],
      },
      'options/1/name: Each option only once',
    ],
    [
      'a combination twice',
      { variants: [...variants, { values: ['1B', '150%'], stock: 1 }] },
      'variants/3/values: This combination is already a variant',
    ],
    [
      'a value the option does not have',
      { variants: [{ values: ['#27', '150%'], stock: 1 }] },
      'variants/0/values: “#27” is not a value of Shade',
    ],
    [
      'a variant without a value of each option',
      { variants: [{ values: ['1B'], stock: 1 }] },
      'variants/0/values: Choose a value of each option',
    ],
    [
      'a SKU twice, in another case',
      { variants: [...variants, { values: ['#613', '150%'], stock: 1, sku: 'wig-1b-150' }] },
      'variants/3/sku: Each SKU only once',
    ],
    [
      'a SKU of another product',
      { variants: [{ values: ['1B', '150%'], stock: 1, sku: 'OTHER-12IN' }] },
      'variants/0/sku: SKU “OTHER-12IN” is already used by Other bundle',
    ],
    [
      'a SKU with a space',
      { variants: [{ values: ['1B', '150%'], stock: 1, sku: 'wig 1' }] },
      'variants/0/sku: A SKU is up to 64 letters',
    ],
    [
      'a negative price',
      { variants: [{ values: ['1B', '150%'], stock: 1, price: -100 }] },
      'variants/0/price: Price must be more than £0.00',
    ],
    [
      'a compare-at price not above the price',
      { variants: [{ values: ['1B', '150%'], stock: 1, price: 9_000, compareAtPrice: 9_000 }] },
      'variants/0/compareAtPrice: The compare-at price must be above the price',
    ],
    [
      'a value with “·”',
      { options: [{ name: 'Shade', values: [{ name: '1B · 2' }] }] },
      'options/0/values/0/name: Value cannot contain “·”',
    ],
    [
      'an option name with “:” (it would end the name in the listing’s opt=Shade:1B filter)',
      { options: [{ name: 'Shade: main', values: [{ name: '1B' }] }] },
      'options/0/name: Option name cannot contain “:”',
    ],
    [
      'a swatch that is no colour',
      { options: [{ name: 'Shade', values: [{ name: '1B', swatchColor: 'black' }] }] },
      'options/0/values/0/swatchColor: Choose a colour written like #1b1b1b',
    ],
  ];
  it.each(cases)('refuses %s at its field, and changes nothing', async (_, change, message) => {
    const before = await fingerprint();
    const answer = await admin.request('PUT', `/api/admin/products/${wig.id}`, body(change));
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error.message).toContain(message);
    expect(await fingerprint()).toEqual(before);
  });

  it(`refuses more than ${MAX_VARIANTS} variants`, async () => {
    // 41 × 50 = 2,050 combinations, every one sold.
    const values = Array.from({ length: 50 }, (_, i) => ({ name: `V${i}` }));
    const options = [
      { name: 'A', values: values.slice(0, 41) },
      { name: 'B', values },
    ];
    const many = values
      .slice(0, 41)
      .flatMap((a) => values.map((b) => ({ values: [a.name, b.name], stock: 1 })));
    const before = await fingerprint();
    const answer = await admin.request(
      'PUT',
      `/api/admin/products/${wig.id}`,
      body({ options, variants: many }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe(`variants: At most ${MAX_VARIANTS} variants to a product`);
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses a page from before options that would flatten a product with several to lengths', async () => {
    const before = await fingerprint();
    const legacy = { ...body(), options: undefined, variants: [{ length: '20"', stock: 9 }] };
    const answer = await admin.request('PUT', `/api/admin/products/${wig.id}`, legacy);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toBe(
      'This product now has several options: reload the page to edit it.',
    );
    expect(await fingerprint()).toEqual(before);
  });
});

describe('a variant deleted after it sold', () => {
  it('leaves its order readable, with what was bought, and refundable without restocking', async () => {
    const sold = wig.variants[1];
    if (!sold) throw new Error('no variant');
    const { orderId } = await placeOrder(t, [{ productId: wig.id, size: sold.length, qty: 1 }]);
    const saved = await admin.request(
      'PUT',
      `/api/admin/products/${wig.id}`,
      body({ variants: [body().variants[0] as never] }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const order = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    expect(order.lines[0]).toMatchObject({
      variantId: sold.id,
      sku: sold.sku,
      size: '1B · 180%',
      options: [
        { name: 'Shade', value: '1B' },
        { name: 'Density', value: '180%' },
      ],
      unitPrice: 22_000,
    });
    const refund = await admin.post(`/api/admin/orders/${orderId}/refunds`, {
      requestKey: randomUUID(),
      lines: [{ position: 0, qty: 1, restock: true }],
      shipping: false,
      goodwill: 0,
      reason: 'Wrong density',
    });
    expect(refund.statusCode, refund.body).toBe(200);
  });
});
