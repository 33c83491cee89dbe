import type { Option, Variant } from './contract/catalog.ts';

/**
 * The photos of a variant (issue 31): its own; else those of its shade (the value of a swatch option it has), which
 * every variant of that shade shares; else the product's.
 */
export function variantImages(
  product: { imageURL: readonly string[]; options?: readonly Option[] },
  variant: Pick<Variant, 'imageUrls' | 'values'>,
): readonly string[] {
  if (variant.imageUrls.length > 0) return variant.imageUrls;
  for (const [k, option] of (product.options ?? []).entries()) {
    if (option.kind !== 'swatch') continue;
    const value = option.values.find((v) => v.name === variant.values[k]);
    if (value && value.imageUrls.length > 0) return value.imageUrls;
  }
  return product.imageURL;
}
