import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveEvents, payments } from '#server/db/schema.ts';
import { insertOrders } from '#server/testing/admin-fixtures.ts';
import { keptLog } from '#server/testing/kept-log.ts';
import {
  orderRow,
  providerRefunds,
  REFUND_ENV,
  refundRequest,
  refundRows,
  refundShop,
} from '#server/testing/refund-fixtures.ts';
import {
  adminView,
  FAILED,
  later,
  pendingAtProvider,
  unanswering,
  withLog,
} from '#server/testing/refund-settlement-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { REFUND_FAILED_REASON } from '../payments/test-refunds.ts';
import { refundKey, settlePendingRefunds, settleRefund } from './refund-settlement.ts';
import { refundOrder } from './refunds.ts';

// What the shop does with each answer the payment provider gives about a refund (decision 019), as the admin, the
// customer's open order page and the operator's log see it: a refusal fails the refund at once with the
// provider's reason; no answer leaves it pending and counted, to be sent again under the same key when its turn
// comes; a "still pending" changes nothing anyone sees; an answer repeated moves nothing twice. The settlement run
// itself (its wait, and on its timer) is in refund-settlement-run.test.ts (both: decision 017's survivors of
// refund-settlement.ts).

let t: TestApp;
let shop: Awaited<ReturnType<typeof refundShop>>;
const { lines, logger, logged } = keptLog();
beforeAll(async () => {
  t = await createTestApp({ env: REFUND_ENV, logger });
  shop = await refundShop(t);
});
// Each test reads only what it made the shop log.
beforeEach(() => {
  lines.length = 0;
});
afterAll(() => t?.close());

const NO_ANSWER = 'the payment provider did not answer a refund; it will be sent again';

const intentOf = async (orderId: string) =>
  (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]?.intentId ?? '';
const lastEventId = async () => (await t.db.select({ id: max(liveEvents.id) }).from(liveEvents))[0]?.id ?? 0;
/** Who heard, since `after`, that this order's refunds changed: its customer's open page and the admins'. */
async function heard(after: number, orderId: string) {
  const rows = await t.db
    .select()
    .from(liveEvents)
    .where(and(gt(liveEvents.id, after), eq(liveEvents.kind, 'order-refund')))
    .orderBy(asc(liveEvents.id));
  return rows
    .filter((e) => (e.data as { orderId?: string }).orderId === orderId)
    .map((e) => ({ userId: e.userId, admins: e.admins }));
}

/** The owner refunded `amount` of the order's payment in the provider's own dashboard, outside the shop. */
const refundedAtProvider = async (orderId: string, amount: number) =>
  t.app.services.provider.createRefund({
    intentId: await intentOf(orderId),
    amount,
    idempotencyKey: `dashboard-${randomUUID()}`,
  });

