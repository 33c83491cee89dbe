import { type FacetValueRow, facetKey, facetValues } from './listing-facet-values.ts';
import { type ProductCells, postingLists } from './listing-postings.ts';
import { variantIndex } from './listing-variants.ts';

// The variant index (listing-variants.ts) as the listing index loads it: one row a product, turned into typed arrays
// grouped by product, in the products' positions in the index.

/**
 * One product's variants as the index loads them (one row a product, so 1,200,000 variants are 100,000 rows and no
 * string a variant): its options' names in order, its values once ([option slot, name]), and per variant its price,
 * whether it is in stock (1), and at each of the 4 option slots its value's place in `values` counted from 1 (0: no
 * option there).
 */
export type ProductVariantsRow = {
  productId: string;
  options: string[];
  values: [number, string][];
  variants: [price: number, inStock: number, ...places: number[]][];
};

export function buildVariantIndex(
  position: Map<string, number>,
  productCount: number,
  productRows: ProductVariantsRow[],
  facetRows: FacetValueRow[],
  where: ProductCells,
) {
  const names = facetValues(facetRows);

  // Variants grouped by product: product i's are start[i] … start[i + 1] − 1.
  const start = new Int32Array(productCount + 1);
  const rowOf = new Int32Array(productCount).fill(-1);
  productRows.forEach((r, k) => {
    const i = position.get(r.productId);
    if (i !== undefined) rowOf[i] = k;
  });
  for (let i = 0; i < productCount; i++) {
    const k = rowOf[i] as number;
    start[i + 1] = (start[i] as number) + (k < 0 ? 0 : (productRows[k]?.variants.length ?? 0));
  }
  const m = start[productCount] as number;
  const price = new Int32Array(m);
  const inStock = new Uint8Array(m);
  const productOf = new Int32Array(m);
  const slots = new Int32Array(m * 4).fill(-1);
  for (let i = 0; i < productCount; i++) {
    const r = productRows[rowOf[i] as number];
    if (!r) continue;
    // The facet value of each of the product's values, by their place in its list (from 1).
    const facetValueAt = [
      -1,
      ...r.values.map(([s, name]) => names.valueId(facetKey(r.options[s] ?? '', name)) ?? -1),
    ];
    r.variants.forEach(([p, stocked, ...places], n) => {
      const j = (start[i] as number) + n;
      price[j] = p;
      inStock[j] = stocked === 1 ? 1 : 0;
      productOf[j] = i;
      for (let s = 0; s < 4; s++) {
        slots[j * 4 + s] = facetValueAt[places[s] as number] ?? -1;
      }
    });
  }

  const arrays = { start, slots, productOf, price, inStock };
  return variantIndex(names, arrays, postingLists(arrays, names.valueCount, where));
}
