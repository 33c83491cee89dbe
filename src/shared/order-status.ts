// Order status codes and their one label each (DECISIONS 9), shared by storefront, admin and e-mails.

export const ORDER_STATUSES = ['placed', 'processing', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Before placement: shown to the admin only. */
export const PRE_ORDER_STATUSES = ['awaiting_payment', 'payment_failed'] as const;
export type AnyOrderStatus = OrderStatus | (typeof PRE_ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<AnyOrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  placed: 'Order Placed',
  processing: 'Processing...',
  shipped: 'Item(s) Shipped',
  delivered: 'Item(s) Delivered',
};

/** Whether the order has been placed (paid): the shopper's order, listed and reviewable. */
export const isPlacedStatus = (status: AnyOrderStatus): status is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status);
