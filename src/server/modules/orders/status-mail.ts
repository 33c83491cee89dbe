import { ORDER_STATUS_LABELS, type PaidStatus } from '#shared/order-status.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

type Input = { to: string; orderId: string; status: PaidStatus; shopName: string; orderUrl: string };

/** Sent on every status change after placement (issue 8): the new status and the way to the order's page. */
export function orderStatusMail(o: Input): OutgoingMail {
  const label = ORDER_STATUS_LABELS[o.status];
  return {
    to: o.to,
    kind: 'order-status',
    subject: `Your ${o.shopName} order ${o.orderId.slice(0, 8).toUpperCase()}: ${label}`,
    text: [
      `The status of your order is now: ${label}`,
      '',
      `Order number: ${o.orderId}`,
      '',
      `Follow your order: ${o.orderUrl}`,
      '',
      o.shopName,
    ].join('\n'),
  };
}
