import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { orderStatusHistory, orders, payments } from '#server/db/schema.ts';
import type { Address, PaymentProviderName } from '#shared/contract/checkout.ts';
import { PAYABLE_STATUSES } from '#shared/order-status.ts';
import type { PublishLive } from '../live/publish.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { PaymentOutcomes, ProviderIntent } from '../payments/provider.ts';
import { redeemCode } from '../promotions/redemptions.ts';
import type { ShopSettingsReader } from '../settings/store.ts';
import { orderConfirmationMail } from './confirmation-mail.ts';
import { issueInvoice } from './invoice.ts';
import { type RefundDeps, settleRefund } from './refund-settlement.ts';
import { moneyOf, orderLinesOf } from './repository.ts';

export type FinaliseDeps = {
  db: Db;
  config: Config;
  /** The owner's settings now: the confirmation is signed with the shop's name. */
  settings: ShopSettingsReader;
  /** Tells the customer's and the admins' open pages, when the transaction commits. */
  publishLive: PublishLive;
  onMailQueued?: () => void;
  /** Counts a declined or failed payment (the metrics, issue 19). */
  onPaymentFailed?: () => void;
  /** Where a payment the shop cannot take as paid is reported: someone must refund or look into it. */
  log: { error: (obj: object, msg: string) => void };
};

const PAYABLE = [...PAYABLE_STATUSES];
// The shop's one currency (docs/product.md#money); a payment in another is never taken as this order's.
const CURRENCY = 'gbp';

/**
 * The one way an order becomes placed (docs/product.md#checkout), whoever reports the payment first: the browser, the
 * return URL or the provider's webhook. In one transaction, a conditional update moves the order only if it is still
 * waiting for payment; the one caller that wins records the payment, the first history entry and the
 * confirmation e-mail. Every other call, at the same moment or later, finds nothing to update and does nothing.
 */
export async function finalisePayment(
  { db, config, settings, publishLive, onMailQueued, log }: FinaliseDeps,
  intent: ProviderIntent & { provider: PaymentProviderName },
): Promise<{ orderId: string; placed: boolean }> {
  if (intent.status !== 'succeeded') throw new Error(`finalisePayment called for a ${intent.status} intent`);
  if (intent.currency.toLowerCase() !== CURRENCY) {
    log.error(
      { orderId: intent.orderId, intentId: intent.id, currency: intent.currency },
      'a payment is not in pounds; the order was not placed',
    );
    return { orderId: intent.orderId, placed: false };
  }
  const placed = await db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({
        status: 'placed',
        paymentRef: intent.id,
        placedAt: new Date(),
        editedAt: new Date(),
        clientIp: null,
      })
      .where(
        and(
          eq(orders.id, intent.orderId),
          inArray(orders.status, PAYABLE),
          // The amount paid must be the amount the server asked for.
          eq(orders.total, intent.amount),
          sql`${orders.paymentRef} IS NULL`,
        ),
      )
      .returning();
    if (!order) return false;
    await tx.insert(payments).values({
      orderId: order.id,
      provider: intent.provider,
      intentId: intent.id,
      amount: intent.amount,
      cardBrand: intent.cardBrand,
      last4: intent.last4,
    });
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'placed' });
    // Numbered as it is placed, in this transaction: the invoice numbers follow the placements, without gaps.
    await issueInvoice(tx, order.id);
    await redeemCode(tx, order.id);
    await publishLive(tx, 'order-placed', { orderId: order.id }, { userId: order.userId, admins: true });
    const lines = await orderLinesOf(tx, order.id);
    await enqueueMail(
      tx,
      orderConfirmationMail({
        to: order.email,
        orderId: order.id,
        lines,
        ...moneyOf(order),
        address: order.shippingAddress as Address,
        deliveryMethod: order.deliveryMethod,
        vat: order.vatRate === null ? null : { rate: order.vatRate, amount: order.vat },
        shopName: settings().name,
        orderUrl: `${config.publicUrl}/order-details/${order.id}`,
        invoiceUrl: `${config.publicUrl}/api/orders/${order.id}/invoice.pdf`,
      }),
    );
    return true;
  });
  if (placed) onMailQueued?.();
  else await reportAmountMismatch(db, intent, log);
  return { orderId: intent.orderId, placed };
}

/** A replay places nothing, quietly; a payment of the wrong amount also places nothing, and someone must know. */
async function reportAmountMismatch(db: Db, intent: ProviderIntent, log: FinaliseDeps['log']) {
  const [order] = await db
    .select({ status: orders.status, total: orders.total })
    .from(orders)
    .where(eq(orders.id, intent.orderId));
  if (order?.status === 'expired') {
    log.error(
      { orderId: intent.orderId, intentId: intent.id },
      'a payment succeeded for an expired order; the order was not placed: refund the payment',
    );
  } else if (order && (PAYABLE as string[]).includes(order.status) && order.total !== intent.amount) {
    log.error(
      { orderId: intent.orderId, intentId: intent.id, paid: intent.amount, total: order.total },
      'a payment does not match its order total; the order was not placed',
    );
  }
}

/** A declined or failed payment: the order waits for another try; the cart in the browser is untouched. */
export async function markPaymentFailed(db: Db, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'payment_failed', editedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')));
}

/**
 * The orders module's answers to a payment's outcome, for the payment routes and webhooks of `provider`
 * (decision 019): they are handed these, so nothing in payments imports orders. The shopper's confirm route
 * (routes.ts) answers with the same. A refund's outcome settles it (refund-settlement.ts).
 */
export function paymentOutcomes(
  finalise: FinaliseDeps,
  refunding: RefundDeps,
  provider: PaymentProviderName,
): PaymentOutcomes {
  return {
    onSucceeded: async (intent) => {
      await finalisePayment(finalise, { ...intent, provider });
    },
    onFailed: async (orderId) => {
      await markPaymentFailed(finalise.db, orderId);
      finalise.onPaymentFailed?.();
    },
    onRefundUpdated: (refund) => settleRefund(refunding, refund),
  };
}
