import type { Tracking } from '#shared/contract/tracking.ts';
import { shortOrderNumber } from '#shared/order-number.ts';
import { ORDER_STATUS_LABELS, type PaidStatus } from '#shared/order-status.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

type Input = {
  to: string;
  orderId: string;
  status: PaidStatus;
  shopName: string;
  orderUrl: string;
  /** Given when the order was marked shipped with its parcel's carrier and number. */
  tracking?: Tracking | null;
};

/**
 * Sent on every status change after placement (issue 8): the new status and the way to the order's page; for a
 * shipped parcel, its carrier, number and the carrier's tracking page (issue 32), the customer's next question.
 */
export function orderStatusMail(o: Input): OutgoingMail {
  const label = ORDER_STATUS_LABELS[o.status];
  return {
    to: o.to,
    kind: 'order-status',
    subject: `Your ${o.shopName} order ${shortOrderNumber(o.orderId)}: ${label}`,
    text: [
      `The status of your order is now: ${label}`,
      '',
      `Order number: ${o.orderId}`,
      '',
      ...(o.tracking
        ? [
            `Sent with ${o.tracking.carrierName}, tracking number ${o.tracking.number}`,
            ...(o.tracking.url ? [`Track your parcel: ${o.tracking.url}`] : []),
            '',
          ]
        : []),
      `Follow your order: ${o.orderUrl}`,
      '',
      o.shopName,
    ].join('\n'),
  };
}
