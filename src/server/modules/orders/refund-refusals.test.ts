import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailsTo,
  orderRow,
  REFUND_ENV,
  refundDeps,
  refundRequest,
  refundRows,
  refundShop,
} from '#server/testing/refund-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { refundOrder } from './refunds.ts';

// What a refund or a cancellation refuses, and what it still gives back (issue 30): a settled refund is not sent
// to the provider again, the shipping fee goes back once, a line's units are counted, and an admin is told why.

let t: TestApp;
let shop: Awaited<ReturnType<typeof refundShop>>;
beforeAll(async () => {
  t = await createTestApp({ env: REFUND_ENV });
  shop = await refundShop(t);
});
afterAll(() => t?.close());

describe('what is refused, and what is left to refund', () => {
  it('a repeated request for a refund already settled asks the payment provider nothing', async () => {
    const { orderId } = await shop.paidOrder();
    const provider = t.app.services.provider;
    let asked = 0;
    const deps = refundDeps(t, {
      createRefund: (req: Parameters<typeof provider.createRefund>[0]) => {
        asked += 1;
        return provider.createRefund(req);
      },
      retrieveRefund: provider.retrieveRefund,
    });
    const req = refundRequest({ goodwill: 300 });
    expect((await refundOrder(deps, orderId, req)).status).toBe('pending');
    expect(asked).toBe(1);
    expect((await refundRows(t, orderId))[0]?.status).toBe('succeeded');
    await refundOrder(deps, orderId, req);
    expect(asked).toBe(1);
  });

  it('the shipping fee after a goodwill refund, and by a cancellation after one, is still refunded; once only', async () => {
    const first = await shop.paidOrder();
    expect((await shop.refund(first.orderId, { goodwill: 500 })).statusCode).toBe(200);
    const shipping = await shop.refund(first.orderId, { shipping: true });
    expect(shipping.statusCode, shipping.body).toBe(200);
    expect(shipping.json().refunds.map((r: { shipping: number }) => r.shipping)).toEqual([0, 499]);

    const second = await shop.paidOrder();
    expect((await shop.refund(second.orderId, { goodwill: 500 })).statusCode).toBe(200);
    const cancelled = await shop.cancel(second.orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refunds.map((r: { shipping: number }) => r.shipping)).toEqual([0, 499]);
    const [mail] = await mailsTo(t, second.customer.email, 'order-cancelled');
    expect(mail?.text).toContain('  Shipping: £4.99');

    // And once refunded, a cancellation does not refund the fee again, nor say it does.
    const third = await shop.paidOrder();
    expect((await shop.refund(third.orderId, { shipping: true })).statusCode).toBe(200);
    const after = await shop.cancel(third.orderId);
    expect(after.json().refunds.map((r: { shipping: number }) => r.shipping)).toEqual([499, 0]);
    const [last] = await mailsTo(t, third.customer.email, 'order-cancelled');
    expect(last?.text).toContain('Refund: £70.00');
    expect(last?.text).not.toContain('Shipping:');
  });

  it('more units than are left of a line: refused, saying how many can still be refunded', async () => {
    const { orderId } = await shop.paidOrder();
    expect(
      (await shop.refund(orderId, { lines: [{ position: 0, qty: 1, restock: false }] })).statusCode,
    ).toBe(200);
    const res = await shop.refund(orderId, { lines: [{ position: 0, qty: 2, restock: false }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(`Only 1 of ${shop.product.name} (14") can still be refunded.`);
  });

  it('cancelling after a line was refunded in full: that line is neither refunded nor restocked again', async () => {
    const { orderId } = await shop.paidOrder();
    const restock22 = [{ position: 1, qty: 1, restock: true }];
    expect((await shop.refund(orderId, { lines: restock22 })).statusCode).toBe(200);
    const [s14, s22] = [await shop.stock('14"'), await shop.stock('22"')];
    const res = await shop.cancel(orderId);
    expect(res.statusCode, res.body).toBe(200);
    const refunds = res.json().refunds as { amount: number; lines: { position: number; qty: number }[] }[];
    expect(refunds.map((r) => r.amount)).toEqual([3_000, 4_499]);
    expect(refunds[1]?.lines.map((l) => [l.position, l.qty])).toEqual([[0, 2]]);
    expect([await shop.stock('14"'), await shop.stock('22"')]).toEqual([(s14 ?? 0) + 2, s22]);
  });

  it('a retry of a refund the order does not have: 404, saying so', async () => {
    const a = await shop.paidOrder();
    const b = await shop.paidOrder();
    const refund = await shop.refund(a.orderId, { goodwill: 100 });
    const id = refund.json().refunds[0].id;
    for (const [orderId, refundId] of [
      [a.orderId, randomUUID()],
      [b.orderId, id],
    ]) {
      const res = await shop.admin.post(`/api/admin/orders/${orderId}/refunds/${refundId}/retry`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'No such refund of this order.' });
    }
  });

  it('an admin cannot cancel an order delivered, unpaid or unknown, nor refund an unknown one, and is told why', async () => {
    const { orderId, customer } = await shop.paidOrder();
    expect((await shop.setStatus(orderId, 'delivered')).statusCode).toBe(200);
    const unpaid = await customer.createIntent([{ productId: shop.product.id, size: '14"', qty: 1 }]);
    const cases: [string, number, string][] = [
      [orderId, 409, 'An order that has shipped cannot be cancelled; refund it instead.'],
      [unpaid.json().orderId, 409, 'This order has not been paid, so it cannot be cancelled.'],
      [randomUUID(), 404, 'No order Found'],
    ];
    for (const [id, status, message] of cases) {
      const res = await shop.cancel(id);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    expect((await orderRow(t, orderId))?.status).toBe('delivered');
    expect(await refundRows(t, orderId)).toEqual([]);
    const unknown = await shop.refund(randomUUID(), { goodwill: 100 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'not_found', message: 'No order Found' });
  });
});
