import { formatPence, parsePounds } from '#shared/money.ts';

/**
 * What a variant's price field says, from the product's price and the variant's own price as typed: the
 * placeholder of an empty price, and the price the variant sells at. A variant without a price of its own, or with
 * one equal to the product's (the server keeps no such price as its own), follows the product's price (issue 19).
 */
export function variantPriceNote(
  productPrice: string,
  ownPrice: string,
): { placeholder: string; hint: string } {
  const product = parsePounds(productPrice.trim());
  const placeholder = product ? `${formatPence(product)} (product price)` : 'Product price';
  const own = ownPrice.trim() === '' ? null : parsePounds(ownPrice.trim());
  if (own !== null && own !== product)
    return { placeholder, hint: `Sells at its own price, ${formatPence(own)}` };
  return {
    placeholder,
    hint: product ? `Sells at the product price, ${formatPence(product)}` : 'Sells at the product price',
  };
}
