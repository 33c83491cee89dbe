import { useState } from 'react';
import { MAX_LINE_QTY } from '#shared/cart.ts';
import type { Product, Variant } from '#shared/contract/catalog.ts';
import { cart, useLineQty } from '#web/lib/cart-store.ts';

export const SIZE_MISSING_MESSAGE = 'Please choose what you would like before adding to the cart.';

/** Anything that is not a whole number of at least 1 counts as the default 1 (docs/product.md#cart). */
export function parseQuantity(text: string): number {
  const n = Math.floor(Number(text));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_LINE_QTY) : 1;
}

/** Why `wanted` more of a variant cannot go in the cart that already holds `inCart` of it, or null when they can. */
export function stockProblem(variant: Variant, wanted: number, inCart: number): string | null {
  if (variant.stock <= 0) return `${variant.length} is out of stock. Please choose another.`;
  if (wanted + inCart <= variant.stock) return null;
  const left = `Only ${variant.stock} left of ${variant.length}`;
  return inCart > 0 ? `${left}, and ${inCart} already in your cart.` : `${left}.`;
}

/** Why `wanted` more of a variant would take the cart past the product's limit per order, or null when it would not. */
export function limitProblem(
  length: string,
  maxPerOrder: number,
  wanted: number,
  inCart: number,
): string | null {
  if (wanted + inCart <= maxPerOrder) return null;
  const most = `At most ${maxPerOrder} of ${length} per order`;
  return inCart > 0 ? `${most} (${inCart} already in your cart).` : `${most}.`;
}

/**
 * The one problem to show: a sold-out variant first, then whichever of the limit per order and what is left binds
 * (the lower one, so the shopper reads the number they can actually have).
 */
export function addProblem(
  variant: Variant,
  maxPerOrder: number,
  wanted: number,
  inCart: number,
): string | null {
  if (variant.stock > 0 && maxPerOrder <= variant.stock) {
    return limitProblem(variant.length, maxPerOrder, wanted, inCart);
  }
  return stockProblem(variant, wanted, inCart);
}

export type AddError = { field: 'size' | 'quantity'; message: string };

/**
 * The quantity and Add to Cart of the product page and the quick view, for the variant the pickers chose. Nothing is
 * added beyond what is left of it or the product's limit per order (docs/product.md#limits), counting what the cart
 * already holds; otherwise the line is added at the variant's price (the cart store toasts), the quantity goes back
 * to 1 and `onAdded` runs. `variant` is read from the live copy of the product, so one sold out meanwhile is refused.
 */
export function useAddToCartForm(product: Product, variant: Variant | undefined, onAdded?: () => void) {
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<AddError | null>(null);
  // Another choice starts without the last one's complaint.
  const [errorFor, setErrorFor] = useState(variant?.id);
  if (errorFor !== variant?.id) {
    setErrorFor(variant?.id);
    setError(null);
  }
  const inCart = useLineQty(variant && { id: product.id, size: variant.length, variantId: variant.id });

  const submit = () => {
    if (!variant) {
      setError({ field: 'size', message: SIZE_MISSING_MESSAGE });
      return;
    }
    const wanted = parseQuantity(quantity);
    const problem = addProblem(variant, product.maxPerOrder, wanted, inCart);
    if (problem) {
      setError({ field: variant.stock <= 0 ? 'size' : 'quantity', message: problem });
      return;
    }
    cart.add(product, variant.length, wanted, variant.id);
    setQuantity('1');
    setError(null);
    onAdded?.();
  };

  const onQuantityChange = (value: string) => {
    setQuantity(value);
    if (error?.field === 'quantity') setError(null);
  };

  return { quantity, onQuantityChange, error, submit };
}
