import { expect } from 'vitest';
import type { RefundDeps } from '../modules/orders/refund-settlement.ts';
import { CARDS } from './checkout-fixtures.ts';
import { refundDeps, refundRows, type refundShop } from './refund-fixtures.ts';
import type { TestApp } from './test-app.ts';

// What the tests of the provider's answers about a refund (refund-settlement-answers.test.ts) and of the settlement
// run (refund-settlement-run.test.ts) share (with kept-log.ts, the shop's log): refunding as the app does it,
// a refund the provider holds as pending, and a provider that does not answer.

type RefundShop = Awaited<ReturnType<typeof refundShop>>;

/** What the shop logs when a refund fails, at error level. */
export const FAILED = 'a refund failed; the admin may try it again';

/** Refunding as the app does it (its log included), with the provider given. */
export const withLog = (t: TestApp, provider?: RefundDeps['provider']): RefundDeps => ({
  ...refundDeps(t, provider),
  log: t.app.log,
});

/** A minute from now: any refund pending is past its wait, and the settlement run asks about it. */
export const later = () => new Date(Date.now() + 60_000);

export const adminView = async (shop: RefundShop, orderId: string) =>
  (await shop.admin.get(`/api/admin/orders/${orderId}`)).json();

/** A refund of the 22" line (£30.00) paid with card 5126: the provider takes it as pending, with its own id. */
export async function pendingAtProvider(t: TestApp, shop: RefundShop) {
  const { orderId, customer } = await shop.paidOrder(CARDS.refundFails);
  const res = await shop.refund(orderId, { lines: [{ position: 1, qty: 1, restock: false }] });
  expect(res.statusCode, res.body).toBe(200);
  const [refund] = await refundRows(t, orderId);
  expect(refund).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^re_test_/) });
  return { orderId, customer, refundId: refund?.id ?? '' };
}

/** A provider that takes a refund without answering (a timeout), and knows nothing when asked. */
export function unanswering() {
  const keys: string[] = [];
  const provider: RefundDeps['provider'] = {
    createRefund: async (req) => {
      keys.push(req.idempotencyKey);
      throw new Error('connect ECONNREFUSED');
    },
    retrieveRefund: async () => null,
  };
  return { provider, sentWith: (key: string) => keys.filter((k) => k === key).length };
}
