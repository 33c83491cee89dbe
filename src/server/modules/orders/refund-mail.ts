import { choiceText } from '#shared/line-choice.ts';
import { formatPence } from '#shared/money.ts';
import { shortOrderNumber } from '#shared/order-number.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

export type RefundMailInput = {
  to: string;
  orderId: string;
  amount: number;
  lines: { name: string; size: string; qty: number; amount: number }[];
  shipping: number;
  goodwill: number;
  reason: string;
  shopName: string;
  orderUrl: string;
  /** The refund's credit note (PDF), for the customer signed in. */
  creditNoteUrl: string;
  /** A cancellation: the whole order is off, and this refund is all that remained of it. */
  cancelled: boolean;
};

/** Sent when a refund is made or an order cancelled (issue 16): the amount, what it covers and why. */
export function refundMail(o: RefundMailInput): OutgoingMail {
  const covered = [
    ...o.lines.map((l) => `  ${l.qty} × ${l.name} (${choiceText(l)}): ${formatPence(l.amount)}`),
    ...(o.shipping > 0 ? [`  Shipping: ${formatPence(o.shipping)}`] : []),
    ...(o.goodwill > 0 ? [`  Goodwill: ${formatPence(o.goodwill)}`] : []),
  ];
  return {
    to: o.to,
    kind: o.cancelled ? 'order-cancelled' : 'order-refund',
    subject: o.cancelled
      ? `Your ${o.shopName} order ${shortOrderNumber(o.orderId)} is cancelled`
      : `A refund of ${formatPence(o.amount)} for your ${o.shopName} order ${shortOrderNumber(o.orderId)}`,
    text: [
      o.cancelled ? 'Your order has been cancelled.' : 'We have refunded part of your order.',
      '',
      `Order number: ${o.orderId}`,
      `Reason: ${o.reason}`,
      '',
      `Refund: ${formatPence(o.amount)}, to the card you paid with. It usually reaches your account within 5 to`,
      '10 working days.',
      ...(covered.length > 0 ? ['', 'It covers:', ...covered] : []),
      '',
      `Your order: ${o.orderUrl}`,
      `Your credit note (sign in to open it): ${o.creditNoteUrl}`,
      '',
      o.shopName,
    ].join('\n'),
  };
}
