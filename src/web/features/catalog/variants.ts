import type { ListingItem, Product } from '#shared/contract/catalog.ts';
import { formatPence } from '#shared/money.ts';

// A product's variants have their own price and stock (docs/product.md#lengths); a listing carries them summed up
// (`variantSummary`), the product page every one. These read the summary for display.

type Summed = Pick<Product, 'price' | 'variantSummary'>;

/** True when the variants do not all cost the same. */
export function pricesDiffer({ variantSummary: s }: Pick<Product, 'variantSummary'>): boolean {
  return s.minPrice !== s.maxPrice;
}

/** The listed price: 'from £x' (the lowest variant price) when the variants' prices differ, else '£x'. */
export function priceLabel(product: Summed): string {
  const amount = formatPence(product.price);
  return pricesDiffer(product) ? `from ${amount}` : amount;
}

/** Nothing left in any variant. A product without variants is not said to be sold out. */
export function isSoldOut({ variantSummary: s }: Pick<Product, 'variantSummary'>): boolean {
  return s.count > 0 && s.inStock === 0;
}

/**
 * What a card or row of the listing shows: with a chosen variant (the one the listing's option filters or Hide sold
 * out matched the product by), that variant (its page, its exact price, its first photo, its stock), so a shopper who
 * filtered for #613 in 22″ sees and opens #613 in 22″; else the product as a whole (its lowest price, its first
 * photo).
 */
export function listedAs(item: ListingItem) {
  const page = `/product-details/${item.id}`;
  const variant = item.chosen;
  if (!variant) {
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
    image: variant.imageUrls[0] ?? item.imageURL[0],
    soldOut: variant.stock <= 0,
    /** Its values ("#613 · 22″"): which choice the price and photo are of. */
    label: variant.label,
  };
}
