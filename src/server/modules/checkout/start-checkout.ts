import { and, eq, inArray } from 'drizzle-orm';
import type { CreateIntentBody } from '../../../shared/contract/checkout.ts';
import { ERROR_CODES } from '../../../shared/contract/errors.ts';
import { formatPence } from '../../../shared/money.ts';
import { PAYABLE_STATUSES } from '../../../shared/order-status.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orderStatusHistory, orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { PublishLive } from '../live/publish.ts';
import { expireOrder } from '../orders/expiry.ts';
import { releaseStock, takeStock } from '../orders/stock.ts';
import type { PaymentProvider, ProviderIntent } from '../payments/provider.ts';
import { lockCheckout, requireAddressAllowance, unitsOf } from './hold-limits.ts';
import { priceLines } from './pricing.ts';

export type CheckoutDeps = {
  db: Db;
  config: Pick<Config, 'shipping'>;
  provider: PaymentProvider;
  publishLive?: PublishLive;
  log: { error: (obj: object, msg: string) => void };
};

type Customer = { id: string; email: string };
type Unpaid = { id: string; intentId: string | null };

const PAYABLE = [...PAYABLE_STATUSES];

export const CHECKOUT_REPLACED =
  'You started a newer checkout (perhaps in another tab), which replaced this one. Please pay there, or check ' +
  'out again from your cart.';
export const PREVIOUS_PAYMENT_SUCCEEDED =
  'Your previous checkout was paid a moment ago. Please look at My Orders before paying again.';

/**
 * Starts a checkout (POST /api/create-payment-intent): prices the cart, ends the customer's earlier unpaid order,
 * creates the new one holding its units, and its payment intent. A customer has one unpaid order at a time
 * (issue 21): a new checkout replaces the last, whether it comes after it or at the same moment.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  customer: Customer,
  ip: string,
  body: CreateIntentBody,
) {
  const { db, config, provider, publishLive, log } = deps;
  const { lines, amounts } = await priceLines(db, body.items, config.shipping);

  // The earlier checkout's payment is cancelled before its units go back, so it cannot be paid afterwards.
  const cancelled = new Set<string>();
  for (const earlier of await unpaidOrdersOf(db, customer.id)) {
    if (!earlier.intentId) continue;
    const intent = await provider.cancelIntent(earlier.intentId);
    if (intent?.status === 'succeeded') {
      throw new AppError(409, ERROR_CODES.previousPaymentSucceeded, PREVIOUS_PAYMENT_SUCCEEDED);
    }
    cancelled.add(earlier.intentId);
  }

  // The earlier checkout ends now, whether or not the new one can be made (too few left, say): its payment is
  // cancelled, so it must not keep its units until its hold runs out.
  const ended = await db.transaction(async (tx) => {
    await lockCheckout(tx as Db, customer.id, ip);
    return endUnpaidOrders(tx as Db, customer.id, publishLive);
  });
  const { orderId, replaced } = await db.transaction(async (tx) => {
    const t = tx as Db;
    await lockCheckout(t, customer.id, ip);
    // Under the lock, a checkout of the same customer that committed meanwhile is replaced too.
    const replaced = await endUnpaidOrders(t, customer.id, publishLive);
    await requireAddressAllowance(t, ip, unitsOf(lines));
    const [order] = await t
      .insert(orders)
      .values({
        userId: customer.id,
        email: customer.email,
        status: 'awaiting_payment',
        ...amounts,
        shippingAddress: body.shippingAddress,
        billingAddress: body.billingAddress,
        clientIp: ip,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order was not created');
    await t.insert(orderLines).values(
      lines.map((l, position) => ({
        orderId: order.id,
        position,
        productId: l.productId,
        name: l.name,
        size: l.size,
        unitPrice: l.unitPrice,
        qty: l.qty,
        image: l.image,
      })),
    );
    await t.insert(orderStatusHistory).values({ orderId: order.id, status: 'awaiting_payment' });
    await takeStock(t, order.id, lines, publishLive);
    return { orderId: order.id, replaced };
  });

  // A replaced order whose intent was made after the first look: its payment goes too. (One whose intent is still
  // being made is caught below, by that checkout itself.)
  for (const earlier of [...ended, ...replaced]) {
    if (!earlier.intentId || cancelled.has(earlier.intentId)) continue;
    await provider.cancelIntent(earlier.intentId).catch((err) => {
      log.error({ err, orderId: earlier.id }, 'the payment of a replaced checkout could not be cancelled');
    });
  }

  let intent: ProviderIntent;
  try {
    intent = await provider.createIntent({
      amount: amounts.total,
      currency: 'gbp',
      orderId,
      description: `Payment of ${formatPence(amounts.total)} from ${customer.email}`,
      receiptEmail: customer.email,
      idempotencyKey: `order-${orderId}`,
    });
  } catch (err) {
    log.error({ err, orderId }, 'the payment provider refused to create an intent');
    // No order may wait for a payment that cannot happen: the checkout is undone (lines and history too), and
    // its stock given back.
    await db.transaction(async (tx) => {
      await releaseStock(tx as Db, orderId, publishLive);
      await tx.delete(orders).where(eq(orders.id, orderId));
    });
    throw new AppError(
      502,
      'payment_provider_error',
      'The card provider is not answering. Please try again.',
    );
  }
  // Kept so the expiry can cancel this payment if the order is not paid in time. Only while the order is still
  // unpaid: a newer checkout may have replaced it meanwhile, and then this payment must never be taken.
  const [kept] = await db
    .update(orders)
    .set({ intentId: intent.id })
    .where(and(eq(orders.id, orderId), inArray(orders.status, PAYABLE)))
    .returning({ id: orders.id });
  if (!kept) {
    await provider.cancelIntent(intent.id);
    throw new AppError(409, ERROR_CODES.checkoutReplaced, CHECKOUT_REPLACED);
  }
  return { orderId, intent, amounts, lines };
}

/** Ends the customer's unpaid orders (as an expiry would: their units back on sale), in `tx`; answers them. */
async function endUnpaidOrders(tx: Db, userId: string, publishLive?: PublishLive): Promise<Unpaid[]> {
  const unpaid = await unpaidOrdersOf(tx, userId);
  for (const order of unpaid) await expireOrder(tx, order.id, publishLive);
  return unpaid;
}

function unpaidOrdersOf(db: Db, userId: string): Promise<Unpaid[]> {
  return db
    .select({ id: orders.id, intentId: orders.intentId })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, PAYABLE)));
}