describe('the provider refuses, or does not answer', () => {
  it('a refusal (the owner refunded most of it at the provider) fails the refund at once, with the reason', async () => {
    const { orderId, customer } = await shop.paidOrder();
    const userId = (await orderRow(t, orderId))?.userId;
    await refundedAtProvider(orderId, 7_000);
    const since = await lastEventId();

    const res = await shop.refund(orderId, { goodwill: 500 });
    expect(res.statusCode, res.body).toBe(200);
    const reason = 'Only £4.99 of this payment remains to be refunded.';
    expect(res.json()).toMatchObject({ refunded: 0, refundPending: 0 });
    expect(res.json().refunds).toEqual([
      expect.objectContaining({ amount: 500, status: 'failed', failureReason: reason }),
    ]);
    expect(await refundRows(t, orderId)).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: reason, providerRefundId: null }),
    ]);
    expect((await orderRow(t, orderId))?.refunded).toBe(0);
    expect((await customer.order(orderId)).json().refunds[0]).toMatchObject({ status: 'failed' });
    // The order's page and the admins heard it made, then failed.
    const audience = { userId, admins: true };
    expect(await heard(since, orderId)).toEqual([audience, audience]);
    expect(logged(FAILED)).toEqual([expect.objectContaining({ level: 50, orderId, reason })]);
    expect(logged(NO_ANSWER)).toEqual([]);

    // A second refusal of the same order is recorded the same way, and what does remain can still be refunded.
    expect((await shop.refund(orderId, { goodwill: 600 })).statusCode).toBe(200);
    const last = await shop.refund(orderId, { goodwill: 499 });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().refunds.map((r: { status: string }) => r.status)).toEqual([
      'failed',
      'failed',
      'succeeded',
    ]);
    expect(last.json()).toMatchObject({ refunded: 499, refundPending: 0 });
    expect(logged(FAILED)).toHaveLength(2);
  });

  it('an order with no payment on record (placed outside the card checkout): the refund fails, saying so', async () => {
    const [order] = await insertOrders(t.db, [{ status: 'placed', total: 5_000 }]);
    const orderId = order?.id ?? '';
    const res = await shop.refund(orderId, { goodwill: 1_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refunded: 0, refundPending: 0 });
    const reason = 'The order has no payment to refund.';
    expect(res.json().refunds).toEqual([
      expect.objectContaining({ amount: 1_000, status: 'failed', failureReason: reason }),
    ]);
    expect((await orderRow(t, orderId))?.refunded).toBe(0);
    expect(logged(FAILED)).toEqual([expect.objectContaining({ orderId, reason })]);
  });

  it('no answer leaves the refund pending and counted, heard once, and the log says it will be sent again', async () => {
    const { orderId } = await shop.paidOrder();
    const userId = (await orderRow(t, orderId))?.userId;
    const since = await lastEventId();
    const { provider } = unanswering();
    await refundOrder(withLog(t, provider), orderId, refundRequest({ goodwill: 400 }));

    const [refund] = await refundRows(t, orderId);
    expect(refund).toMatchObject({ status: 'pending', providerRefundId: null, failureReason: null });
    expect((await orderRow(t, orderId))?.refunded).toBe(400);
    expect(await adminView(shop, orderId)).toMatchObject({ refunded: 0, refundPending: 400 });
    expect(await heard(since, orderId)).toEqual([{ userId, admins: true }]);
    expect(logged(NO_ANSWER)).toEqual([
      expect.objectContaining({
        level: 40,
        refundId: refund?.id,
        err: expect.objectContaining({ message: 'connect ECONNREFUSED' }),
      }),
    ]);
    expect(logged(FAILED)).toEqual([]);
  });

  it('unanswered, it is sent again under the same key, each time only once it has waited its turn', async () => {
    const { orderId } = await shop.paidOrder();
    const { provider, sentWith } = unanswering();
    const deps = withLog(t, provider);
    await refundOrder(deps, orderId, refundRequest({ goodwill: 400 }));
    const [refund] = await refundRows(t, orderId);
    const key = refundKey(refund?.id ?? '', 1);
    expect(sentWith(key)).toBe(1);

    const at = Date.now() + 60_000;
    await settlePendingRefunds(deps, new Date(at));
    expect(sentWith(key)).toBe(2);
    // Looked at 5 s ago: not yet its turn again (10 s).
    await settlePendingRefunds(deps, new Date(at + 5_000));
    expect(sentWith(key)).toBe(2);
    await settlePendingRefunds(deps, new Date(at + 11_000));
    expect(sentWith(key)).toBe(3);
    expect(logged(NO_ANSWER).filter((e) => e.refundId === refund?.id)).toHaveLength(3);
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'pending', providerRefundId: null });

    // The provider answers at last: the refund succeeds, once.
    await settlePendingRefunds(withLog(t, t.app.services.provider), new Date(at + 22_000));
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'succeeded' });
    expect(await providerRefunds(t, await intentOf(orderId))).toEqual([
      expect.objectContaining({ amount: 400, reference: key, status: 'succeeded' }),
    ]);
    expect(await adminView(shop, orderId)).toMatchObject({ refunded: 400, refundPending: 0 });
  });

  it('a refund tried again ten times and refused each time: every attempt is recorded (keys past -9)', async () => {
    const { orderId } = await shop.paidOrder();
    await refundedAtProvider(orderId, 7_499);
    const reason = 'Only £0.00 of this payment remains to be refunded.';
    const first = await shop.refund(orderId, { lines: [{ position: 1, qty: 1, restock: false }] });
    expect(first.json().refunds).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: reason }),
    ]);
    const refundId = first.json().refunds[0].id;
    for (let attempt = 2; attempt <= 10; attempt++) {
      const res = await shop.admin.post(`/api/admin/orders/${orderId}/refunds/${refundId}/retry`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), `attempt ${attempt}`).toMatchObject({ refunded: 0, refundPending: 0 });
      expect(res.json().refunds, `attempt ${attempt}`).toEqual([
        expect.objectContaining({ status: 'failed', failureReason: reason }),
      ]);
    }
    expect((await refundRows(t, orderId))[0]).toMatchObject({ attempt: 10, status: 'failed' });
    expect((await orderRow(t, orderId))?.refunded).toBe(0);
    expect(logged(FAILED).filter((e) => e.orderId === orderId)).toHaveLength(10);
  });
});

