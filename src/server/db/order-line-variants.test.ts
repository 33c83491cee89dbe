import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOrder } from '../modules/orders/expiry.ts';
import { orderLinesOf } from '../modules/orders/repository.ts';
import { variantOf as variantOfProduct } from '../testing/fixtures.ts';
import { insertOlderOrder, insertOlderProducts, olderDatabase } from '../testing/older-migrations.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { type Db, migrateDatabase } from './client.ts';
import { productVariants, users } from './schema.ts';

// Migration 0023 (issue 31, decision 026 slice 1b): order lines name the variant they bought. Upgraded here is a
// shop with a placed order (one of its lengths deleted since), and a checkout holding units; then an instance of
// the release before, which knows only lengths, keeps writing lines during the upgrade.

let database: TestDatabase;
let db: Db;
let placed: string;
let holding: string;
let userId: string;

const variantOf = (length: string) => variantOfProduct(db, 'wave', length);

/** An order as the release before wrote it: its lines in 0022's columns (product and length, nothing else). */
async function olderOrder(status: string, lines: { size: string; qty: number }[], stockHeld = false) {
  const id = randomUUID();
  await insertOlderOrder(db, { id, userId, status, total: 10_000, stockHeld });
  for (const [position, l] of lines.entries()) {
    await db.execute(sql`INSERT INTO order_lines (order_id, position, product_id, name, size, unit_price, qty)
      VALUES (${id}, ${position}, 'wave', 'Body Wave', ${l.size}, 5000, ${l.qty})`);
  }
  return id;
}

beforeAll(async () => {
  database = await olderDatabase('0022_variant_ids');
  db = database.db;
  await insertOlderProducts(db, [{ id: 'wave', name: 'Body Wave', price: 5_000 }]);
  // 22" has 2 of its 8 units held by the checkout below. 40" was sold, then deleted by the owner.
  await db.execute(sql`INSERT INTO product_variants (product_id, length, position, price, stock)
    VALUES ('wave', '14"', 0, 5000, 5), ('wave', '22"', 1, 5000, 6)`);
  userId = randomUUID();
  await db.insert(users).values({ id: userId, email: 'upgrade@example.com', name: 'U' });
  placed = await olderOrder('placed', [
    { size: '14"', qty: 1 },
    { size: '40"', qty: 1 },
  ]);
  holding = await olderOrder('awaiting_payment', [{ size: '22"', qty: 2 }], true);
  await migrateDatabase(database);
});
afterAll(() => database.close());

describe('upgrading order lines to variants (migration 0023)', () => {
  it('gives every line bought the variant of its length, its SKU and its choice', async () => {
    const v14 = await variantOf('14"');
    const lines = await orderLinesOf(db, placed);
    expect(lines.map((l) => [l.variantId, l.sku, l.options])).toEqual([
      [v14?.id, 'wave-14in', [{ name: 'Length', value: '14"' }]],
      // Its length was gone before the upgrade: nothing to name, nothing to give units back to, but what was
      // chosen still reads.
      [null, null, [{ name: 'Length', value: '40"' }]],
    ]);
  });

  it("gives a holding checkout's units back to its variant, even after the owner renamed it", async () => {
    const before = await variantOf('22"');
    await db
      .update(productVariants)
      .set({ length: '22 inch' })
      .where(eq(productVariants.id, before?.id ?? ''));
    expect(await db.transaction((tx) => expireOrder(tx, holding))).toBe(true);
    expect(await variantOf('22 inch')).toEqual({ ...before, stock: 8 });
  });

  it('fills in the variant of a line an older instance writes by length alone', async () => {
    const v14 = await variantOf('14"');
    const id = await olderOrder('placed', [
      { size: '14"', qty: 1 },
      { size: '99"', qty: 1 },
    ]);
    expect((await orderLinesOf(db, id)).map((l) => [l.variantId, l.sku, l.options])).toEqual([
      [v14?.id, 'wave-14in', [{ name: 'Length', value: '14"' }]],
      [null, null, [{ name: 'Length', value: '99"' }]],
    ]);
  });
});
