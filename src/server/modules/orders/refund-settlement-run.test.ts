import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptLog } from '#server/testing/kept-log.ts';
import {
  orderRow,
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
import {
  type RefundDeps,
  refundKey,
  settlePendingRefunds,
  settleRefund,
  startRefundSettlement,
} from './refund-settlement.ts';
import { refundOrder } from './refunds.ts';

// The refund settlement run (refund-settlement.ts), which settles refunds left pending: it leaves one alone until
// it has waited its turn, and one the provider has no record of does not stop it settling the others; then the
// run on its timer, every intervalMs and not before, stop() waiting for the run under way, and a failed run logged
// for the operator (decision 017's survivors of refund-settlement.ts). What the shop does with each answer the
// provider gives is in refund-settlement-answers.test.ts.

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

const RUN_FAILED = 'refund settlement run failed';

describe('the settlement run', () => {
  it('leaves a refund alone until it has been pending for the wait', async () => {
    const { orderId } = await pendingAtProvider(t, shop);
    // Asked about only now, the provider would fail it (card 5126); a minute's wait has not passed.
    await settlePendingRefunds(withLog(t), new Date(), 60_000);
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'pending' });
    expect((await orderRow(t, orderId))?.refunded).toBe(3_000);

    await settlePendingRefunds(withLog(t), later());
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'failed' });
    expect((await orderRow(t, orderId))?.refunded).toBe(0);
  });

  it('a refund the provider has no record of stays pending, and the run goes on to the others', async () => {
    // The provider's id came from elsewhere (a webhook of another account): asking the provider answers nothing.
    const unknown = await shop.paidOrder();
    await refundOrder(withLog(t, unanswering().provider), unknown.orderId, refundRequest({ goodwill: 250 }));
    const [mystery] = await refundRows(t, unknown.orderId);
    await settleRefund(withLog(t), {
      id: `re_elsewhere_${randomUUID()}`,
      intentId: '',
      amount: 250,
      status: 'pending',
      failureReason: null,
      reference: refundKey(mystery?.id ?? '', 1),
    });
    const { orderId } = await pendingAtProvider(t, shop);

    await settlePendingRefunds(withLog(t), later());
    expect((await refundRows(t, unknown.orderId))[0]).toMatchObject({ status: 'pending' });
    expect(await adminView(shop, unknown.orderId)).toMatchObject({ refundPending: 250 });
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'failed' });
    expect(logged(FAILED)).toEqual([expect.objectContaining({ orderId })]);
  });
});

// Last in the file: the clock is moved forward, and refunds settled here are dated in that future.
describe('the settlement run on its timer', () => {
  const statusOf = async (orderId: string) => (await refundRows(t, orderId))[0]?.status;

  it('runs every intervalMs, not before; stop waits for the run under way', async () => {
    const { orderId } = await pendingAtProvider(t, shop);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const deps = { ...withLog(t), intervalMs: 60_000 };
      const early = startRefundSettlement(deps);
      // Past the 15 s default and the 10 s wait: the period given is the one kept.
      vi.advanceTimersByTime(59_999);
      await early.stop();
      expect(await statusOf(orderId)).toBe('pending');

      const settlement = startRefundSettlement(deps);
      vi.advanceTimersByTime(60_000);
      await settlement.stop();
      expect(await statusOf(orderId)).toBe('failed');
      expect((await orderRow(t, orderId))?.refunded).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a run that fails is logged for the operator, and stopping still ends cleanly', async () => {
    await pendingAtProvider(t, shop);
    const broken: RefundDeps['provider'] = {
      createRefund: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      retrieveRefund: async () => {
        throw new Error('the provider answered 500');
      },
    };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const settlement = startRefundSettlement({ ...withLog(t, broken), intervalMs: 60_000 });
      vi.advanceTimersByTime(60_000);
      await settlement.stop();
    } finally {
      vi.useRealTimers();
    }
    expect(logged(RUN_FAILED)).toEqual([
      expect.objectContaining({
        level: 50,
        err: expect.objectContaining({ message: 'the provider answered 500' }),
      }),
    ]);
  });
});
