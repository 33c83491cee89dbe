// Order status codes and their one label each (docs/product.md#orders), shared by storefront, admin and e-mails.

export const ORDER_STATUSES = ['placed', 'processing', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Before placement: shown to the admin only. `expired`: not paid within ORDER_HOLD_MINUTES, its payment
 * cancelled (server/modules/orders/expiry.ts); it can no longer be paid.
 */
export const PRE_ORDER_STATUSES = ['awaiting_payment', 'payment_failed', 'expired'] as const;
export type AnyOrderStatus = PaidStatus | (typeof PRE_ORDER_STATUSES)[number];

/**
 * Paid, then cancelled (decision 019): by the shopper within CANCEL_WINDOW_MINUTES of placing it, or by the admin
 * before it ships. Its money is refunded and its units back on sale. Never set through the free status select.
 */
export const CANCELLED = 'cancelled' as const;

/** Orders that were paid: the shopper's My Orders, the admin's lists, filter and figures. */
export const PAID_STATUSES = [...ORDER_STATUSES, CANCELLED] as const;
export type PaidStatus = (typeof PAID_STATUSES)[number];

/** The admin's orders filter for what is paid and still to ship (issue 32: dispatch). */
export const TO_SHIP = 'to_ship' as const;
export const TO_SHIP_STATUSES = ['placed', 'processing'] as const;

/** Where the admin may cancel an order from: not yet shipped. */
export const ADMIN_CANCELLABLE_STATUSES = ['placed', 'processing'] as const;

/** Every status an order can have: the database's CHECK constraint allows exactly these. */
export const ALL_ORDER_STATUSES = [...PRE_ORDER_STATUSES, ...PAID_STATUSES] as const;

/** Still waiting to be paid: a payment may place it, and the expiry may end it. */
export const PAYABLE_STATUSES = ['awaiting_payment', 'payment_failed'] as const;

export const ORDER_STATUS_LABELS: Record<AnyOrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  expired: 'Expired (not paid)',
  placed: 'Order Placed',
  processing: 'Processing...',
  shipped: 'Item(s) Shipped',
  delivered: 'Item(s) Delivered',
  cancelled: 'Cancelled',
};

/** Whether the order has been placed (paid): the shopper's order, listed and reviewable. */
export const isPlacedStatus = (status: AnyOrderStatus): status is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status);

/** Said when an order can no longer be paid: it expired, or a newer checkout replaced it (code order_expired). */
export const ORDER_EXPIRED_MESSAGE =
  'This checkout has ended: it was not paid in time, or a newer checkout replaced it. Please check out again ' +
  'from your cart.';

/** What a history entry's note is: a shipped entry's, the parcel's carrier and number; a cancellation's, its reason. */
export const historyNoteLabel = (status: AnyOrderStatus) => (status === 'shipped' ? 'Parcel' : 'Reason');
