/**
 * What `qty` more units of an order line give back when refunded: their share of what was paid for the line (its
 * price less its discount, issue 17), counted from the units refunded before, so that refunding every unit, in
 * any steps, gives back exactly what was paid for the line, and each partial step rounds in the shop's favour.
 * The server's refunds and the admin's refund form count with this one function.
 */
export function lineRefund(
  line: { unitPrice: number; qty: number; discount: number; refundedQty: number },
  qty: number,
): number {
  const paid = line.unitPrice * line.qty - line.discount;
  const upTo = (units: number) => Math.floor((paid * units) / line.qty);
  return upTo(line.refundedQty + qty) - upTo(line.refundedQty);
}
