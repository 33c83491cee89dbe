import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { AdminProductDetail, ProductInput } from '#shared/contract/admin-products.ts';
import { combinations } from '#shared/variant-matrix.ts';

// Issue 31, slice 2 (decision 026): the owner writes a product's options (up to four, named and ordered, each with
// ordered values, swatches for shades) and its variants, one per combination sold. Ids keep options, values and
// variants across edits: a renamed value stays the same value, a kept variant its id, SKU and stock.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const TEXTURES = ['Body Wave', 'Deep Wave'];
const SHADES = [
  { name: '1B', swatchColor: '#1B1B1B' },
  { name: '#27', swatchColor: '#b5793f' },
  { name: '#613', swatchColor: '#f1dca7' },
];
const LENGTHS = ['14"', '18"', '22"', '26"'];

type Options = NonNullable<ProductInput['options']>;
const OPTIONS: Options = [
  { name: 'Texture', values: TEXTURES.map((name) => ({ name })) },
  { name: 'Shade', kind: 'swatch', property: 'color', values: SHADES },
  { name: 'Length', property: 'size', values: LENGTHS.map((name) => ({ name })) },
];

/** A body with the given options and a variant for each combination but those left out; the 22" ones cost more. */
function body(options: Options, leftOut: string[][] = []): ProductInput {
  const all = combinations(options.map((o) => ({ values: o.values.map((v) => v.name) })));
  return {
    name: 'Bundle',
    price: 6_000,
    category: 'Human hair',
    brand: 'Oya',
    description: 'Bundles by texture, shade and length.',
    options,
    variants: all
      .filter((values) => !leftOut.some((l) => l.join() === values.join()))
      .map((values) => ({ values, stock: 4, price: values.includes('22"') ? 7_500 : null })),
    imageURL: [],
  };
}

/** What the form sends back after loading the product: ids kept, values by name. */
const asEdited = (p: AdminProductDetail): ProductInput => ({
  ...body([]),
  options: p.options.map((o) => ({ ...o, values: o.values.map((v) => ({ ...v })) })),
  variants: p.variants.map((v) => ({
    id: v.id,
    values: v.values,
    sku: v.sku,
    price: v.price === p.basePrice ? null : v.price,
    compareAtPrice: v.compareAtPrice,
    stock: v.stock,
  })),
});

/** The ids of the products a storefront search for `q` finds. */
const found = async (q: string): Promise<string[]> =>
  (await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}` }))
    .json()
    .items.map((p: { id: string }) => p.id);

const detail = async (id: string): Promise<AdminProductDetail> =>
  (await admin.get(`/api/admin/products/${id}`)).json();

describe('writing options and variants', () => {
  let product: AdminProductDetail;

  it('creates a product of 3 options and the 22 of 24 combinations it sells, labelled and priced', async () => {
    const created = await admin.post(
      '/api/admin/products',
      body(OPTIONS, [
        ['Deep Wave', '#613', '26"'],
        ['Deep Wave', '#27', '26"'],
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    product = created.json();
    expect(product.options.map((o) => [o.name, o.kind, o.property, o.values.map((v) => v.name)])).toEqual([
      ['Texture', 'button', null, TEXTURES],
      ['Shade', 'swatch', 'color', ['1B', '#27', '#613']],
      ['Length', 'button', 'size', LENGTHS],
    ]);
    // Colours are stored as typed, lower-cased.
    expect(product.options[1]?.values[0]?.swatchColor).toBe('#1b1b1b');
    expect(product.variants).toHaveLength(22);
    expect(product.variants[0]).toMatchObject({
      length: 'Body Wave · 1B · 14"',
      sku: `${product.id}-body-wave-1b-14in`.toLowerCase(),
      values: ['Body Wave', '1B', '14"'],
      price: 6_000,
      stock: 4,
    });
    expect(product.variants.find((v) => v.length === 'Deep Wave · #613 · 22"')?.price).toBe(7_500);
    expect(product.price).toBe(6_000);
    // The storefront's copy carries the labels, so the shop sells every variant from the first save.
    const shop = (await t.app.inject({ url: `/api/products/${product.id}` })).json();
    expect(shop.lengths).toHaveLength(22);
    // A search finds the option values, one at a time (not across two).
    for (const q of ['613', 'DEEP wave', '26"']) expect(await found(q), q).toEqual([product.id]);
    expect(await found('1b#613')).toEqual([]);
    // The product page's pickers read the options, and each variant's values, compare-at price and photos.
    expect(shop.options).toEqual(product.options);
    expect(shop.variants[0]).toEqual(product.variants[0]);
  });

  it('keeps every id when a value is renamed and the options are reordered, and follows the new names', async () => {
    const edited = asEdited(product);
    const shade = edited.options?.[1];
    if (!shade?.values[1]) throw new Error('no #27');
    shade.values[1].name = 'Honey 27';
    for (const v of edited.variants) v.values = v.values?.map((x) => (x === '#27' ? 'Honey 27' : x));
    // Length first, then Texture, then Shade.
    edited.options = [edited.options?.[2], edited.options?.[0], shade].filter((o) => o !== undefined);
    for (const v of edited.variants) v.values = [v.values?.[2], v.values?.[0], v.values?.[1]] as string[];
    const saved = await admin.request('PUT', `/api/admin/products/${product.id}`, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    const after: AdminProductDetail = saved.json();
    expect(after.options.map((o) => o.id)).toEqual([
      product.options[2]?.id,
      product.options[0]?.id,
      product.options[1]?.id,
    ]);
    expect(after.options[2]?.values.map((v) => v.id)).toEqual(product.options[1]?.values.map((v) => v.id));
    const was = product.variants.find((v) => v.length === 'Body Wave · #27 · 18"');
    const now = after.variants.find((v) => v.id === was?.id);
    expect(now).toMatchObject({
      length: '18" · Body Wave · Honey 27',
      sku: was?.sku,
      values: ['18"', 'Body Wave', 'Honey 27'],
    });
    expect(after.variants.map((v) => v.id).sort()).toEqual(product.variants.map((v) => v.id).sort());
    expect(await found('honey 27')).toEqual([product.id]);
    expect(await found('#27')).toEqual([]);
    product = after;
  });

  it('lets two variants trade SKUs, and leaves out a variant and a value', async () => {
    const edited = asEdited(product);
    const [a, b] = edited.variants;
    if (!a || !b) throw new Error('no variants');
    [a.sku, b.sku] = [b.sku, a.sku];
    // 26" is left out entirely: its value and its variants go.
    const length = edited.options?.[0];
    if (!length) throw new Error('no Length');
    length.values = length.values.filter((v) => v.name !== '26"');
    edited.variants = edited.variants.filter((v) => v.values?.[0] !== '26"');
    const saved = await admin.request('PUT', `/api/admin/products/${product.id}`, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    const after: AdminProductDetail = saved.json();
    expect(after.variants.slice(0, 2).map((v) => v.sku)).toEqual([
      product.variants[1]?.sku,
      product.variants[0]?.sku,
    ]);
    expect(after.options[0]?.values.map((v) => v.name)).toEqual(['14"', '18"', '22"']);
    expect(after.variants).toHaveLength(18);
    expect(await detail(product.id)).toEqual(after);
  });
});
