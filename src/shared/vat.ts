// VAT (issue 32, decision 031): prices include it (UK practice), at the owner's rate in basis points (2000 = 20%).
// The VAT inside an amount is worked out per order line, on what the line costs after its discounts, and on the
// delivery, each rounded to the nearest penny (halves up); the order's VAT is their sum. So the lines of an
// invoice add up to its total exactly, and each line's net and VAT add up to what the shopper paid for it.

/** The VAT inside a VAT-inclusive amount of `gross` pence at `rate` basis points, to the nearest penny. */
export function vatIn(gross: number, rate: number): number {
  // Stryker disable next-line EqualityOperator: `< 0` is equivalent, the formula gives 0 for a gross or rate of 0.
  if (gross <= 0 || rate <= 0) return 0;
  // gross × rate / (10000 + rate), rounded half up, in integers only (no floating-point error at any size).
  const divisor = 10_000 + rate;
  return Math.floor((2 * gross * rate + divisor) / (2 * divisor));
}

export type OrderVat = {
  /** The rate applied, in basis points. */
  rate: number;
  /** The VAT inside each line's amount after its discounts, in the lines' order. */
  lines: number[];
  /** The VAT inside the delivery charged. */
  shipping: number;
  /** lines + shipping. */
  amount: number;
};

/** The VAT of an order's lines (each `lineTotal` less its `discount`) and its delivery, at `rate`. */
export function orderVat(
  lines: { lineTotal: number; discount: number }[],
  shipping: number,
  rate: number,
): OrderVat {
  const perLine = lines.map((l) => vatIn(l.lineTotal - l.discount, rate));
  const onShipping = vatIn(shipping, rate);
  return {
    rate,
    lines: perLine,
    shipping: onShipping,
    amount: perLine.reduce((a, b) => a + b, 0) + onShipping,
  };
}

/** A rate in words: 2000 → '20%', 550 → '5.5%'. */
export function vatRateText(rate: number): string {
  return `${Number((rate / 100).toFixed(2))}%`;
}
