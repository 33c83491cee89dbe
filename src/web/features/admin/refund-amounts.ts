import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { lineRefund } from '#shared/line-refund.ts';
import { PAID_STATUSES } from '#shared/order-status.ts';

// What an order still allows to be refunded, as the admin's page and refund dialog show it. For display only:
// the server checks every refund again under the order's lock and answers with its own words.

type Line = AdminOrder['lines'][number];

/** Units of the line not yet refunded (refunds that failed keep theirs: they are tried again, not made anew). */
export const unitsLeft = (line: Line) => Math.max(0, line.qty - line.refundedQty);

/** Paid, less what was refunded and what is on its way back. */
export const remainingToRefund = (order: AdminOrder) =>
  Math.max(0, order.amounts.total - order.refunded - order.refundPending);

/** The order had a shipping fee that no refund (of any status) has included yet. */
export const shippingRefundable = (order: AdminOrder) =>
  order.amounts.shipping > 0 && !order.refunds.some((r) => r.shipping > 0);

export const isPaidOrder = (order: AdminOrder) => (PAID_STATUSES as readonly string[]).includes(order.status);

/** Whether the Refund button is offered: a paid order with money left to give back. */
export const canRefund = (order: AdminOrder) => isPaidOrder(order) && remainingToRefund(order) > 0;

/**
 * What refunding `qty` more units of the line gives back, in pence: their share of what was paid for the line,
 * net of its discount (issue 17), counted as the server counts it (`lineRefund`, shared), so the dialog's preview
 * is what the server refunds.
 */
export const lineRefundOf = (line: Line, qty: number) => (qty > 0 ? lineRefund(line, qty) : 0);

/** What a refund of these units, the shipping fee and a goodwill amount comes to, in pence. */
export function refundTotal(
  order: AdminOrder,
  choice: { lines: { position: number; qty: number }[]; shipping: boolean; goodwill: number },
): number {
  const lines = choice.lines.reduce((sum, l) => {
    const line = order.lines[l.position];
    return sum + (line ? lineRefundOf(line, l.qty) : 0);
  }, 0);
  return lines + (choice.shipping ? order.amounts.shipping : 0) + choice.goodwill;
}
