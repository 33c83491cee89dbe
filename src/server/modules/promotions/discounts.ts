import { orderTotals, type ShippingRule } from '#shared/checkout.ts';

// The discounts of one cart (issue 17, decision 020): the best bundle offer, then a discount code on top. Pure:
// given the priced lines, the shipping rule, the offers running and the code asked for, the same answer every
// time, on the server only. Every amount is whole pence and rounds in the shop's favour, so a line's discount
// never exceeds its price and the lines' discounts add up to the order's exactly.

export type DiscountLine = {
  productId: string;
  variantId: string;
  category: string;
  unitPrice: number;
  qty: number;
};

/** What a promotion applies to: these categories, products or variants; all empty, the whole cart. */
export type Target = { categories: string[]; productIds: string[]; variantIds: string[] };

export type BundleOffer = { id: string; label: string; minQty: number; percent: number; target: Target };

export type CodeKind = 'percent' | 'fixed' | 'free_shipping';
export type DiscountCode = {
  id: string;
  code: string;
  kind: CodeKind;
  /** Percent (1–100) or pence off; nothing for free shipping. */
  value: number;
  /** The cart's subtotal, before discounts, must reach it. */
  minSubtotal: number;
  target: Target;
  /** Applies on top of a bundle offer; if not, the better of the two applies. */
  combines: boolean;
};

/** Why a code given is not applied to this cart (the checkout words it). */
export type CodeNotApplied =
  | { reason: 'minimum'; short: number }
  | { reason: 'not_for_these_items' }
  | { reason: 'offer_is_better' };

export type Discounted = {
  subtotal: number;
  /** What the lines' discounts add up to (offer and code); the shipping saved is apart. */
  discount: number;
  /** The shipping charged: the fee, unless the cart reaches the free-shipping threshold or a code frees it. */
  shipping: number;
  total: number;
  /** Per line, in the cart's order. */
  lines: { offer: number; code: number }[];
  offer: { id: string; label: string; amount: number } | null;
  code: { id: string; code: string; amount: number; shipping: number } | null;
  codeNotApplied: CodeNotApplied | null;
};

const lineTotal = (l: DiscountLine) => l.unitPrice * l.qty;

export const targets = (target: Target, line: DiscountLine) =>
  (target.categories.length === 0 && target.productIds.length === 0 && target.variantIds.length === 0) ||
  target.categories.includes(line.category) ||
  target.productIds.includes(line.productId) ||
  target.variantIds.includes(line.variantId);

/** `percent` of each amount, rounded down. */
const percentOf = (amounts: number[], percent: number) => amounts.map((a) => Math.floor((a * percent) / 100));

/**
 * `amount` spread over `weights` in proportion, in whole pence that add up to `amount` exactly (the largest
 * remainders get the odd pennies) and never pass their weight. `amount` must not exceed the weights' sum.
 */
export function spread(amount: number, weights: number[]): number[] {
  // Nothing to spread (which is also the case when the weights are all zero, since amount ≤ their sum).
  if (amount === 0) return weights.map(() => 0);
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    // Array sort is stable: of equal remainders, the first line gets the penny.
    .sort((a, b) => b.r - a.r);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator: equivalent. A penny goes
    // to a share with a remainder, i.e. below its exact part, itself at most its weight; kept against rounding.
    if ((shares[i] ?? 0) < (weights[i] ?? 0)) {
      shares[i] = (shares[i] ?? 0) + 1;
      left--;
    }
  }
  return shares;
}

/** The offer that saves most on this cart (the first of equals), with its discount per line. */
function bestOffer(lines: DiscountLine[], offers: BundleOffer[]) {
  let best: { offer: BundleOffer; perLine: number[]; amount: number } | null = null;
  for (const offer of offers) {
    const eligible = lines.map((l) => targets(offer.target, l));
    const qty = lines.reduce((n, l, i) => n + (eligible[i] ? l.qty : 0), 0);
    if (qty < offer.minQty) continue;
    const perLine = percentOf(
      lines.map((l, i) => (eligible[i] ? lineTotal(l) : 0)),
      offer.percent,
    );
    const amount = perLine.reduce((a, b) => a + b, 0);
    if (amount > 0 && (!best || amount > best.amount)) best = { offer, perLine, amount };
  }
  return best;
}

/** The code's discount per line on what is left of each line after `before`, and the shipping it frees. */
function codeDiscount(code: DiscountCode, lines: DiscountLine[], before: number[], shipping: number) {
  const eligible = lines.map((l) => targets(code.target, l));
  const net = lines.map((l, i) => (eligible[i] ? lineTotal(l) - (before[i] ?? 0) : 0));
  // Stryker disable next-line ArrowFunction: equivalent, the pricing reads a missing share as 0.
  if (code.kind === 'free_shipping') return { perLine: lines.map(() => 0), shipping };
  if (code.kind === 'percent') return { perLine: percentOf(net, Math.min(code.value, 100)), shipping: 0 };
  const netSum = net.reduce((a, b) => a + b, 0);
  return { perLine: spread(Math.min(code.value, netSum), net), shipping: 0 };
}

/**
 * Prices the cart's discounts. The free-shipping threshold counts the goods before discounts, so a discount can
 * never make the shopper pay more (it would, if it took the cart back under the threshold).
 */
export function applyDiscounts(
  lines: DiscountLine[],
  rule: ShippingRule,
  offers: BundleOffer[],
  code: DiscountCode | null,
): Discounted {
  const { subtotal, shipping } = orderTotals(lines, rule);
  const offer = bestOffer(lines, offers);
  // Stryker disable next-line ArrowFunction: equivalent, a missing share before the code is read as 0.
  const none = lines.map(() => 0);
  const result = (offerLines: number[] | null, codeLines: number[] | null, codeShipping: number) => {
    const perLine = lines.map((_, i) => ({ offer: offerLines?.[i] ?? 0, code: codeLines?.[i] ?? 0 }));
    const offerAmount = perLine.reduce((n, l) => n + l.offer, 0);
    const codeAmount = perLine.reduce((n, l) => n + l.code, 0);
    const discount = offerAmount + codeAmount;
    return {
      subtotal,
      discount,
      shipping: shipping - codeShipping,
      total: subtotal - discount + shipping - codeShipping,
      lines: perLine,
      offer:
        offerLines && offer ? { id: offer.offer.id, label: offer.offer.label, amount: offerAmount } : null,
      code:
        codeLines && code
          ? { id: code.id, code: code.code, amount: codeAmount, shipping: codeShipping }
          : null,
      codeNotApplied: null as CodeNotApplied | null,
    };
  };
  const withOffer = result(offer?.perLine ?? null, null, 0);
  if (!code) return withOffer;
  const refuse = (why: CodeNotApplied) => ({ ...withOffer, codeNotApplied: why });

  if (subtotal < code.minSubtotal) return refuse({ reason: 'minimum', short: code.minSubtotal - subtotal });
  if (!lines.some((l) => targets(code.target, l))) return refuse({ reason: 'not_for_these_items' });
  if (code.combines || !offer) {
    const own = codeDiscount(code, lines, offer?.perLine ?? none, shipping);
    return result(offer?.perLine ?? null, own.perLine, own.shipping);
  }
  // A code that does not combine: the better of the offer alone and the code alone.
  const own = codeDiscount(code, lines, none, shipping);
  const alone = result(null, own.perLine, own.shipping);
  return alone.total < withOffer.total ? alone : refuse({ reason: 'offer_is_better' });
}
