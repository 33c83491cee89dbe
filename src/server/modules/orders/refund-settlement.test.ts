import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds, payments } from '#server/db/schema.ts';
import { CARDS } from '#server/testing/checkout-fixtures.ts';
import {
  orderRow,
  providerRefunds,
  REFUND_ENV,
  refundDeps,
  refundRequest,
  refundRows,
  refundShop,
} from '#server/testing/refund-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { REFUND_FAILED_REASON } from '../payments/test-refunds.ts';
import { refundKey, settlePendingRefunds, settleRefund } from './refund-settlement.ts';
import { refundOrder } from './refunds.ts';

// A refund is written pending, then settled from the provider's answer, the webhook or the settlement run
// (issue 16, decision 019). The app's test provider fails card 5126's refunds 10 s after accepting them; the
// settlement here uses one that fails them at once.

let t: TestApp;
let shop: Awaited<ReturnType<typeof refundShop>>;
beforeAll(async () => {
  t = await createTestApp({ env: REFUND_ENV });
  shop = await refundShop(t);
});
afterAll(() => t?.close());

const later = () => new Date(Date.now() + 60_000);

/** A provider that takes a refund without answering (a timeout), and knows nothing when asked. */
const silent: Pick<PaymentProvider, 'createRefund' | 'retrieveRefund'> = {
  createRefund: async () => {
    throw new Error('timeout');
  },
  retrieveRefund: async () => null,
};
const intentOf = async (orderId: string) =>
  (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]?.intentId ?? '';

async function pendingRefund() {
  const { orderId, customer } = await shop.paidOrder(CARDS.refundFails);
  const res = await shop.refund(orderId, { lines: [{ position: 1, qty: 1, restock: true }] });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ refunded: 0, refundPending: 3_000 });
  const [refund] = await refundRows(t, orderId);
  if (!refund) throw new Error('no refund');
  return { orderId, customer, refund };
}

