import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '#server/db/schema.ts';
import { mailsTo, orderRow, REFUND_ENV, refundRows, refundShop } from '#server/testing/refund-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { CUSTOMER_CANCEL_REASON } from './cancel.ts';

// Cancelling a paid order (issue 16, decision 019): by the shopper within the window, by the admin until it ships.

let t: TestApp;
let shop: Awaited<ReturnType<typeof refundShop>>;
beforeAll(async () => {
  t = await createTestApp({ env: { ...REFUND_ENV, CANCEL_WINDOW_MINUTES: '60' } });
  shop = await refundShop(t);
});
afterAll(() => t?.close());

const placedMinutesAgo = (orderId: string, minutes: number) =>
  t.db
    .update(orders)
    .set({ placedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(orders.id, orderId));

const historyOf = (orderId: string) =>
  t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));

describe('the shopper cancels their own order', () => {
  it('within the window: cancelled, all of it refunded, the units back on sale, an e-mail sent', async () => {
    const { orderId, customer } = await shop.paidOrder();
    const [s14, s22] = [await shop.stock('14"'), await shop.stock('22"')];
    const seen = (await customer.order(orderId)).json();
    expect(Date.parse(seen.cancelUntil) - Date.now()).toBeGreaterThan(59 * 60_000);

    const res = await customer.post(`/api/orders/${orderId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      refunded: 7_499,
      refundPending: 0,
      cancelUntil: null,
    });
    expect(res.json().refunds).toEqual([
      expect.objectContaining({
        amount: 7_499,
        shipping: 499,
        reason: CUSTOMER_CANCEL_REASON,
        status: 'succeeded',
      }),
    ]);
    expect([await shop.stock('14"'), await shop.stock('22"')]).toEqual([(s14 ?? 0) + 2, (s22 ?? 0) + 1]);
    expect(await orderRow(t, orderId)).toMatchObject({ refunded: 7_499, stockHeld: false });
    expect((await historyOf(orderId)).at(-1)).toMatchObject({
      status: 'cancelled',
      note: CUSTOMER_CANCEL_REASON,
    });
    const [mail] = await mailsTo(t, customer.email, 'order-cancelled');
    expect(mail?.subject).toMatch(/ order [0-9A-F]{8} is cancelled$/);
    expect(mail?.text).toContain('Refund: £74.99');
    // Still the shopper's order, shown as cancelled; no review rights from it.
    expect((await customer.get('/api/orders')).json().items).toEqual([
      expect.objectContaining({ id: orderId, status: 'cancelled', refunded: 7_499 }),
    ]);
  });

  it('once: a second cancel is refused and nothing moves twice', async () => {
    const { orderId, customer } = await shop.paidOrder();
    expect((await customer.post(`/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
    const stock = await shop.stock('14"');
    const again = await customer.post(`/api/orders/${orderId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This order is already cancelled.');
    expect(await shop.stock('14"')).toBe(stock);
    expect(await refundRows(t, orderId)).toHaveLength(1);
  });

  it('not after the window, not once it is being prepared, and never someone else’s order', async () => {
    const late = await shop.paidOrder();
    await placedMinutesAgo(late.orderId, 61);
    expect((await late.customer.order(late.orderId)).json().cancelUntil).toBeNull();
    const tooLate = await late.customer.post(`/api/orders/${late.orderId}/cancel`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.message).toBe(
      'The time to cancel this order online has passed. Please contact us.',
    );

    const prepared = await shop.paidOrder();
    await shop.setStatus(prepared.orderId, 'processing');
    expect((await prepared.customer.order(prepared.orderId)).json().cancelUntil).toBeNull();
    const busy = await prepared.customer.post(`/api/orders/${prepared.orderId}/cancel`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toContain('already being prepared');

    const other = await prepared.customer.post(`/api/orders/${late.orderId}/cancel`);
    expect(other.statusCode).toBe(404);
    for (const { orderId } of [late, prepared]) {
      expect(await refundRows(t, orderId)).toEqual([]);
      expect((await orderRow(t, orderId))?.status).not.toBe('cancelled');
    }
  });

  it('not at all once the owner sets the window to 0 minutes, and again when they set it back', async () => {
    const setWindow = async (minutes: number) => {
      const { version } = (await shop.admin.get('/api/admin/settings')).json();
      const res = await shop.admin.request('PATCH', '/api/admin/settings', {
        version,
        values: { cancelWindowMinutes: minutes },
      });
      expect(res.statusCode).toBe(200);
    };
    const { orderId, customer } = await shop.paidOrder();
    await setWindow(0);
    try {
      expect((await customer.order(orderId)).json().cancelUntil).toBeNull();
      expect((await customer.post(`/api/orders/${orderId}/cancel`)).statusCode).toBe(409);
    } finally {
      await setWindow(60);
    }
    expect((await customer.order(orderId)).json().cancelUntil).not.toBeNull();
    expect((await customer.post(`/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
  });
});

describe('the admin cancels an order', () => {
  it('with a reason, until it ships; what was refunded before is not refunded again', async () => {
    const { orderId, customer } = await shop.paidOrder();
    await shop.setStatus(orderId, 'processing');
    // One opened bundle refunded earlier, not restocked.
    expect(
      (await shop.refund(orderId, { lines: [{ position: 0, qty: 1, restock: false }] })).statusCode,
    ).toBe(200);
    const s14 = await shop.stock('14"');
    const res = await shop.cancel(orderId, 'Out of stock at the supplier');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refunded: 7_499 });
    expect(res.json().refunds.map((r: { amount: number }) => r.amount)).toEqual([2_000, 5_499]);
    // The other 14" unit comes back; the opened one stays off sale.
    expect(await shop.stock('14"')).toBe((s14 ?? 0) + 1);
    expect((await historyOf(orderId)).at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Out of stock at the supplier',
    });
    expect(await mailsTo(t, customer.email, 'order-cancelled')).toHaveLength(1);
    // A cancelled order's status is no longer set by the free status select.
    const status = await shop.setStatus(orderId, 'shipped');
    expect(status.statusCode).toBe(409);
    expect(status.json().error.message).toBe('This order is cancelled, so its status cannot be set.');
  });

  it('not once shipped (refund it instead), and not without a reason', async () => {
    const { orderId } = await shop.paidOrder();
    expect((await shop.cancel(orderId, '  ')).statusCode).toBe(400);
    await shop.setStatus(orderId, 'shipped');
    const res = await shop.cancel(orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'An order that has shipped cannot be cancelled; refund it instead.',
    );
    expect(await refundRows(t, orderId)).toEqual([]);
  });

  it('an order refunded in full already: cancelled, its units back, no second refund', async () => {
    const { orderId, customer } = await shop.paidOrder();
    expect((await shop.refund(orderId, { goodwill: 7_499 })).statusCode).toBe(200);
    const s22 = await shop.stock('22"');
    expect((await shop.cancel(orderId)).statusCode).toBe(200);
    expect(await refundRows(t, orderId)).toHaveLength(1);
    expect(await shop.stock('22"')).toBe((s22 ?? 0) + 1);
    expect((await mailsTo(t, customer.email, 'order-status'))[0]?.subject).toMatch(/: Cancelled$/);
  });
});

