import type { PaymentProviderName } from '#shared/contract/checkout.ts';

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export type ProviderIntent = {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  /** Our order id, from the intent's metadata. */
  orderId: string;
  cardBrand: string | null;
  last4: string | null;
  /** The provider's message for the last failed attempt ('Your card was declined.'). */
  lastError: string | null;
};

export type CreateIntentInput = {
  amount: number;
  currency: 'gbp';
  orderId: string;
  description: string;
  receiptEmail: string;
  /** The same key for the same order, so a retried request cannot create a second intent. */
  idempotencyKey: string;
};

/**
 * A refund as the provider sees it. `pending`: accepted, money not yet back (it may still fail); `failed`: no money
 * went back (the card's bank refused it), and the refund counts for nothing.
 */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export type ProviderRefund = {
  id: string;
  intentId: string;
  amount: number;
  status: RefundStatus;
  /** The provider's reason for a failed refund. */
  failureReason: string | null;
  /** The reference given when it was created (CreateRefundInput). */
  reference: string | null;
};

export type CreateRefundInput = {
  intentId: string;
  /** In pence; never more than what remains of the payment (the provider refuses more). */
  amount: number;
  /** The same key for the same refund of ours, so a retried request cannot refund twice. */
  idempotencyKey: string;
  /** Ours for this refund, answered back with it (Stripe keeps it in the refund's metadata, for webhooks). */
  reference?: string;
};

/** The provider will not refund: the payment is not taken, or less of it remains than asked for. */
export class RefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefused';
  }
}

/** What the shop needs from a card provider: the built-in test provider and Stripe both implement it. */
export type PaymentProvider = {
  name: PaymentProviderName;
  /** Stripe.js needs it in the browser; the test provider has none. */
  publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /**
   * Cancels an unpaid intent so it can no longer be paid, and answers the intent as it now is: `canceled`, or
   * `succeeded` when the payment got there first (then it is not cancelled). Null for an unknown id.
   */
  cancelIntent(id: string): Promise<ProviderIntent | null>;
  /** Refunds part or all of a succeeded payment; throws RefundRefused when it cannot (decision 019). */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  /** The refund as it is now (a pending one may have succeeded or failed since). Null for an unknown id. */
  retrieveRefund(id: string): Promise<ProviderRefund | null>;
};

/**
 * What a payment's outcome does to its order: the orders module's, handed to the payment routes and webhooks
 * (decision 019), so nothing in payments imports orders.
 */
export type PaymentOutcomes = {
  /** Places the order; safe to call again for the same intent (providers redeliver, browsers retry). */
  onSucceeded(intent: ProviderIntent): Promise<void>;
  /** The card was declined or its authentication failed: the order may be paid again. */
  onFailed(orderId: string): Promise<void>;
  /** A refund succeeded or failed at the provider (Stripe's refund webhooks); safe to call again. */
  onRefundUpdated(refund: ProviderRefund): Promise<void>;
};
