import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { type AdminProductDetail, MAX_VARIANTS, type ProductInput } from '#shared/contract/admin-products.ts';
import type { Listing, Lookup, ProductDetail } from '#shared/contract/catalog.ts';

// Issue 31, slice 6: a product of 2,048 variants (8 textures × 16 shades × 16 lengths). Listings carry a summary of
// its variants, not the variants (migration 0029), so its card is as small as any other's; its page, the cart's
// lookup and the admin read every one from the table; a sale keeps the summary exact in the same transaction.

let t: TestApp;
let big: AdminProductDetail;
type BigVariant = AdminProductDetail['variants'][number];
const names = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i + 1}` }));
const [textures, shades, lengths] = [names(8, 'Texture'), names(16, 'Shade'), names(16, 'Length')];

const body: ProductInput = {
  name: 'Every Choice Bundle',
  price: 5_000,
  category: 'Human hair',
  brand: 'Big Brand',
  description: 'Sold in every texture, shade and length.',
  options: [
    { name: 'Texture', values: textures },
    { name: 'Shade', kind: 'swatch', values: shades },
    { name: 'Length', values: lengths },
  ],
  // Priced by length; the first texture sold out.
  variants: textures.flatMap((texture, a) =>
    shades.flatMap((shade) =>
      lengths.map((length, c) => ({
        values: [texture.name, shade.name, length.name],
        price: 5_000 + c * 500,
        stock: a === 0 ? 0 : 3,
      })),
    ),
  ),
  imageURL: [],
};

const listing = async (query: string): Promise<Listing> =>
  (await t.app.inject({ url: `/api/products?brand=Big%20Brand${query}` })).json();

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInAdmin(t);
  const created = await admin.post('/api/admin/products', body);
  if (created.statusCode !== 201) throw new Error(created.body);
  big = created.json();
});
afterAll(() => t.close());

describe(`a product of ${MAX_VARIANTS} variants`, () => {
  it('is saved whole, and its page and the admin read every variant', async () => {
    expect(MAX_VARIANTS).toBe(2_048);
    expect(big.variants).toHaveLength(2_048);
    const page: ProductDetail = (await t.app.inject({ url: `/api/products/${big.id}` })).json();
    expect(page.variants).toHaveLength(2_048);
    expect(page.variants[17]).toMatchObject({
      values: ['Texture 1', 'Shade 2', 'Length 2'],
      price: 5_500,
      stock: 0,
    });
    expect(page.lengths[2_047]).toBe('Texture 8 · Shade 16 · Length 16');
    const lookup: Lookup = (await t.app.inject({ url: `/api/products/lookup?ids=${big.id}` })).json();
    expect(lookup.items[0]?.variants.map((v) => v.sku)).toEqual(page.variants.map((v) => v.sku));
  });

  it("answers the cart's lookup with the variants its lines hold, not all 2,048", async () => {
    const [a, b] = [big.variants[17], big.variants[2_047]] as [BigVariant, BigVariant];
    const res = await t.app.inject({
      url: `/api/products/lookup?ids=${big.id}&variants=${b.id},${a.id},not-a-variant`,
    });
    expect(res.statusCode).toBe(200);
    const [item] = (res.json() as Lookup).items;
    // In the owner's order, with their labels, as the whole lookup has them.
    expect(item?.variants).toEqual(
      [a, b].map((v) => expect.objectContaining({ id: v.id, sku: v.sku, stock: v.stock })),
    );
    expect(item?.lengths).toEqual([a.length, b.length]);
    const tooMany = Array.from({ length: 101 }, (_, i) => `v${i}`).join(',');
    const refused = await t.app.inject({ url: `/api/products/lookup?ids=${big.id}&variants=${tooMany}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/variants: at most 100/);
  });

  it('is listed with a summary of its variants, its card a few hundred bytes', async () => {
    const answer = await listing('');
    expect(answer.items).toHaveLength(1);
    const [card] = answer.items;
    expect(card?.variantSummary).toEqual({ count: 2_048, inStock: 1_792, minPrice: 5_000, maxPrice: 12_500 });
    expect(card && 'variants' in card).toBe(false);
    expect(JSON.stringify(card).length).toBeLessThan(1_000);
  });

  it('shows the variant the filters chose, with its label, price, stock and SKU', async () => {
    const answer = await listing('&opt=Shade:Shade%205&opt=Length:Length%207&inStock=1');
    const wanted = big.variants.find((v) => v.length === 'Texture 2 · Shade 5 · Length 7');
    expect(answer.items[0]?.chosen).toEqual({
      sku: wanted?.sku,
      label: 'Texture 2 · Shade 5 · Length 7',
      price: 8_000,
      stock: 3,
      imageUrls: [],
    });
  });

  it('keeps the summary exact as units sell and come back, in the same transaction', async () => {
    const sold = big.variants.filter((v) => v.stock > 0).slice(0, 2);
    const stored = async () => {
      const result = (await t.db.execute(
        sql`SELECT variant_summary AS s FROM products WHERE id = ${big.id}`,
      )) as { rows: { s: { inStock: number } | string }[] };
      const s = result.rows[0]?.s;
      return (typeof s === 'string' ? JSON.parse(s) : s)?.inStock;
    };
    // The listing follows once the catalogue's notice drops its cached answer: at once on PGlite, within moments
    // on PostgreSQL (LISTEN), hence the polls; the row itself is exact as soon as the update returns.
    const listed = async () => (await listing('')).items[0]?.variantSummary.inStock;
    await t.db.execute(
      sql`UPDATE product_variants SET stock = 0 WHERE id IN (${sold[0]?.id}, ${sold[1]?.id})`,
    );
    expect(await stored()).toBe(1_790);
    await expect.poll(listed).toBe(1_790);
    await t.db.execute(sql`UPDATE product_variants SET stock = 1 WHERE id = ${sold[0]?.id}`);
    expect(await stored()).toBe(1_791);
    await expect.poll(listed).toBe(1_791);
  });
});
