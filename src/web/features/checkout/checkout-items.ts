import type { CartLine } from '#shared/cart.ts';
import type { CreateIntentBody } from '#shared/contract/checkout.ts';

/**
 * What checkout asks the server for: product, variant (by id and label) and quantity only (prices are the
 * server's, docs/product.md#money). Lines the cart page marked as no longer sold are left out, as they are from its
 * subtotal.
 */
export function checkoutItems(lines: CartLine[]): CreateIntentBody['items'] {
  return lines
    .filter((l) => !l.unavailable)
    .map((l) => ({
      productId: l.id,
      ...(l.variantId ? { variantId: l.variantId } : {}),
      size: l.size,
      qty: l.qty,
    }));
}
