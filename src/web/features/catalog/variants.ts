import type { ListingItem, Product, Variant } from '#shared/contract/catalog.ts';
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

/**
 * The variant the listing's option filters (or Hide sold out) matched the product by (ListingItem.chosen: the
 * cheapest with every chosen value); undefined without such filters, or when the item's copy lacks it.
 */
export function chosenVariant(item: ListingItem): Variant | undefined {
  const sku = item.chosen?.sku.toLowerCase();
  return sku === undefined ? undefined : item.variants.find((v) => v.sku.toLowerCase() === sku);
}

/**
 * What a card or row of the listing shows: with a chosen variant, that variant (its page, its exact price, its first
 * photo, its stock), so a shopper who filtered for #613 in 22″ sees and opens #613 in 22″; else the product as a
 * whole (its lowest price, its first photo).
 */
export function listedAs(item: ListingItem) {
  const variant = chosenVariant(item);
  const page = `/product-details/${item.id}`;
  if (!variant || !item.chosen) {
    return {
      href: page,
      price: priceLabel(item),
      image: item.imageURL[0],
      soldOut: isSoldOut(item),
      label: undefined,
    };
  }
  return {
    href: `${page}?variant=${encodeURIComponent(variant.sku)}`,
    price: formatPence(variant.price),
    image: item.chosen.imageUrls[0] ?? item.imageURL[0],
    soldOut: variant.stock <= 0,
    /** Its values ("#613 · 22″"): which choice the price and photo are of. */
    label: variant.length,
  };
}
