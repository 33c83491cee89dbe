import { restockedCells, type ValueCells, valueCells } from './listing-cells.ts';

// The option filters' posting lists (listing-variants.ts): for each facet value, the variants that have it, so a
// filter walks the variants of its rarest chosen option's values instead of every variant; and per value, each
// product that has it once with its cheapest such variant, so a listing that chooses no value (a price cap, "hide
// sold out", a search) counts a value's products without walking their variants. decision 026, session nine.

/**
 * The variants as listing-variants.ts holds them, grouped by product (product i's are start[i] … start[i + 1] − 1):
 * 4 facet value slots each (-1: none), price, in stock (1), and product.
 */
export type VariantArrays = {
  start: Int32Array;
  slots: Int32Array;
  productOf: Int32Array;
  price: Int32Array;
  inStock: Uint8Array;
};

/** Value v's products (byProduct.product[at[v]] … [at[v + 1] − 1]) each with its cheapest variant of v. */
type ByProduct = { at: Int32Array; product: Int32Array; low: Int32Array };

export type PostingLists = {
  postStart: Int32Array;
  postings: Int32Array;
  byProduct: ByProduct;
  cheapest: Int32Array;
  /** The figures that follow stock: each product's cheapest variant in stock, and per byProduct entry (-1: none). */
  cheapestStocked: Int32Array;
  lowStocked: Int32Array;
  /** Each value's products' cheapest prices by (category, brand) cell, for listings that choose no value. */
  cells: ValueCells;
};

/** Where products sit for the per-cell figures: each product's cell, and how many cells there are. */
export type ProductCells = { cellOf: Int32Array; cellCount: number };

export function postingLists(arrays: VariantArrays, valueCount: number, where: ProductCells): PostingLists {
  const { slots, productOf, price, inStock } = arrays;
  // Value v's variants are postings[postStart[v]] … postings[postStart[v + 1] − 1], ascending (so grouped by product).
  const postStart = new Int32Array(valueCount + 1);
  for (let s = 0; s < slots.length; s++) {
    const v = slots[s] as number;
    if (v >= 0) postStart[v + 1] = (postStart[v + 1] as number) + 1;
  }
  for (let v = 0; v < valueCount; v++)
    postStart[v + 1] = (postStart[v + 1] as number) + (postStart[v] as number);
  const postings = new Int32Array(postStart[valueCount] as number);
  const fill = postStart.slice(0, valueCount);
  for (let s = 0; s < slots.length; s++) {
    const v = slots[s] as number;
    if (v < 0) continue;
    const at = fill[v] as number;
    postings[at] = s >> 2;
    fill[v] = at + 1;
  }

  // Value v's products are product[at[v]] … product[at[v + 1] − 1], ascending, each with its cheapest variant of v
  // (`low`) and cheapest in stock (`lowStocked`, -1: every one sold out).
  const at = new Int32Array(valueCount + 1);
  const product = new Int32Array(postings.length);
  const low = new Int32Array(postings.length);
  const lowStocked = new Int32Array(postings.length).fill(-1);
  let e = -1;
  for (let v = 0; v < valueCount; v++) {
    at[v] = e + 1;
    let last = -1;
    for (let k = postStart[v] as number; k < (postStart[v + 1] as number); k++) {
      const j = postings[k] as number;
      const p = price[j] as number;
      if (productOf[j] !== last) {
        last = productOf[j] as number;
        e++;
        product[e] = last;
        low[e] = p;
      } else if (p < (low[e] as number)) low[e] = p;
      if (inStock[j] === 1 && (lowStocked[e] === -1 || p < (lowStocked[e] as number))) lowStocked[e] = p;
    }
  }
  at[valueCount] = e + 1;
  const byProduct = { at, product: product.slice(0, e + 1), low: low.slice(0, e + 1) };
  const stockedEntries = lowStocked.slice(0, e + 1);
  // Each product's cheapest variant, and cheapest in stock (-1: none): "hide sold out" alone narrows by these.
  const cheapest = new Int32Array(arrays.start.length - 1).fill(-1);
  const cheapestStocked = new Int32Array(arrays.start.length - 1).fill(-1);
  for (let j = 0; j < price.length; j++) {
    const i = productOf[j] as number;
    const p = price[j] as number;
    if (cheapest[i] === -1 || p < (cheapest[i] as number)) cheapest[i] = p;
    if (inStock[j] === 1 && (cheapestStocked[i] === -1 || p < (cheapestStocked[i] as number)))
      cheapestStocked[i] = p;
  }
  return {
    postStart,
    postings,
    byProduct,
    cheapest,
    cheapestStocked,
    lowStocked: stockedEntries,
    cells: valueCells(byProduct, stockedEntries, where.cellOf, where.cellCount),
  };
}

/** Where product i is among value v's products (they are in order), or -1. */
function entryOf(byProduct: ByProduct, v: number, i: number): number {
  let lo = byProduct.at[v] as number;
  let hi = byProduct.at[v + 1] as number;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((byProduct.product[mid] as number) < i) lo = mid + 1;
    else hi = mid;
  }
  return lo < (byProduct.at[v + 1] as number) && byProduct.product[lo] === i ? lo : -1;
}

/**
 * The arrays and lists with these variants' stock as given (by product position and place among its variants):
 * only `inStock` and the figures that follow it are copied and changed; undefined when a place is not held.
 */
export function restocked(
  arrays: VariantArrays,
  lists: PostingLists,
  changes: { i: number; place: number; inStock: boolean }[],
): { arrays: VariantArrays; lists: PostingLists } | undefined {
  const inStock = arrays.inStock.slice();
  const touched = new Set<number>();
  for (const c of changes) {
    const j = (arrays.start[c.i] as number) + c.place;
    if (c.i < 0 || c.place < 0 || j >= (arrays.start[c.i + 1] as number)) return undefined;
    inStock[j] = c.inStock ? 1 : 0;
    touched.add(c.i);
  }
  const { start, slots, price } = arrays;
  const cheapestStocked = lists.cheapestStocked.slice();
  const lowStocked = lists.lowStocked.slice();
  const { cellOf, cellCount } = lists.cells;
  const segments = new Set<number>();
  for (const i of touched) {
    // The product's own figures again, from its variants alone: each of its values' entries is reset when first met.
    const met = new Set<number>();
    cheapestStocked[i] = -1;
    for (let j = start[i] as number; j < (start[i + 1] as number); j++) {
      const p = price[j] as number;
      const stocked = inStock[j] === 1;
      if (stocked && (cheapestStocked[i] === -1 || p < (cheapestStocked[i] as number)))
        cheapestStocked[i] = p;
      for (let s = j * 4; s < j * 4 + 4; s++) {
        const e = (slots[s] as number) < 0 ? -1 : entryOf(lists.byProduct, slots[s] as number, i);
        if (e < 0) continue;
        if (!met.has(e)) {
          met.add(e);
          lowStocked[e] = -1;
          segments.add((slots[s] as number) * cellCount + (cellOf[i] as number));
        }
        if (stocked && (lowStocked[e] === -1 || p < (lowStocked[e] as number))) lowStocked[e] = p;
      }
    }
  }
  const cells = restockedCells(lists.cells, lowStocked, segments);
  return { arrays: { ...arrays, inStock }, lists: { ...lists, cheapestStocked, lowStocked, cells } };
}
