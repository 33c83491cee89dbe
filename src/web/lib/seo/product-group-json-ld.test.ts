import { describe, expect, it } from 'vitest';
import {
  type Option,
  type ProductDetail,
  summarizeVariants,
  type Variant,
} from '#shared/contract/catalog.ts';
import { combinations, variantLabel } from '#shared/variant-matrix.ts';
import { productJsonLd } from './product-json-ld.ts';

// A product of several variants is a schema.org ProductGroup (issue 31), to Google's product-variant rules: the
// group's id, what its variants vary by, and each variant once as a Product with its own SKU, values, pictures and
// an Offer whose URL opens the page with it chosen.

const origin = 'https://tressa.example';
const url = 'https://tressa.example/product-details/wave';
const IN = 'https://schema.org/InStock';
const OUT = 'https://schema.org/OutOfStock';
const at = (path: string) => `https://tressa.example${path}?w=960`;

const option = (name: string, values: string[], more: Partial<Option> = {}): Option => ({
  id: name,
  name,
  kind: 'button',
  property: null,
  values: values.map((v) => ({ id: v, name: v, swatchColor: null, swatchImage: null, imageUrls: [] })),
  ...more,
});

const TEXTURE = option('Texture', ['Body Wave', 'Deep Wave']);
const SHADE = option('Shade', ['1B', '#613'], { kind: 'swatch', property: 'color' });
const LENGTH = option('Length', ['14"', '22"'], { property: 'size' });
// #613's photos are shared by its variants.
(SHADE.values[1] as Option['values'][number]).imageUrls = ['/media/blonde'];

function product(options: Option[], variants: Variant[]): ProductDetail {
  return {
    id: 'wave',
    name: 'Wave Bundle',
    price: 5_000,
    category: 'Human hair',
    brand: 'Oya',
    description: 'Bundles.',
    imageURL: ['/media/wave'],
    lengths: variants.map((v) => v.length),
    variantSummary: summarizeVariants(variants),
    variants,
    options,
    maxPerOrder: 5,
    createdAt: '2026-01-01T00:00:00.000Z',
    editedAt: null,
    rating: { average: 4.5, count: 2 },
  };
}

/** Every combination as a variant, the 22" ones dearer and #613 in Deep Wave sold out. */
const matrix = (options: Option[]): Variant[] =>
  combinations(options.map((o) => ({ values: o.values.map((v) => v.name) }))).map((values) => ({
    id: variantLabel(values),
    sku: `wave-${values
      .join('-')
      .replace(/[^a-z0-9]+/gi, '')
      .toLowerCase()}`,
    length: variantLabel(values),
    price: values.includes('22"') ? 7_000 : 5_000,
    stock: values.includes('Deep Wave') && values.includes('#613') ? 0 : 3,
    values,
    compareAtPrice: null,
    imageUrls: values.join() === 'Body Wave,1B,22"' ? ['/media/own', '/media/own-2'] : [],
  }));

describe('a product of several variants', () => {
  const options = [TEXTURE, SHADE, LENGTH];
  const ld = productJsonLd({ product: product(options, matrix(options)), origin });

  it('is a ProductGroup with its id, what it varies by, and its rating', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Wave Bundle',
      productGroupID: 'wave',
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
      url,
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect('offers' in ld).toBe(false);
  });

  it('has each variant once, with its values as properties, its pictures, and an offer of its own at its own URL', () => {
    if (!('hasVariant' in ld)) throw new Error('no variants');
    expect(ld.hasVariant).toHaveLength(8);
    expect(new Set(ld.hasVariant.map((v) => v.sku)).size).toBe(8);
    expect(new Set(ld.hasVariant.map((v) => v.offers.url)).size).toBe(8);
    expect(ld.hasVariant[7]).toStrictEqual({
      '@type': 'Product',
      sku: 'wave-deepwave61322',
      name: 'Wave Bundle Deep Wave · #613 · 22"',
      image: [at('/media/blonde')],
      color: '#613',
      size: '22"',
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Texture', value: 'Deep Wave' }],
      offers: {
        '@type': 'Offer',
        price: '70.00',
        priceCurrency: 'GBP',
        availability: OUT,
        url: `${url}?variant=wave-deepwave61322`,
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'Tressa' },
      },
    });
    // Its own photos first; else its shade's; else the product's.
    // A variant's first photo only (the page shows the rest).
    expect(ld.hasVariant.find((v) => v.sku === 'wave-bodywave1b22')?.image).toStrictEqual([at('/media/own')]);
    expect(ld.hasVariant[0]?.image).toStrictEqual([at('/media/wave')]);
    expect(ld.hasVariant[0]?.offers.availability).toBe(IN);
  });

  it('names every variant by what it varies by, as Google requires of each one', () => {
    if (!('hasVariant' in ld) || !('variesBy' in ld)) throw new Error('no variants');
    for (const v of ld.hasVariant) {
      for (const property of ld.variesBy ?? [])
        expect(v).toHaveProperty(property.replace('https://schema.org/', ''));
    }
  });
});

describe('a product from before options, chosen by length alone', () => {
  it('varies by size, each length a variant with its size', () => {
    const variants = matrix([LENGTH]);
    const ld = productJsonLd({ product: { ...product([], variants), options: undefined }, origin });
    expect(ld).toMatchObject({ '@type': 'ProductGroup', variesBy: ['https://schema.org/size'] });
    if (!('hasVariant' in ld)) throw new Error('no variants');
    expect(ld.hasVariant.map((v) => [v.sku, (v as { size?: string }).size, v.offers.price])).toStrictEqual([
      ['wave-14', '14"', '50.00'],
      ['wave-22', '22"', '70.00'],
    ]);
  });
});
