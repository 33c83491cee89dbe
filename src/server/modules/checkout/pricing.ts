import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, productVariants } from '#server/db/schema.ts';
import { AppError, badRequest } from '#server/errors.ts';
import { MAX_LINE_QTY } from '#shared/cart.ts';
import type { ShippingRule } from '#shared/checkout.ts';
import type { ChosenOption, CreateIntentBody, Quote } from '#shared/contract/checkout.ts';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import type { VariantLine } from '../orders/stock.ts';
import { activeOffers } from '../promotions/active-offers.ts';
import { notAppliedRefusal, usableCode } from '../promotions/code-check.ts';
import { applyDiscounts } from '../promotions/discounts.ts';
import { requireOrderWithinLimit } from './hold-limits.ts';

const unavailable = (message: string) => new AppError(409, ERROR_CODES.lineUnavailable, message);

type PricedLine = Omit<VariantLine, 'discount'> & { category: string };

/**
 * Prices the wish list from the database (docs/product.md#money): the browser says which product, variant and how
 * many; names, prices, categories and images come from here. A variant is named by its id or, from a cart stored
 * before variants had ids, by its label (`size`, today the length). A product or variant that is gone answers 409,
 * naming the line; more than the product's limit per order, or than one order may hold, 400.
 */
async function priceLines(db: Db, items: CreateIntentBody['items']): Promise<PricedLine[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      imageUrls: products.imageUrls,
      maxPerOrder: products.maxPerOrder,
      variantId: productVariants.id,
      sku: productVariants.sku,
      length: productVariants.length,
      price: productVariants.price,
      // What it was chosen by, as the order keeps it (migration 0024's variant_options).
      options: sql<ChosenOption[]>`variant_options(${productVariants.id})`,
    })
    .from(products)
    // Only the variants the cart names: a product may have 2,048.
    .leftJoin(
      productVariants,
      and(
        eq(productVariants.productId, products.id),
        or(
          inArray(
            productVariants.id,
            items.flatMap((i) =>
              i.variantId
                ? [i.variantId]
                : // Stryker disable next-line ArrayDeclaration: equivalent, an id no variant has matches no row.
                  [],
            ),
          ),
          inArray(
            productVariants.length,
            items.map((i) => i.size),
          ),
        ),
      ),
    )
    .where(inArray(products.id, [...new Set(items.map((i) => i.productId))]));

  // The same variant twice (named by id and by label, say) is one line (docs/product.md#cart), at its price
  // (docs/product.md#lengths).
  const lines = new Map<string, PricedLine & { maxPerOrder: number }>();
  for (const item of items) {
    const ofProduct = rows.filter((r) => r.id === item.productId);
    const p = ofProduct[0];
    if (!p)
      throw unavailable('A product in your cart is no longer available. Please remove it from your cart.');
    const variant = ofProduct.find((r) =>
      item.variantId ? r.variantId === item.variantId : r.length === item.size,
    );
    // Stryker disable next-line ConditionalExpression: equivalent, a variant's columns (left-joined) are null
    // together, and NOT NULL in its row: the price and length checks only tell TypeScript so.
    if (!variant?.variantId || variant.price === null || variant.length === null)
      throw unavailable(`${p.name} (Size: ${item.size}) is no longer available`);
    const line = lines.get(variant.variantId) ?? {
      productId: p.id,
      variantId: variant.variantId,
      sku: variant.sku,
      options: variant.options,
      name: p.name,
      category: p.category,
      size: variant.length,
      unitPrice: variant.price,
      qty: 0,
      lineTotal: 0,
      image: p.imageUrls[0] ?? null,
      maxPerOrder: p.maxPerOrder,
    };
    line.qty += item.qty;
    line.lineTotal = line.unitPrice * line.qty;
    if (line.qty > MAX_LINE_QTY)
      throw badRequest(`qty must be at most ${MAX_LINE_QTY} for one product and size`);
    lines.set(variant.variantId, line);
  }
  const priced = [...lines.values()].map(({ maxPerOrder, ...line }) => {
    // The owner's limit per variant (issue 21): a stock rule, unlike the cart's MAX_LINE_QTY.
    if (line.qty > maxPerOrder)
      throw new AppError(
        400,
        ERROR_CODES.lineLimit,
        `You can buy at most ${maxPerOrder} of ${line.name} (${line.size}) in one order.`,
      );
    return line;
  });
  requireOrderWithinLimit(priced);
  return priced;
}

export type PricedCart = Omit<Quote, 'lines' | 'delivery' | 'vat'> & {
  /** The quote's lines, each naming the variant it was priced by. */
  lines: VariantLine[];
  /** The code applied, to hold a use of it with the order. */
  codeId: string | null;
};

/**
 * What the cart costs now (issue 17, decision 020): its lines from the database, the best bundle offer running,
 * and the code given if this customer may use it on this cart; otherwise `codeRefusal` says why, in the
 * checkout's words, and the cart is priced without it. With `lock` (inside the checkout's transaction) the code's
 * row stays locked until the transaction ends, so its limits hold against checkouts at the same moment.
 */
export async function priceCart(
  db: Db,
  items: CreateIntentBody['items'],
  rule: ShippingRule,
  {
    code,
    userId,
    now = new Date(),
    lock = false,
  }: { code?: string; userId: string; now?: Date; lock?: boolean },
): Promise<PricedCart> {
  // One after another: inside the checkout's transaction they share one connection, which takes one query at a time.
  const lines = await priceLines(db, items);
  const offers = await activeOffers(db, now);
  const usable = code ? await usableCode(db, code, userId, { now, lock }) : null;
  const priced = applyDiscounts(lines, rule, offers, usable && 'code' in usable ? usable.code : null);
  const refusal =
    usable && 'refused' in usable
      ? usable.refused
      : priced.codeNotApplied
        ? notAppliedRefusal(priced.codeNotApplied)
        : null;
  return {
    lines: lines.map(({ category: _, ...l }, i) => ({
      ...l,
      discount: (priced.lines[i]?.offer ?? 0) + (priced.lines[i]?.code ?? 0),
    })),
    amounts: {
      subtotal: priced.subtotal,
      discount: priced.discount,
      shipping: priced.shipping,
      total: priced.total,
    },
    discounts: {
      offer: priced.offer && { label: priced.offer.label, amount: priced.offer.amount },
      code: priced.code && {
        code: priced.code.code,
        amount: priced.code.amount,
        shipping: priced.code.shipping,
      },
    },
    codeRefusal: refusal,
    codeId: priced.code?.id ?? null,
  };
}
