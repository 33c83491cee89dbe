import type { Address, OrderLine } from '../../../shared/contract/checkout.ts';
import { formatPence } from '../../../shared/money.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

type Input = {
  to: string;
  orderId: string;
  lines: OrderLine[];
  amounts: { subtotal: number; shipping: number; total: number };
  address: Address;
  shopName: string;
  orderUrl: string;
};

/** The order confirmation (issue 4): number, lines, subtotal, shipping, total and the shipping address. */
export function orderConfirmationMail(o: Input): OutgoingMail {
  const lines = o.lines.map(
    (l) =>
      `  ${l.qty} × ${l.name} (Size: ${l.size}) at ${formatPence(l.unitPrice)} = ${formatPence(l.lineTotal)}`,
  );
  const a = o.address;
  return {
    to: o.to,
    kind: 'order-confirmation',
    subject: `Your ${o.shopName} order ${o.orderId.slice(0, 8).toUpperCase()} is confirmed`,
    text: [
      `Thank you for your order. We have received your payment and will let you know when it ships.`,
      '',
      `Order number: ${o.orderId}`,
      '',
      ...lines,
      '',
      `Subtotal: ${formatPence(o.amounts.subtotal)}`,
      `Shipping: ${o.amounts.shipping === 0 ? 'Free' : formatPence(o.amounts.shipping)}`,
      `Total:    ${formatPence(o.amounts.total)}`,
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
      '',
      o.shopName,
    ].join('\n'),
  };
}
