import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeVariants } from '../modules/catalog/variant-write.ts';
import { orderLinesOf } from '../modules/orders/repository.ts';
import { lengthsWrite } from '../testing/fixtures.ts';
import { insertOlderOrder, insertOlderProducts, olderDatabase } from '../testing/older-migrations.ts';
import { rowsOf } from '../testing/table-fingerprint.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { type Db, migrateDatabase } from './client.ts';
import { productOptionValues, productVariants, users } from './schema.ts';

// Migrations 0024 and 0025 (issue 31, decision 026 slices 1b-ii and 5): every product so far is chosen by its length alone, and gets
// one option, Length, whose values are its lengths. Upgraded here is a shop with two products (one without
// lengths) and a placed order; then the release before, which writes lengths alone, keeps writing during the upgrade.

let database: TestDatabase;
let db: Db;
let userId: string;
let before: { id: string; sku: string; length: string; stock: number }[];

const product = (id: string) => ({ id, name: id, price: 5_000 });

/** The product's options with their values, in order, and each variant's value names by slot. */
async function optionsOf(productId: string) {
  type Option = { name: string; kind: string; property: string | null; values: string[] };
  const options = await rowsOf<Option>(
    db,
    sql`
    SELECT o.name, o.kind, o.property,
           coalesce(array_agg(val.name ORDER BY val.position, val.name) FILTER (WHERE val.id IS NOT NULL), '{}') AS values
    FROM product_options o LEFT JOIN product_option_values val ON val.option_id = o.id
    WHERE o.product_id = ${productId} GROUP BY o.id ORDER BY o.position`,
  );
  const variants = await rowsOf<{ length: string; value: string | null; others: number }>(
    db,
    sql`
    SELECT v.length, val.name AS value,
           (v.value2_id IS NOT NULL)::int + (v.value3_id IS NOT NULL)::int + (v.value4_id IS NOT NULL)::int AS others
    FROM product_variants v LEFT JOIN product_option_values val ON val.id = v.value1_id
    WHERE v.product_id = ${productId} ORDER BY v.position`,
  );
  return { options, variants };
}

/** A line as the release before writes it: product and length, nothing else. */
async function olderLine(size: string) {
  const id = randomUUID();
  await insertOlderOrder(db, { id, userId, status: 'placed', total: 5_000 });
  await db.execute(sql`INSERT INTO order_lines (order_id, position, product_id, name, size, unit_price, qty)
    VALUES (${id}, 0, 'wave', 'wave', ${size}, 5000, 1)`);
  return id;
}

beforeAll(async () => {
  database = await olderDatabase('0023_order_line_variants');
  db = database.db;
  await insertOlderProducts(db, [product('wave'), product('bare')]);
  // The admin's order is not the alphabet's: 22" first.
  await db.execute(sql`INSERT INTO product_variants (product_id, length, position, price, stock)
    VALUES ('wave', '14"', 1, 5000, 5), ('wave', '22"', 0, 6000, 6), ('wave', '16 inch', 2, 5500, 0)`);
  before = await rowsOf<{ id: string; sku: string; length: string; stock: number }>(
    db,
    sql`SELECT id, sku, length, stock FROM product_variants ORDER BY position`,
  );
  userId = randomUUID();
  await db.insert(users).values({ id: userId, email: 'upgrade@example.com', name: 'U' });
  // A review written after buying 22" (migration 0025 learns what was bought from the order).
  await olderLine('22"');
  await db.execute(sql`INSERT INTO reviews (product_id, user_id, rating_halves, text)
    VALUES ('wave', ${userId}, 9, 'Full and soft.')`);
  await migrateDatabase(database);
});
afterAll(() => database.close());

describe('upgrading products to options (migration 0024)', () => {
  it('gives each product with lengths one option, Length, whose values are its lengths in order', async () => {
    expect(await optionsOf('wave')).toEqual({
      options: [{ name: 'Length', kind: 'button', property: 'size', values: ['22"', '14"', '16 inch'] }],
      variants: [
        { length: '22"', value: '22"', others: 0 },
        { length: '14"', value: '14"', others: 0 },
        { length: '16 inch', value: '16 inch', others: 0 },
      ],
    });
    expect(await optionsOf('bare')).toEqual({ options: [], variants: [] });
  });

  it('keeps every variant as it was: its id, SKU, length and stock', async () => {
    const after = await db
      .select({
        id: productVariants.id,
        sku: productVariants.sku,
        length: productVariants.length,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .orderBy(productVariants.position);
    expect(after).toEqual(before);
  });

  it('gives a length an older instance adds its value, making the Length option of a product without one', async () => {
    await db.execute(sql`INSERT INTO product_variants (product_id, length, position, price, stock)
      VALUES ('wave', '30"', 3, 7000, 1), ('bare', '10"', 0, 4000, 2)`);
    expect((await optionsOf('wave')).options[0]?.values).toEqual(['22"', '14"', '16 inch', '30"']);
    expect(await optionsOf('bare')).toEqual({
      options: [{ name: 'Length', kind: 'button', property: 'size', values: ['10"'] }],
      variants: [{ length: '10"', value: '10"', others: 0 }],
    });
  });

  it("keeps the Length values in step with the admin's lengths: their order, and none left without a variant", async () => {
    await db.transaction((tx) =>
      writeVariants(
        tx,
        'wave',
        lengthsWrite(5_000, [
          { length: '16 inch', price: 5500, stock: 3 },
          { length: '14"', price: 5000, stock: 5 },
          { length: '24"', price: 6500, stock: 2 },
        ]),
      ),
    );
    expect(await optionsOf('wave')).toEqual({
      options: [{ name: 'Length', kind: 'button', property: 'size', values: ['16 inch', '14"', '24"'] }],
      variants: [
        { length: '16 inch', value: '16 inch', others: 0 },
        { length: '14"', value: '14"', others: 0 },
        { length: '24"', value: '24"', others: 0 },
      ],
    });
  });

  it('gives a review written before what its writer bought (migration 0025)', async () => {
    expect(await rowsOf(db, sql`SELECT bought FROM reviews`)).toEqual([{ bought: '22"' }]);
  });

  it('snapshots what a line was chosen by from the options, and keeps it when a value is renamed later', async () => {
    const first = await olderLine('14"');
    await db.update(productOptionValues).set({ name: '14 inch' }).where(eq(productOptionValues.name, '14"'));
    const second = await olderLine('14"');
    expect((await orderLinesOf(db, first))[0]?.options).toEqual([{ name: 'Length', value: '14"' }]);
    expect((await orderLinesOf(db, second))[0]?.options).toEqual([{ name: 'Length', value: '14 inch' }]);
  });
});
