import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeVariants } from '../modules/catalog/variant-write.ts';
import { expireOrder } from '../modules/orders/expiry.ts';
import { lengthsWrite } from '../testing/fixtures.ts';
import { insertOlderOrder, insertOlderProducts, olderDatabase } from '../testing/older-migrations.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { type Db, migrateDatabase } from './client.ts';
import { products, productVariants, users } from './schema.ts';

// Migration 0022 (issue 31, decision 026): every variant gets an id and a SKU, on a shop that already has
// products, lengths and an unpaid checkout holding units, and the database keeps SKUs unique and well-formed.

const LONG_ID = `p${'x'.repeat(79)}`;
/** The lengths before the upgrade: `22"` and `22in` make the same SKU; one id has a slash, one is 80 long. */
const BEFORE = [
  { productId: 'silk/1', length: '14"', position: 0, stock: 5 },
  { productId: 'silk/1', length: '22"', position: 1, stock: 6 },
  { productId: 'silk/1', length: '22in', position: 2, stock: 7 },
  { productId: LONG_ID, length: '18″', position: 0, stock: 8 },
  { productId: 'demo-bundle', length: '12"', position: 0, stock: 3 },
];

let database: TestDatabase;
let db: Db;
let holdingOrder: string;
const variants = () =>
  db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      length: productVariants.length,
      sku: productVariants.sku,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .orderBy(productVariants.productId, productVariants.position);
const variantOf = async (productId: string, length: string) =>
  (await variants()).find((v) => v.productId === productId && v.length === length);

beforeAll(async () => {
  database = await olderDatabase('0021_product_base_price');
  db = database.db;
  // The shop as 0021 left it: products, their lengths (no id, no SKU), and a checkout holding 2 of the 12".
  await insertOlderProducts(
    db,
    ['silk/1', LONG_ID, 'demo-bundle'].map((id) => ({
      id,
      name: `Product ${id.slice(0, 10)}`,
      price: 4_500,
    })),
  );
  for (const v of BEFORE) {
    await db.execute(sql`INSERT INTO product_variants (product_id, length, position, price, stock)
      VALUES (${v.productId}, ${v.length}, ${v.position}, 4500, ${v.stock})`);
  }
  const userId = randomUUID();
  await db.insert(users).values({ id: userId, email: 'upgrade@example.com', name: 'U' });
  holdingOrder = randomUUID();
  await insertOlderOrder(db, {
    id: holdingOrder,
    userId,
    status: 'awaiting_payment',
    total: 9_000,
    stockHeld: true,
  });
  // In 0021's columns: the schema's order lines have more now.
  await db.execute(sql`INSERT INTO order_lines (order_id, position, product_id, name, size, unit_price, qty)
    VALUES (${holdingOrder}, 0, 'demo-bundle', 'Demo bundle', '12"', 4500, 2)`);

  await migrateDatabase(database);
});
afterAll(() => database.close());

describe('upgrading to variant ids and SKUs (migration 0022)', () => {
  it('gives every length an id of its own and a SKU made from the product and the length', async () => {
    const after = await variants();
    expect(after.map((v) => [v.productId, v.length, v.stock])).toEqual(
      [...BEFORE]
        .sort((a, b) => a.productId.localeCompare(b.productId) || a.position - b.position)
        .map((v) => [v.productId, v.length, v.stock]),
    );
    expect(new Set(after.map((v) => v.id)).size).toBe(after.length);
    const sku = (productId: string, length: string) =>
      after.find((v) => v.productId === productId && v.length === length)?.sku;
    expect(sku('silk/1', '14"')).toBe('silk-1-14in');
    expect(sku('demo-bundle', '12"')).toBe('demo-bundle-12in');
    // 22" came first, so it keeps the plain SKU; 22in, which would read the same, has a suffix.
    expect(sku('silk/1', '22"')).toBe('silk-1-22in');
    expect(sku('silk/1', '22in')).toMatch(/^silk-1-22in-[0-9a-f]{8}$/);
    // At most 55 characters before a suffix, so every SKU fits the 64 the format allows.
    expect(sku(LONG_ID, '18″')).toBe(`p${'x'.repeat(54)}`);
    for (const v of after) expect(v.sku).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/);
  });

  it('gives the units of a checkout that was holding them back to the same length when it expires', async () => {
    const before = await variantOf('demo-bundle', '12"');
    expect(await db.transaction((tx) => expireOrder(tx, holdingOrder))).toBe(true);
    const after = await variantOf('demo-bundle', '12"');
    expect(after).toEqual({ ...before, stock: 5 });
  });

  it("keeps a kept length's id and SKU when the owner saves the lengths, and gives a new length its own", async () => {
    const kept = await variantOf('silk/1', '14"');
    await db.transaction((tx) =>
      writeVariants(
        tx,
        'silk/1',
        lengthsWrite(5_000, [
          { length: '14"', price: 4_800, stock: 9 },
          { length: '16"', price: 5_000, stock: 2 },
        ]),
      ),
    );
    const after = (await variants()).filter((v) => v.productId === 'silk/1');
    expect(after.map((v) => v.length)).toEqual(['14"', '16"']);
    expect(after[0]).toEqual({ ...kept, stock: 9 });
    expect(after[1]?.sku).toBe('silk-1-16in');
  });
});

describe('SKUs in the database', () => {
  /** The database's own error for a refused insert (drizzle wraps it), or 'accepted'. */
  async function refusal(sku: string, productId = 'demo-bundle', length = `${randomUUID().slice(0, 6)}"`) {
    try {
      await db.insert(productVariants).values({ productId, length, sku, position: 9, price: 100, stock: 1 });
      return 'accepted';
    } catch (err) {
      const e = err as { message: string; cause?: { message?: string } };
      return `${e.message} ${e.cause?.message ?? ''}`;
    }
  }

  it('refuses a SKU another variant has, in any case', async () => {
    expect(await refusal('SILK-1-14IN')).toContain('product_variants_sku_unique');
  });

  it('refuses a SKU with spaces or symbols, an empty one, or one over 64 characters', async () => {
    for (const sku of ['has space', '-leading-dash', '', 'é-accent', 'x'.repeat(65)]) {
      expect(await refusal(sku), sku).toContain('product_variants_sku_format');
    }
    expect(await refusal(`A.b_c-${'9'.repeat(58)}`)).toBe('accepted');
  });

  it('makes a SKU for a variant written without one, suffixed when another variant has it already', async () => {
    await db.insert(products).values({
      id: 'silk',
      name: 'Silk',
      price: 100,
      category: 'Human hair',
      brand: 'Tressa',
      description: 'Hair.',
    });
    // "silk" + "1-14in" reads as silk/1's 14" SKU; 22" and 22in, saved together, read as each other's.
    await db.transaction((tx) =>
      writeVariants(
        tx,
        'silk',
        lengthsWrite(5_000, [
          { length: '1-14in', price: 100, stock: 1 },
          { length: '10 inch (25 cm)', price: 100, stock: 1 },
          { length: '22"', price: 100, stock: 1 },
          { length: '22in', price: 100, stock: 1 },
        ]),
      ),
    );
    const mine = (await variants()).filter((v) => v.productId === 'silk');
    expect(mine.map((v) => v.sku)).toEqual([
      expect.stringMatching(/^silk-1-14in-[0-9a-f]{8}$/),
      'silk-10-inch-25-cm',
      'silk-22in',
      expect.stringMatching(/^silk-22in-[0-9a-f]{8}$/),
    ]);
  });
});
