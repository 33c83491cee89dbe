import { eq, inArray } from 'drizzle-orm';
import { MAX_LINE_QTY } from '../../../shared/cart.ts';
import { orderTotals, type ShippingRule } from '../../../shared/checkout.ts';
import type { CreateIntentBody, OrderLine } from '../../../shared/contract/checkout.ts';
import { ERROR_CODES } from '../../../shared/contract/errors.ts';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import { AppError, badRequest } from '../../errors.ts';
import { requireOrderWithinLimit } from './hold-limits.ts';

const unavailable = (message: string) => new AppError(409, 'line_unavailable', message);

/**
 * Prices the wish list from the database (DECISIONS 1): the browser says which product, size and how many;
 * names, prices and images come from here. A product or size that is gone answers 409, naming the line; more than
 * the product's limit per order, or than one order may hold, 400.
 */
export async function priceLines(db: Db, items: CreateIntentBody['items'], rule: ShippingRule) {
  // The same product and size twice is one line (DECISIONS 5).
  const merged = new Map<string, { productId: string; size: string; qty: number }>();
  for (const item of items) {
    const key = JSON.stringify([item.productId, item.size]);
    const line = merged.get(key) ?? { productId: item.productId, size: item.size, qty: 0 };
    line.qty += item.qty;
    if (line.qty > MAX_LINE_QTY)
      throw badRequest(`qty must be at most ${MAX_LINE_QTY} for one product and size`);
    merged.set(key, line);
  }
  const wanted = [...merged.values()];
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      imageUrls: products.imageUrls,
      maxPerOrder: products.maxPerOrder,
      length: productVariants.length,
      price: productVariants.price,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(inArray(products.id, [...new Set(wanted.map((l) => l.productId))]));

  // Each line at its length's price (DECISIONS 24); whether enough is left is settled when the stock is taken.
  const lines: OrderLine[] = wanted.map((w) => {
    const ofProduct = rows.filter((r) => r.id === w.productId);
    const p = ofProduct[0];
    if (!p)
      throw unavailable('A product in your cart is no longer available. Please remove it from your cart.');
    const variant = ofProduct.find((r) => r.length === w.size);
    if (!variant || variant.price === null)
      throw unavailable(`${p.name} (Size: ${w.size}) is no longer available`);
    // The owner's limit per length (issue 21): a stock rule, unlike the cart's MAX_LINE_QTY.
    if (w.qty > p.maxPerOrder)
      throw new AppError(
        400,
        ERROR_CODES.lineLimit,
        `You can buy at most ${p.maxPerOrder} of ${p.name} (${w.size}) in one order.`,
      );
    return {
      productId: p.id,
      name: p.name,
      size: w.size,
      unitPrice: variant.price,
      qty: w.qty,
      lineTotal: variant.price * w.qty,
      image: p.imageUrls[0] ?? null,
    };
  });
  requireOrderWithinLimit(lines);
  return { lines, amounts: orderTotals(lines, rule) };
}
