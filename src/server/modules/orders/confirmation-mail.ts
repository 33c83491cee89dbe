import type { Address, Amounts, Discounts, OrderLine } from '#shared/contract/checkout.ts';
import type { Vat } from '#shared/contract/vat.ts';
import { choiceText } from '#shared/line-choice.ts';
import { formatPence } from '#shared/money.ts';
import { shortOrderNumber } from '#shared/order-number.ts';
import { vatRateText } from '#shared/vat.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

type Input = {
  to: string;
  orderId: string;
  lines: OrderLine[];
  amounts: Amounts;
  discounts: Discounts;
  address: Address;
  /** The delivery method bought ('Next day'); null on an order from before delivery methods. */
  deliveryMethod: string | null;
  /** The VAT the order includes; null when the shop charged none. */
  vat: Vat;
  shopName: string;
  orderUrl: string;
  /** The order's invoice (PDF), for the customer signed in. */
  invoiceUrl: string;
};

/** Each promotion the order got as its own line, as the checkout showed them (issue 17). */
function discountLines({ offer, code }: Discounts): string[] {
  return [
    ...(offer ? [`Bundle offer (${offer.label}): −${formatPence(offer.amount)}`] : []),
    ...(code && code.amount > 0 ? [`Discount code ${code.code}: −${formatPence(code.amount)}`] : []),
  ];
}

/**
 * The order confirmation (issue 4): number, lines, subtotal, the discounts, shipping, total and the shipping
 * address.
 */
export function orderConfirmationMail(o: Input): OutgoingMail {
  const lines = o.lines.map(
    (l) =>
      `  ${l.qty} × ${l.name} (${choiceText(l)}) at ${formatPence(l.unitPrice)} = ${formatPence(l.lineTotal)}`,
  );
  const a = o.address;
  return {
    to: o.to,
    kind: 'order-confirmation',
    subject: `Your ${o.shopName} order ${shortOrderNumber(o.orderId)} is confirmed`,
    text: [
      `Thank you for your order. We have received your payment and will let you know when it ships.`,
      '',
      `Order number: ${o.orderId}`,
      '',
      ...lines,
      '',
      `Subtotal: ${formatPence(o.amounts.subtotal)}`,
      ...discountLines(o.discounts),
      `Shipping${o.deliveryMethod ? ` (${o.deliveryMethod})` : ''}: ${shippingWords(o.amounts, o.discounts)}`,
      `Total:    ${formatPence(o.amounts.total)}`,
      ...(o.vat ? [`Includes VAT at ${vatRateText(o.vat.rate)}: ${formatPence(o.vat.amount)}`] : []),
      '',
      'Shipping to:',
      `  ${a.name}`,
      `  ${a.line1}`,
      `  ${a.line2}`,
      `  ${a.city} ${a.zip}`,
      `  ${a.country}`,
      `  ${a.phone}`,
      '',
      `Your order: ${o.orderUrl}`,
      `Your invoice (sign in to open it): ${o.invoiceUrl}`,
      '',
      o.shopName,
    ].join('\n'),
  };
}

function shippingWords(amounts: Amounts, { code }: Discounts) {
  if (code && code.shipping > 0)
    return `Free with code ${code.code} (you saved ${formatPence(code.shipping)})`;
  return amounts.shipping === 0 ? 'Free' : formatPence(amounts.shipping);
}
