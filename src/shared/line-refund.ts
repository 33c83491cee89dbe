import { vatIn } from './vat.ts';

type RefundableLine = { unitPrice: number; qty: number; discount: number; refundedQty: number };

/** What the line's first `units` units were paid, in pence: a share of its price less its discount, rounded down. */
const paidUpTo = (line: RefundableLine, units: number) =>
  Math.floor(((line.unitPrice * line.qty - line.discount) * units) / line.qty);

/**
 * What `qty` more units of an order line give back when refunded: their share of what was paid for the line (its
 * price less its discount, issue 17), counted from the units refunded before, so that refunding every unit, in
 * any steps, gives back exactly what was paid for the line, and each partial step rounds in the shop's favour.
 * The server's refunds and the admin's refund form count with this one function.
 */
export function lineRefund(line: RefundableLine, qty: number): number {
  return paidUpTo(line, line.refundedQty + qty) - paidUpTo(line, line.refundedQty);
}

/**
 * The VAT inside what `qty` more units of a line give back (decision 033), at the order's `rate`: counted from the
 * units refunded before as `lineRefund` is, so the credit notes of a line refunded in any steps give back exactly
 * the VAT its invoice charged (decision 031's vatIn of what the whole line was paid).
 */
export function lineRefundVat(line: RefundableLine, qty: number, rate: number): number {
  const vatUpTo = (units: number) => vatIn(paidUpTo(line, units), rate);
  return vatUpTo(line.refundedQty + qty) - vatUpTo(line.refundedQty);
}