describe('the admin figures', () => {
  // On this file's shared database, where the tests above placed and cancelled orders of their own: the figures
  // are checked by what these two orders add to them.
  it('count cancelled orders, take refunds off the earnings, and list them with the Cancelled filter and in the CSV', async () => {
    const summaryBefore = (await shop.admin.get('/api/admin/summary')).json();
    const kept = await shop.paidOrder();
    const cancelled = await shop.paidOrder();
    expect((await shop.refund(kept.orderId, { goodwill: 500 })).statusCode).toBe(200);
    expect((await shop.cancel(cancelled.orderId)).statusCode).toBe(200);
    const summary = (await shop.admin.get('/api/admin/summary')).json();
    expect(summary).toMatchObject({
      orders: summaryBefore.orders + 2,
      earnings: summaryBefore.earnings + 7_499 * 2 - 500 - 7_499,
      refunded: summaryBefore.refunded + 7_999,
    });
    const cancelledCount = (s: { statusCounts: { status: string; count: number }[] }) =>
      s.statusCounts.find((c) => c.status === 'cancelled')?.count ?? 0;
    expect(summary.statusCounts).toContainEqual({
      status: 'cancelled',
      count: cancelledCount(summaryBefore) + 1,
    });
    const today = summary.dailyEarnings.at(-1);
    const todayBefore = summaryBefore.dailyEarnings.find((d: { day: string }) => d.day === today.day) ?? {
      total: 0,
      orders: 0,
    };
    expect(today).toMatchObject({ total: todayBefore.total + 6_999, orders: todayBefore.orders + 2 });
    const list = (await shop.admin.get('/api/admin/orders?status=cancelled')).json();
    expect(list.items).toContainEqual(expect.objectContaining({ id: cancelled.orderId, refunded: 7_499 }));
    expect(list.items.map((o: { status: string }) => o.status)).toEqual(list.items.map(() => 'cancelled'));
    expect(list.items.map((o: { id: string }) => o.id)).not.toContain(kept.orderId);
    const csv = (await shop.admin.get('/api/admin/orders/export.csv')).body.split('\r\n');
    expect(csv[0]).toBe(
      '"Order number","Date","Customer e-mail","Status","Discount code","Subtotal (GBP)","Discount (GBP)",' +
        '"Shipping (GBP)","Total (GBP)","Refunded (GBP)","Items"',
    );
    expect(csv.find((l) => l.startsWith(`"${cancelled.orderId}"`))).toMatch(
      /"Cancelled","","70\.00","0\.00","4\.99","74\.99","74\.99","2 × .+-14in \(14""\); 1 × .+-22in \(22""\)"$/,
    );
    expect(csv.find((l) => l.startsWith(`"${kept.orderId}"`))).toMatch(
      /"Order Placed","","70\.00","0\.00","4\.99","74\.99","5\.00",".+"$/,
    );
  });
});
