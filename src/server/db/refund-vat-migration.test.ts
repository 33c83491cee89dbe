import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOlderOrder, insertOlderProducts, olderDatabase } from '../testing/older-migrations.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import { type Db, migrateDatabase } from './client.ts';
import { orderRefundLines, orderRefunds, users } from './schema.ts';

// Migration 0037 (decision 033): refunds written before their VAT was kept get it worked out at the order's rate,
// as vatIn does; refunds of orders charged no VAT keep none.

let database: TestDatabase;
let db: Db;

/** A paid order of one £40.00 line and £4.99 delivery, at `rate` (null: no VAT), refunded as `refund` says. */
async function refundedOrder(
  userId: string,
  rate: number | null,
  refund: { line: number; shipping: number; goodwill: number },
) {
  const orderId = await insertOlderOrder(db, { id: randomUUID(), userId, status: 'placed', total: 4_499 });
  await db.execute(sql`UPDATE orders SET shipping = 499, vat_rate = ${rate}, shipping_vat = ${rate ? 83 : 0},
    vat = ${rate ? 750 : 0} WHERE id = ${orderId}`);
  const lineId = randomUUID();
  await db.execute(sql`INSERT INTO order_lines (id, order_id, position, product_id, name, size, unit_price, qty, vat)
    VALUES (${lineId}, ${orderId}, 0, 'wave', 'Body Wave', '14"', 2000, 2, ${rate ? 667 : 0})`);
  const refundId = randomUUID();
  const amount = refund.line + refund.shipping + refund.goodwill;
  await db.execute(sql`INSERT INTO order_refunds (id, order_id, idempotency_key, amount, shipping, goodwill, reason,
      requested_by) VALUES (${refundId}, ${orderId}, ${`admin-${refundId}`}, ${amount}, ${refund.shipping},
      ${refund.goodwill}, 'Damaged', 'admin')`);
  if (refund.line > 0) {
    await db.execute(sql`INSERT INTO order_refund_lines (refund_id, order_line_id, qty, amount, restock)
      VALUES (${refundId}, ${lineId}, 1, ${refund.line}, true)`);
  }
  return refundId;
}

let charged: string;
let goodwillOnly: string;
let untaxed: string;
beforeAll(async () => {
  database = await olderDatabase('0036_documents');
  db = database.db;
  await insertOlderProducts(db, [{ id: 'wave', name: 'Body Wave', price: 2_000 }]);
  const userId = randomUUID();
  await db.insert(users).values({ id: userId, email: 'upgrade@example.com', name: 'U' });
  charged = await refundedOrder(userId, 2_000, { line: 2_000, shipping: 499, goodwill: 501 });
  goodwillOnly = await refundedOrder(userId, 550, { line: 0, shipping: 0, goodwill: 1_000 });
  untaxed = await refundedOrder(userId, null, { line: 2_000, shipping: 499, goodwill: 0 });
  await migrateDatabase(database);
});
afterAll(() => database?.close());

const vatOf = async (refundId: string) => {
  const [r] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  const lines = await db.select().from(orderRefundLines).where(eq(orderRefundLines.refundId, refundId));
  return { vat: r?.vat, shippingVat: r?.shippingVat, lines: lines.map((l) => l.vat) };
};

describe('migration 0037', () => {
  it("gives an older refund the VAT inside each part at its order's rate", async () => {
    // £20.00 holds £3.33, the delivery its order's £0.83, a £5.01 goodwill £0.84 (£0.835, half up).
    expect(await vatOf(charged)).toEqual({ vat: 333 + 83 + 84, shippingVat: 83, lines: [333] });
    // £10.00 at 5.5% holds £0.52 (£0.521…).
    expect(await vatOf(goodwillOnly)).toEqual({ vat: 52, shippingVat: 0, lines: [] });
  });

  it('leaves a refund of an order charged no VAT at none', async () => {
    expect(await vatOf(untaxed)).toEqual({ vat: 0, shippingVat: 0, lines: [0] });
  });
});
