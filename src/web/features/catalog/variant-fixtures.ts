import {
  type Option,
  type ProductDetail,
  summarizeVariants,
  type Variant,
} from '#shared/contract/catalog.ts';
import { variantLabel } from '#shared/variant-matrix.ts';

// Products for the pickers' tests: a length-only bundle as every product from before options is, and a wig chosen by
// shade (swatches) and length whose owner left #613 in 14″ out.

export const variant = (
  values: string[],
  price: number,
  stock: number,
  more: Partial<Variant> = {},
): Variant => ({
  id: `v-${values.join('-')}`,
  sku: `sku-${values.join('-').replace(/[^A-Za-z0-9-]/g, '')}`,
  length: variantLabel(values),
  price,
  stock,
  values,
  compareAtPrice: null,
  imageUrls: [],
  ...more,
});

export const option = (name: string, values: string[], more: Partial<Option> = {}): Option => ({
  id: `o-${name}`,
  name,
  kind: 'button',
  property: null,
  values: values.map((v) => ({
    id: `${name}-${v}`,
    name: v,
    swatchColor: null,
    swatchImage: null,
    imageUrls: [],
  })),
  ...more,
});

const base = {
  category: 'Human hair',
  brand: 'Oya Hair',
  description: 'Soft and sleek.',
  maxPerOrder: 10,
  createdAt: '2025-10-01T09:00:00.000Z',
  editedAt: null,
  rating: { average: 0, count: 0 },
} as const;

const bundleVariants = [variant(['12"'], 5499, 10), variant(['14"'], 6299, 3), variant(['18"'], 7499, 0)];

export const bundle: ProductDetail = {
  ...base,
  id: 'p1',
  name: 'Silky Straight Bundle',
  price: 5499,
  imageURL: ['/media/a', '/media/b', '/media/c'],
  lengths: bundleVariants.map((v) => v.length),
  variants: bundleVariants,
  variantSummary: summarizeVariants(bundleVariants),
  options: [option('Length', ['12"', '14"', '18"'], { property: 'size' })],
};

const shade = option('Shade', ['1B', '#613'], { kind: 'swatch', property: 'color' });
shade.values[0] = { ...shade.values[0], swatchColor: '#1b1b1b' } as (typeof shade.values)[0];
shade.values[1] = {
  ...shade.values[1],
  swatchColor: '#f1dca7',
  imageUrls: ['/media/blonde-1', '/media/blonde-2'],
} as (typeof shade.values)[0];

const wigVariants = [
  variant(['1B', '14"'], 6000, 3, { compareAtPrice: 7500 }),
  variant(['1B', '18"'], 7000, 12),
  variant(['#613', '18"'], 8000, 4),
];

export const wig: ProductDetail = {
  ...base,
  id: 'p2',
  name: 'Body Wave Wig',
  price: 6000,
  imageURL: ['/media/wig'],
  lengths: wigVariants.map((v) => v.length),
  variants: wigVariants,
  variantSummary: summarizeVariants(wigVariants),
  options: [shade, option('Length', ['14"', '18"'], { property: 'size' })],
};

/** `product` sold as `variants` instead, its lengths and summary with them, as the server would send it. */
export const withVariants = (product: ProductDetail, variants: Variant[]): ProductDetail => ({
  ...product,
  variants,
  lengths: variants.map((v) => v.length),
  variantSummary: summarizeVariants(variants),
});
