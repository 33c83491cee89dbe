// Totals of an order (docs/product.md#money): prices include VAT; shipping is a flat fee, free from a threshold.
// The server computes them from the database; the browser only shows what the server answered.

export type ShippingRule = { fee: number; freeFrom: number };
export type Totals = { subtotal: number; shipping: number; total: number };

export function orderTotals(lines: { unitPrice: number; qty: number }[], rule: ShippingRule): Totals {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
  const shipping = subtotal === 0 || subtotal >= rule.freeFrom ? 0 : rule.fee;
  return { subtotal, shipping, total: subtotal + shipping };
}
