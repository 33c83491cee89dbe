import type { Listing, ListingItem, OptionFacet, ProductDetail } from '#shared/contract/catalog.ts';

// Listings for the filters' and cards' tests: what GET /api/products answers, with option facets (issue 31, slice 4).

/**
 * A product as the listing gives it: without its options and variants (their summary only); with `chosen` when
 * option filters matched a variant — the one of this SKU (whatever its case), with these photos, as the server
 * sends it.
 */
export function listed(
  { options: _o, editedAt: _e, lengths: _l, variants, ...product }: ProductDetail,
  chosen?: { sku: string; imageUrls: string[] },
): ListingItem {
  const v = chosen && variants.find((x) => x.sku.toLowerCase() === chosen.sku.toLowerCase());
  if (!v || !chosen) return product;
  return {
    ...product,
    chosen: { sku: v.sku, label: v.length, price: v.price, stock: v.stock, imageUrls: chosen.imageUrls },
  };
}

type FacetValue = OptionFacet['values'][number];
const value = (v: string, count: number, more: Partial<FacetValue> = {}): FacetValue => ({
  value: v,
  count,
  swatchColor: null,
  swatchImage: null,
  ...more,
});

/** Shade, as swatches: a colour, a picture (ombré), and eight more so the list folds. */
export const shadeFacet: OptionFacet = {
  name: 'Shade',
  kind: 'swatch',
  values: [
    value('1B', 12, { swatchColor: '#1b1b1b' }),
    value('#613', 7, { swatchColor: '#f1dca7' }),
    value('T1B/30', 3, { swatchImage: '/media/ombre' }),
    ...['2', '4', '6', '8', '10', '12', '27'].map((v, i) => value(v, i + 1)),
    value('99J', 0),
  ],
};

export const lengthFacet: OptionFacet = {
  name: 'Length',
  kind: 'button',
  values: [value('14″', 9), value('18″', 4), value('22″', 0)],
};

export function listingOf(items: ListingItem[], options: OptionFacet[] = []): Listing {
  return {
    items,
    total: items.length,
    page: 1,
    perPage: 9,
    priceRange: { min: 5000, max: 9000 },
    facets: {
      categories: [{ value: 'Human hair', count: items.length }],
      brands: [{ value: 'Oya Hair', count: items.length }],
      options,
    },
  };
}