describe('what the provider answers later (webhooks, the settlement run)', () => {
  it('"still pending" changes nothing anyone sees; the failure that follows is heard and logged once', async () => {
    const since = await lastEventId();
    const { orderId, customer } = await pendingAtProvider(t, shop);
    const userId = (await orderRow(t, orderId))?.userId;
    const audience = { userId, admins: true };
    // Heard once, when it was made; the provider's "pending" (its id recorded) is not news to anyone.
    expect(await heard(since, orderId)).toEqual([audience]);
    expect((await customer.order(orderId)).json().refunds[0]).toMatchObject({ status: 'pending' });

    await settlePendingRefunds(withLog(t), later());
    expect((await refundRows(t, orderId))[0]).toMatchObject({
      status: 'failed',
      failureReason: REFUND_FAILED_REASON,
    });
    expect(await heard(since, orderId)).toEqual([audience, audience]);
    expect(logged(FAILED)).toEqual([
      expect.objectContaining({ level: 50, orderId, reason: REFUND_FAILED_REASON }),
    ]);

    // The same failure told again (a webhook redelivered): no second give-back, event or log line.
    const [refund] = await refundRows(t, orderId);
    const again = await t.app.services.provider.retrieveRefund(refund?.providerRefundId ?? '');
    expect(again).toMatchObject({ status: 'failed' });
    if (again) await settleRefund(withLog(t), again);
    expect((await orderRow(t, orderId))?.refunded).toBe(0);
    expect(await heard(since, orderId)).toEqual([audience, audience]);
    expect(logged(FAILED)).toHaveLength(1);
  });

  it('a success told again (a webhook redelivered) is heard once, and a success is no failure in the log', async () => {
    const { orderId } = await shop.paidOrder();
    const userId = (await orderRow(t, orderId))?.userId;
    const since = await lastEventId();
    expect((await shop.refund(orderId, { goodwill: 700 })).statusCode).toBe(200);
    const [refund] = await refundRows(t, orderId);
    expect(refund).toMatchObject({ status: 'succeeded', failureReason: null });
    // Made, then settled by the provider's answer.
    expect(await heard(since, orderId)).toHaveLength(2);

    const again = await t.app.services.provider.retrieveRefund(refund?.providerRefundId ?? '');
    expect(again).toMatchObject({ status: 'succeeded' });
    if (again) await settleRefund(withLog(t), again);
    expect(await heard(since, orderId)).toEqual([
      { userId, admins: true },
      { userId, admins: true },
    ]);
    expect((await orderRow(t, orderId))?.refunded).toBe(700);
    expect(logged(FAILED)).toEqual([]);
  });
});
