import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { CreateIntentBody } from '#shared/contract/checkout.ts';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import { countryName } from '#shared/countries.ts';
import { shippingRule } from '#shared/delivery.ts';
import { formatPence } from '#shared/money.ts';
import type { PublishLive } from '../live/publish.ts';
import {
  attachIntent,
  createOrder,
  endUnpaidOrders,
  type UnpaidOrder,
  undoOrder,
  unpaidOrdersOf,
} from '../orders/create.ts';
import type { PaymentProvider, ProviderIntent } from '../payments/provider.ts';
import type { ShopSettingsReader } from '../settings/store.ts';
import { vatAnswer, vatOfCart } from './cart-vat.ts';
import { chooseDelivery, deliveryQuote } from './delivery-choice.ts';
import { lockCheckout, requireAddressAllowance, unitsOf } from './hold-limits.ts';
import { type PricedCart, priceCart } from './pricing.ts';

export type CheckoutDeps = {
  db: Db;
  /** The owner's settings now: the delivery zones and methods the checkout is priced by. */
  settings: ShopSettingsReader;
  provider: PaymentProvider;
  publishLive?: PublishLive;
  log: { error: (obj: object, msg: string) => void };
};

type Customer = { id: string; email: string };

export const CHECKOUT_REPLACED =
  'You started a newer checkout (perhaps in another tab), which replaced this one. Please pay there, or check ' +
  'out again from your cart.';
export const PREVIOUS_PAYMENT_SUCCEEDED =
  'Your previous checkout was paid a moment ago. Please look at My Orders before paying again.';

/**
 * Starts a checkout (POST /api/create-payment-intent): prices the cart, ends the customer's earlier unpaid order,
 * has the orders module create the new one holding its units (decision 019), and its payment intent. A customer
 * has one unpaid order at a time (issue 21): a new checkout replaces the last, whether it comes after it or at the
 * same moment.
 */
export async function startCheckout(
  deps: CheckoutDeps,
  customer: Customer,
  ip: string,
  body: CreateIntentBody,
) {
  const { db, settings, provider, publishLive, log } = deps;
  // Where and how it goes, refused before anything is held (a country not served, a method not its zone's).
  const delivery = chooseDelivery(settings().delivery, body.shippingAddress.country, body.deliveryMethodId);
  const rule = shippingRule(delivery.method);
  // Kept by the country's name as the list shows it, whatever the shopper's browser sent.
  const shippingAddress = { ...body.shippingAddress, country: countryName(delivery.country) };
  const earlierOrders = await unpaidOrdersOf(db, customer.id);
  const cancelled = new Set<string>();
  let ended: UnpaidOrder[] = [];
  // A first checkout skips all this: the transaction below refuses a cart that cannot be bought with the same
  // answer, and there is nothing to end (issue 30: five statements fewer).
  // Stryker disable next-line ConditionalExpression: `true` is equivalent, the block then only costs round trips
  if (earlierOrders.length > 0) {
    // Priced before anything ends, so a cart that cannot be bought leaves the earlier checkout as it was; priced
    // again below, under the code's lock, for the order itself.
    refuseCode(await priceCart(db, body.items, rule, { code: body.code, userId: customer.id }));

    // The earlier checkout's payment is cancelled before its units go back, so it cannot be paid afterwards.
    for (const earlier of earlierOrders) {
      if (!earlier.intentId) continue;
      const intent = await provider.cancelIntent(earlier.intentId);
      if (intent?.status === 'succeeded') {
        throw new AppError(409, ERROR_CODES.previousPaymentSucceeded, PREVIOUS_PAYMENT_SUCCEEDED);
      }
      cancelled.add(earlier.intentId);
    }

    // The earlier checkout ends now, whether or not the new one can be made (too few left, say): its payment is
    // cancelled, so it must not keep its units until its hold runs out. In a transaction of its own, which also
    // keeps the locks in order: ending a checkout locks its products (to give its units back), and the
    // transaction below locks the discount code before any product, as every other checkout does. (Ending it
    // there, in one transaction fewer, deadlocked two customers replacing checkouts with one code at once.)
    ended = await db.transaction(async (tx) => {
      await lockCheckout(tx, customer.id, ip);
      return endUnpaidOrders(tx, customer.id, publishLive);
    });
  }
  const { orderId, replaced, priced, vat } = await db.transaction(async (t) => {
    await lockCheckout(t, customer.id, ip);
    // Priced first: that locks the code, which comes before any product in the lock order (hold-limits.ts). The
    // code's limits do not count this customer's own unpaid checkout, which is replaced just below.
    const priced = await priceCart(t, body.items, rule, {
      code: body.code,
      userId: customer.id,
      lock: true,
    });
    refuseCode(priced);
    // Under the lock, a checkout of the same customer that committed meanwhile (a double click) is replaced too:
    // its units and its use of the code go back, locking its products.
    const replaced = await endUnpaidOrders(t, customer.id, publishLive);
    await requireAddressAllowance(t, ip, unitsOf(priced.lines));
    const vat = vatOfCart(settings().vat, priced);
    const orderId = await createOrder(
      t,
      {
        customer,
        ip,
        ...priced,
        shippingAddress,
        billingAddress: body.billingAddress,
        delivery: { method: delivery.method.name, country: delivery.country },
        vat,
      },
      publishLive,
    );
    return { orderId, replaced, priced, vat };
  });
  const { amounts, lines, discounts } = priced;

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
    await undoOrder(db, orderId, publishLive);
    throw new AppError(
      502,
      ERROR_CODES.paymentProviderError,
      'The card provider is not answering. Please try again.',
    );
  }
  if (!(await attachIntent(db, orderId, intent.id))) {
    await provider.cancelIntent(intent.id);
    throw new AppError(409, ERROR_CODES.checkoutReplaced, CHECKOUT_REPLACED);
  }
  return {
    orderId,
    intent,
    amounts,
    lines,
    discounts,
    delivery: deliveryQuote(delivery, amounts.subtotal),
    vat: vatAnswer(vat),
  };
}

/** A code the checkout was given but may not apply is refused with its reason, never silently dropped. */
function refuseCode(priced: PricedCart) {
  if (priced.codeRefusal) throw new AppError(409, ERROR_CODES.codeRefused, priced.codeRefusal.message);
}
