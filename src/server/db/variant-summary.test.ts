import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, variantOf } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { products, productVariants } from './schema.ts';

// The listings' summary of a product's variants (migrations 0029, 0031): kept by the database whatever writes the
// variants, and rewritten only when it changes, so a sale that leaves units on sale does not rewrite the product's
// row inside the checkout's lock on it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function product() {
  const [row] = await insertProducts(t.db, [
    {
      price: 5_000,
      variants: [
        { length: '14"', stock: 5 },
        { length: '18"', stock: 1, price: 6_000 },
        { length: '22"', stock: 3, price: 7_000 },
      ],
    },
  ]);
  if (!row) throw new Error('no product');
  const variant = async (length: string) => {
    const found = await variantOf(t.db, row.id, length);
    if (!found) throw new Error(`no variant ${length}`);
    return found;
  };
  return {
    id: row.id,
    variant,
    /** The product row's summary, and its version: xmin changes whenever the row is written again. */
    async state() {
      const [r] = await t.db
        .select({ summary: products.variantSummary, version: sql<string>`${products}.xmin::text` })
        .from(products)
        .where(eq(products.id, row.id));
      return r;
    },
    async sell(length: string, qty: number) {
      const { id } = await variant(length);
      await t.db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${qty}` })
        .where(eq(productVariants.id, id));
    },
  };
}

describe("a product's variant summary", () => {
  it('is left alone by a sale that leaves the variant in stock', async () => {
    const p = await product();
    const before = await p.state();
    expect(before?.summary).toEqual({ count: 3, inStock: 3, minPrice: 5_000, maxPrice: 7_000 });
    await p.sell('14"', 2);
    await p.sell('22"', 1);
    expect(await p.state()).toEqual(before);
    expect(await p.variant('14"')).toMatchObject({ stock: 3 });
  });

  it('counts a variant that sells out, and again when it comes back', async () => {
    const p = await product();
    await p.sell('18"', 1);
    expect((await p.state())?.summary).toEqual({ count: 3, inStock: 2, minPrice: 5_000, maxPrice: 7_000 });
    await p.sell('18"', -4);
    expect((await p.state())?.summary).toEqual({ count: 3, inStock: 3, minPrice: 5_000, maxPrice: 7_000 });
  });

  it('follows a price change, an added variant and a removed one', async () => {
    const p = await product();
    const { id } = await p.variant('22"');
    await t.db.update(productVariants).set({ price: 9_000 }).where(eq(productVariants.id, id));
    expect((await p.state())?.summary).toEqual({ count: 3, inStock: 3, minPrice: 5_000, maxPrice: 9_000 });
    await t.db
      .insert(productVariants)
      .values({ productId: p.id, sku: `${p.id}-26in`, length: '26"', price: 4_000, stock: 0, position: 3 });
    expect((await p.state())?.summary).toEqual({ count: 4, inStock: 3, minPrice: 4_000, maxPrice: 9_000 });
    await t.db.delete(productVariants).where(eq(productVariants.id, id));
    expect((await p.state())?.summary).toEqual({ count: 3, inStock: 2, minPrice: 4_000, maxPrice: 6_000 });
  });

  it('follows many variants changed in one statement, of several products', async () => {
    const [a, b] = [await product(), await product()];
    await t.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(sql`${productVariants.productId} IN (${a.id}, ${b.id}) AND ${productVariants.length} <> '18"'`);
    for (const p of [a, b]) {
      expect((await p.state())?.summary).toEqual({ count: 3, inStock: 1, minPrice: 5_000, maxPrice: 7_000 });
    }
  });
});
