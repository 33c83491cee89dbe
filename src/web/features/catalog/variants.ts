import type { Product } from '#shared/contract/catalog.ts';
import { formatPence } from '#shared/money.ts';

// A product's lengths are variants with their own price and stock (docs/product.md#lengths); these read them for
// display.

type Priced = Pick<Product, 'price' | 'variants'>;

/** True when the lengths do not all cost the same. */
export function pricesDiffer({ price, variants }: Priced): boolean {
  return variants.some((v) => v.price !== price);
}

/** The listed price: 'from £x' (the lowest length price) when the lengths' prices differ, else '£x'. */
export function priceLabel(product: Priced): string {
  const amount = formatPence(product.price);
  return pricesDiffer(product) ? `from ${amount}` : amount;
}

/** Nothing left in any length. A product without variants is not said to be sold out. */
export function isSoldOut({ variants }: Pick<Product, 'variants'>): boolean {
  return variants.length > 0 && variants.every((v) => v.stock <= 0);
}
