import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, payments } from '#server/db/schema.ts';
import {
  mailsTo,
  orderRow,
  providerRefunds,
  REFUND_ENV,
  refundRows,
  refundShop,
} from '#server/testing/refund-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// The admin's refunds of a placed order (issue 16, decision 019), through the API on a real database.

let t: TestApp;
let shop: Awaited<ReturnType<typeof refundShop>>;
beforeAll(async () => {
  t = await createTestApp({ env: REFUND_ENV });
  shop = await refundShop(t);
});
afterAll(() => t?.close());

const intentOf = async (orderId: string) =>
  (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]?.intentId ?? '';

describe('the admin refunds part of an order', () => {
  it('refunds one unit, puts it back on sale, and tells the customer, the order page and My Orders', async () => {
    const { orderId, customer } = await shop.paidOrder();
    const before = await shop.stock('14"');
    const res = await shop.refund(orderId, {
      lines: [{ position: 0, qty: 1, restock: true }],
      reason: 'One bundle arrived damaged',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order.refunds).toEqual([
      expect.objectContaining({
        amount: 2_000,
        shipping: 0,
        goodwill: 0,
        reason: 'One bundle arrived damaged',
        status: 'succeeded',
        failureReason: null,
        lines: [{ position: 0, name: expect.any(String), size: '14"', qty: 1, amount: 2_000, restock: true }],
      }),
    ]);
    expect(order).toMatchObject({ refunded: 2_000, refundPending: 0, status: 'placed' });
    expect(order.lines.map((l: { refundedQty: number }) => l.refundedQty)).toEqual([1, 0]);
    expect(await shop.stock('14"')).toBe((before ?? 0) + 1);
    expect((await orderRow(t, orderId))?.refunded).toBe(2_000);
    // The money went back through the provider, once, under our key.
    const [money] = await providerRefunds(t, await intentOf(orderId));
    expect(money).toMatchObject({ amount: 2_000, status: 'succeeded' });
    const [mail] = await mailsTo(t, customer.email, 'order-refund');
    expect(mail?.subject).toMatch(/^A refund of £20\.00 for your .+ order [0-9A-F]{8}$/);
    expect(mail?.text).toContain('Reason: One bundle arrived damaged');
    expect(mail?.text).toContain('1 × ');
    expect((await customer.order(orderId)).json()).toMatchObject({
      refunded: 2_000,
      refunds: [{ amount: 2_000 }],
    });
    const mine = (await customer.get('/api/orders')).json().items;
    expect(mine).toEqual([expect.objectContaining({ id: orderId, status: 'placed', refunded: 2_000 })]);
  });

  it('leaves opened hair off sale when not restocked, and refunds shipping and goodwill', async () => {
    const { orderId } = await shop.paidOrder();
    const before = await shop.stock('22"');
    const res = await shop.refund(orderId, {
      lines: [{ position: 1, qty: 1, restock: false }],
      shipping: true,
      goodwill: 150,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refunds[0]).toMatchObject({ amount: 3_000 + 499 + 150, shipping: 499, goodwill: 150 });
    expect(await shop.stock('22"')).toBe(before);
    expect(await orderRow(t, orderId)).toMatchObject({ refunded: 3_649, shippingRefunded: true });
  });

  it('allows several refunds up to what was paid, and refuses one more penny with nothing changed', async () => {
    const { orderId } = await shop.paidOrder();
    expect((await shop.refund(orderId, { lines: [{ position: 0, qty: 2, restock: true }] })).statusCode).toBe(
      200,
    );
    expect((await shop.refund(orderId, { goodwill: 3_000 })).statusCode).toBe(200);
    expect((await shop.refund(orderId, { shipping: true })).statusCode).toBe(200);
    // 7,499 paid; 4,000 + 3,000 + 499 refunded: nothing remains.
    const more = await shop.refund(orderId, { goodwill: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe(
      'Only £0.00 of this order remains to be refunded; this refund is £0.01.',
    );
    const refunds = await refundRows(t, orderId);
    expect(refunds).toHaveLength(3);
    expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(7_499);
    const money = await providerRefunds(t, await intentOf(orderId));
    expect(money.reduce((sum, r) => sum + r.amount, 0)).toBe(7_499);
  });

  it.each([
    [{ lines: [{ position: 0, qty: 3, restock: true }] }, 409, 'Only 2 of '],
    [{ lines: [{ position: 5, qty: 1, restock: true }] }, 400, 'This order has no line 6.'],
    [{}, 400, 'Choose items, the shipping fee or a goodwill amount to refund.'],
    [{ goodwill: 7_500 }, 409, 'Only £74.99 of this order remains to be refunded; this refund is £75.00.'],
    [{ goodwill: -1 }, 400, 'goodwill cannot be negative'],
    [{ goodwill: 1.5 }, 400, 'goodwill must be whole pence'],
    [{ goodwill: 100, reason: '   ' }, 400, 'Please give a reason'],
    [{ goodwill: 100, requestKey: 'short' }, 400, 'requestKey must be'],
    [
      {
        lines: [
          { position: 0, qty: 1, restock: true },
          { position: 0, qty: 1, restock: false },
        ],
      },
      400,
      'Each line once',
    ],
  ])('refuses %j with %i, and changes nothing', async (body, status, message) => {
    const { orderId } = await shop.paidOrder();
    const stock = await shop.stock('14"');
    const res = await shop.refund(orderId, body as never);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.message).toContain(message);
    expect(await refundRows(t, orderId)).toEqual([]);
    expect(await orderRow(t, orderId)).toMatchObject({ refunded: 0, shippingRefunded: false });
    expect(await shop.stock('14"')).toBe(stock);
  });

  it('refuses the shipping fee twice, and a unit refunded already', async () => {
    const { orderId } = await shop.paidOrder();
    expect((await shop.refund(orderId, { shipping: true })).statusCode).toBe(200);
    const again = await shop.refund(orderId, { shipping: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The shipping fee has already been refunded.');
    expect((await shop.refund(orderId, { lines: [{ position: 1, qty: 1, restock: true }] })).statusCode).toBe(
      200,
    );
    const line = await shop.refund(orderId, { lines: [{ position: 1, qty: 1, restock: true }] });
    expect(line.statusCode).toBe(409);
    expect(line.json().error.message).toMatch(/ \(22"\) has already been refunded\.$/);
  });

  it('answers a repeated request (same key) with its one refund', async () => {
    const { orderId } = await shop.paidOrder();
    const requestKey = randomUUID();
    const body = { requestKey, lines: [{ position: 0, qty: 1, restock: true }] };
    const first = await shop.refund(orderId, body);
    const second = await shop.refund(orderId, body);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().refunds).toEqual(first.json().refunds);
    expect(await refundRows(t, orderId)).toHaveLength(1);
    expect(await providerRefunds(t, await intentOf(orderId))).toHaveLength(1);
    // The same key for another order is a mistake, not a refund.
    const other = await shop.paidOrder();
    expect((await shop.refund(other.orderId, body)).statusCode).toBe(409);
  });

  it('refuses an unpaid order, an unknown one, and a shopper', async () => {
    const { orderId, customer } = await shop.paidOrder();
    const unpaid = await customer.createIntent([{ productId: shop.product.id, size: '14"', qty: 1 }]);
    const res = await shop.refund(unpaid.json().orderId, { goodwill: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This order has not been paid, so there is nothing to refund.');
    expect((await shop.refund('no-such-order', { goodwill: 100 })).statusCode).toBe(404);
    const asShopper = await customer.post(`/api/admin/orders/${orderId}/refunds`, {
      requestKey: randomUUID(),
      lines: [],
      goodwill: 100,
      reason: 'Mine',
    });
    expect(asShopper.statusCode).toBe(403);
    expect(await refundRows(t, orderId)).toEqual([]);
  });
});

describe('the database keeps refunds within what was paid', () => {
  it('refuses an order refunded beyond its total, and a line beyond its units', async () => {
    const { orderId } = await shop.paidOrder();
    await expect(
      t.db
        .update(orders)
        .set({ refunded: sql`${orders.total} + 1` })
        .where(eq(orders.id, orderId)),
    ).rejects.toThrow();
    await expect(
      t.db
        .update(orderLines)
        .set({ refundedQty: sql`${orderLines.qty} + 1` })
        .where(eq(orderLines.orderId, orderId)),
    ).rejects.toThrow();
    expect((await orderRow(t, orderId))?.refunded).toBe(0);
  });
});
