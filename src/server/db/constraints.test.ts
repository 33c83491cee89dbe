import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ORDER_STATUSES } from '#shared/order-status.ts';
import { ADDRESS } from '../testing/checkout-fixtures.ts';
import { refusal } from '../testing/refusal.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { orderLines, orderStatusHistory, orders, payments, users } from './schema.ts';

// The database refuses what no code path should ever write (issue 7, item 15), whatever code writes it.
let t: TestApp;
// Customers for the orders below: each order its own, as a customer may have only one unpaid order.
const userIds = Array.from({ length: 20 }, () => randomUUID());
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(users).values(userIds.map((id) => ({ id, email: `c.${id}@example.com`, name: 'C' })));
});
afterAll(() => t.close());

let next = 0;
const order = (change: Partial<typeof orders.$inferInsert> = {}) => ({
  id: randomUUID(),
  userId: userIds[next++ % userIds.length] as string,
  email: 'c@example.com',
  subtotal: 1_000,
  shipping: 499,
  total: 1_499,
  shippingAddress: ADDRESS,
  billingAddress: ADDRESS,
  ...change,
});

describe('CHECK constraints', () => {
  it('accept every known status, including expired', async () => {
    const ids: string[] = [];
    for (const status of ALL_ORDER_STATUSES) {
      const row = order({ status });
      await t.db.insert(orders).values(row);
      await t.db.insert(orderStatusHistory).values({ orderId: row.id, status });
      ids.push(row.id);
    }
    const stored = await t.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids));
    const history = await t.db
      .select({ orderId: orderStatusHistory.orderId, status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids));
    const expected = ALL_ORDER_STATUSES.map((status, i) => ({ id: ids[i] ?? '', status }));
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    expect([...stored].sort(byId)).toEqual([...expected].sort(byId));
    expect(history.map((h) => ({ id: h.orderId, status: h.status })).sort(byId)).toEqual(
      [...expected].sort(byId),
    );
  });

  it('refuse an unknown status on an order and in its history', async () => {
    expect(await refusal(t.db.insert(orders).values(order({ status: 'paid' })))).toMatch(
      /orders_status_known/,
    );
    const row = order();
    await t.db.insert(orders).values(row);
    expect(
      await refusal(t.db.insert(orderStatusHistory).values({ orderId: row.id, status: 'Shipped' })),
    ).toMatch(/order_status_history_status_known/);
  });

  it('allow one unpaid order per customer, and any number of others (issue 21)', async () => {
    const first = order();
    await t.db.insert(orders).values(first);
    const again = { ...order({ status: 'payment_failed' }), userId: first.userId };
    expect(await refusal(t.db.insert(orders).values(again))).toMatch(/orders_one_unpaid_per_user/);
    const ended = { ...order({ status: 'expired' }), userId: first.userId };
    const placed = { ...order({ status: 'placed', placedAt: new Date() }), userId: first.userId };
    expect(await refusal(t.db.insert(orders).values([ended, placed]))).toBe('accepted');
  });

  it('refuse negative amounts and empty lines', async () => {
    for (const change of [{ subtotal: -1 }, { shipping: -1 }, { total: -1 }]) {
      expect(await refusal(t.db.insert(orders).values(order(change)))).toMatch(/orders_amounts_non_negative/);
    }
    const row = order();
    await t.db.insert(orders).values(row);
    const line = {
      orderId: row.id,
      position: 0,
      productId: 'p',
      name: 'P',
      size: '12"',
      unitPrice: 100,
      qty: 1,
    };
    // A negative price also leaves no room for a discount (0 ≤ discount ≤ price × qty): either rule refuses it.
    expect(await refusal(t.db.insert(orderLines).values({ ...line, unitPrice: -100 }))).toMatch(
      /order_lines_(unit_price_non_negative|discount_within_line)/,
    );
    for (const discount of [-1, 101]) {
      expect(await refusal(t.db.insert(orderLines).values({ ...line, discount }))).toMatch(
        /order_lines_discount_within_line/,
      );
    }
    for (const change of [{ offerDiscount: -1 }, { codeDiscount: -1 }, { codeShipping: -1 }]) {
      expect(await refusal(t.db.insert(orders).values(order(change)))).toMatch(
        /orders_discounts_non_negative/,
      );
    }
    expect(await refusal(t.db.insert(orderLines).values({ ...line, qty: 0 }))).toMatch(
      /order_lines_qty_positive/,
    );
    expect(
      await refusal(
        t.db.insert(payments).values({ orderId: row.id, provider: 'test', intentId: 'pi_x', amount: -5 }),
      ),
    ).toMatch(/payments_amount_non_negative/);
  });
});