describe('a refund the card refuses (test card 5126)', () => {
  it('is pending, then failed: it counts for nothing, the admin and the shopper see why', async () => {
    const { orderId, customer, refund } = await pendingRefund();
    expect(refund).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^re_test_/) });
    expect((await orderRow(t, orderId))?.refunded).toBe(3_000);

    expect(await settlePendingRefunds(refundDeps(t), later())).toBeGreaterThanOrEqual(1);
    const [failed] = await refundRows(t, orderId);
    expect(failed).toMatchObject({ status: 'failed', failureReason: REFUND_FAILED_REASON });
    expect((await orderRow(t, orderId))?.refunded).toBe(0);
    const seen = (await shop.admin.get(`/api/admin/orders/${orderId}`)).json();
    expect(seen).toMatchObject({ refunded: 0, refundPending: 0 });
    expect(seen.refunds[0]).toMatchObject({ status: 'failed', failureReason: REFUND_FAILED_REASON });
    expect((await customer.order(orderId)).json().refunds[0].status).toBe('failed');
    // Settling again changes nothing.
    await settlePendingRefunds(refundDeps(t), later());
    expect((await orderRow(t, orderId))?.refunded).toBe(0);
  });

  it('can be tried again, once however often it is asked, as a new attempt at the provider', async () => {
    const { orderId, refund } = await pendingRefund();
    await settlePendingRefunds(refundDeps(t), later());
    const retry = () => shop.admin.post(`/api/admin/orders/${orderId}/refunds/${refund.id}/retry`);
    const answers = await Promise.all(Array.from({ length: 20 }, retry));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.message).toBe(
      'Only a failed refund can be tried again.',
    );
    const [again] = await refundRows(t, orderId);
    expect(again).toMatchObject({ status: 'pending', attempt: 2 });
    expect((await orderRow(t, orderId))?.refunded).toBe(3_000);
    const atProvider = await providerRefunds(t, await intentOf(orderId));
    expect(atProvider.map((r) => r.reference).sort()).toEqual(
      [refundKey(refund.id, 1), refundKey(refund.id, 2)].sort(),
    );

    // A late answer about the first attempt (it failed long ago) does not touch the second.
    const first = atProvider.find((r) => r.reference === refundKey(refund.id, 1));
    await settleRefund(refundDeps(t), {
      id: `re_other_${randomUUID()}`,
      intentId: '',
      amount: 3_000,
      status: 'failed',
      failureReason: 'late',
      reference: first?.reference ?? null,
    });
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'pending', attempt: 2 });
  });

  it('refuses a retry of a refund that did not fail', async () => {
    const { orderId } = await shop.paidOrder();
    const res = await shop.refund(orderId, { goodwill: 100 });
    const id = res.json().refunds[0].id;
    const retry = await shop.admin.post(`/api/admin/orders/${orderId}/refunds/${id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect((await shop.admin.post(`/api/admin/orders/${orderId}/refunds/nope/retry`)).statusCode).toBe(404);
  });
});

describe('settling from the provider (Stripe webhooks and lost answers)', () => {
  it('a refund that succeeded can still fail later, and then gives its amount back', async () => {
    const { orderId } = await shop.paidOrder();
    await shop.refund(orderId, { goodwill: 700 });
    const [refund] = await refundRows(t, orderId);
    expect(refund?.status).toBe('succeeded');
    await settleRefund(refundDeps(t), {
      id: refund?.providerRefundId ?? '',
      intentId: '',
      amount: 700,
      status: 'failed',
      failureReason: 'expired_or_canceled_card',
      reference: null,
    });
    expect((await refundRows(t, orderId))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'expired_or_canceled_card',
    });
    expect((await orderRow(t, orderId))?.refunded).toBe(0);
  });

  it('a provider that does not answer leaves the refund pending; the settlement sends it again, once', async () => {
    const { orderId } = await shop.paidOrder();
    const real = refundDeps(t, t.app.services.provider);
    const down: Pick<PaymentProvider, 'createRefund' | 'retrieveRefund'> = {
      createRefund: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      retrieveRefund: async () => null,
    };
    const req = { requestKey: randomUUID(), lines: [], shipping: true, goodwill: 0, reason: 'Late parcel' };
    await refundOrder(refundDeps(t, down), orderId, req);
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'pending', providerRefundId: null });
    expect(await providerRefunds(t, await intentOf(orderId))).toEqual([]);

    // Another instance's run and this one's at the same moment: the provider's key makes them one refund.
    await Promise.all([settlePendingRefunds(real, later()), settlePendingRefunds(real, later())]);
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'succeeded', amount: 499 });
    expect(await providerRefunds(t, await intentOf(orderId))).toHaveLength(1);
    expect((await orderRow(t, orderId))?.refunded).toBe(499);
  });

  it("an answer that arrives before the provider's id was stored is matched by our reference", async () => {
    const { orderId } = await shop.paidOrder();
    await refundOrder(
      refundDeps(t, silent),
      orderId,
      refundRequest({ goodwill: 250, reason: 'Sorry for the wait' }),
    );
    const [refund] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    await settleRefund(refundDeps(t), {
      id: 're_from_webhook',
      intentId: '',
      amount: 250,
      status: 'succeeded',
      failureReason: null,
      reference: refundKey(refund?.id ?? '', 1),
    });
    expect((await refundRows(t, orderId))[0]).toMatchObject({
      status: 'succeeded',
      providerRefundId: 're_from_webhook',
    });
  });
});

describe('which refund an answer is about', () => {
  /** A refund the provider took without answering: pending, with no provider id yet, known only by our key. */
  async function unanswered() {
    const { orderId } = await shop.paidOrder();
    await refundOrder(
      refundDeps(t, silent),
      orderId,
      refundRequest({ goodwill: 400, reason: 'Sorry for the wait' }),
    );
    const [refund] = await refundRows(t, orderId);
    if (!refund) throw new Error('no refund');
    return { orderId, refund, key: refundKey(refund.id, 1) };
  }
  const answer = (reference: string | null, status: 'pending' | 'succeeded' | 'failed', id = '') => ({
    id,
    intentId: '',
    amount: 400,
    status,
    failureReason: status === 'failed' ? 'card_expired' : null,
    reference,
  });

  it('only by exactly our key for that attempt: a near miss, another attempt or none changes nothing', async () => {
    const { orderId, refund, key } = await unanswered();
    for (const reference of [`x${key}`, `${key}x`, refundKey(refund.id, 2), 'refund-', null]) {
      await settleRefund(refundDeps(t), answer(reference, 'failed'));
    }
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'pending', providerRefundId: null });
    expect((await orderRow(t, orderId))?.refunded).toBe(400);

    await settleRefund(refundDeps(t), answer(key, 'failed'));
    expect((await refundRows(t, orderId))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'card_expired',
    });
    expect((await orderRow(t, orderId))?.refunded).toBe(0);
  });

  it('a pending answer records the provider id, and the answer that settles it may then name only that id', async () => {
    const { orderId, key } = await unanswered();
    await settleRefund(refundDeps(t), answer(key, 'pending', 're_pending_1'));
    expect((await refundRows(t, orderId))[0]).toMatchObject({
      status: 'pending',
      providerRefundId: 're_pending_1',
    });
    await settleRefund(refundDeps(t), answer(null, 'succeeded', 're_pending_1'));
    expect((await refundRows(t, orderId))[0]).toMatchObject({
      status: 'succeeded',
      providerRefundId: 're_pending_1',
      failureReason: null,
    });
    expect((await orderRow(t, orderId))?.refunded).toBe(400);
  });
});
