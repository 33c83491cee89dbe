// The option facets of a listing that chooses no option value and searches nothing — a category, a brand, a price
// cap, "hide sold out" — by (facet value, cell): a cell is the products of one category and brand, as the listing's
// own counts use (listing-products.ts). Each value's products in a cell keep their cheapest variant's price of that
// value in order, so a value's count under any price cap is a binary search per cell rather than a walk of every
// product that has it (6 ms a listing at 100,000 products, most of a category-and-price listing's cost).
// decision 026, session ten.

/** Value v's entries in cell k are the segment v × cellCount + k: places at[s] … at[s + 1] − 1 of each array. */
export type ValueCells = {
  cellCount: number;
  /** Each product's cell. */
  cellOf: Int32Array;
  at: Int32Array;
  /** The byProduct entry (listing-postings.ts) at each place, to gather a segment's stocked prices again. */
  entries: Int32Array;
  /** Cheapest variant's price of the value, ascending within each segment. */
  low: Int32Array;
  /** Cheapest variant in stock, ascending within each segment: the entries with none (-1) lead it. */
  stocked: Int32Array;
  /** Per segment: how many of its entries have no variant in stock. */
  soldOut: Int32Array;
};

/** A value's products (byProduct.product, each with `low` and `lowStocked`) as sorted prices per cell. */
export function valueCells(
  byProduct: { at: Int32Array; product: Int32Array; low: Int32Array },
  lowStocked: Int32Array,
  cellOf: Int32Array,
  cellCount: number,
): ValueCells {
  const valueCount = byProduct.at.length - 1;
  const segments = valueCount * cellCount;
  const segmentOf = (v: number, e: number) =>
    v * cellCount + (cellOf[byProduct.product[e] as number] as number);
  const at = new Int32Array(segments + 1);
  for (let v = 0; v < valueCount; v++)
    for (let e = byProduct.at[v] as number; e < (byProduct.at[v + 1] as number); e++) {
      const s = segmentOf(v, e);
      at[s + 1] = (at[s + 1] as number) + 1;
    }
  for (let s = 0; s < segments; s++) at[s + 1] = (at[s + 1] as number) + (at[s] as number);
  const entries = new Int32Array(at[segments] as number);
  const fill = at.slice(0, segments);
  for (let v = 0; v < valueCount; v++)
    for (let e = byProduct.at[v] as number; e < (byProduct.at[v + 1] as number); e++) {
      const s = segmentOf(v, e);
      entries[fill[s] as number] = e;
      fill[s] = (fill[s] as number) + 1;
    }
  const low = Int32Array.from(entries, (e) => byProduct.low[e] as number);
  for (let s = 0; s < segments; s++) low.subarray(at[s], at[s + 1]).sort();
  const cells = {
    cellCount,
    cellOf,
    at,
    entries,
    low,
    stocked: new Int32Array(entries.length),
    soldOut: new Int32Array(segments),
  };
  for (let s = 0; s < segments; s++) gatherStocked(cells, lowStocked, s);
  return cells;
}

/** Segment s's stocked prices from `lowStocked`, in order, and how many are none. */
function gatherStocked(cells: ValueCells, lowStocked: Int32Array, s: number) {
  const { at, entries, stocked, soldOut } = cells;
  let none = 0;
  for (let k = at[s] as number; k < (at[s + 1] as number); k++) {
    const p = lowStocked[entries[k] as number] as number;
    stocked[k] = p;
    if (p < 0) none++;
  }
  stocked.subarray(at[s], at[s + 1]).sort();
  soldOut[s] = none;
}

/** `cells` with the stocked prices of these segments (value × cellCount + cell) gathered again from `lowStocked`. */
export function restockedCells(
  cells: ValueCells,
  lowStocked: Int32Array,
  segments: Iterable<number>,
): ValueCells {
  const patched = { ...cells, stocked: cells.stocked.slice(), soldOut: cells.soldOut.slice() };
  for (const s of segments) gatherStocked(patched, lowStocked, s);
  return patched;
}

/**
 * How many products of the `included` cells have a variant of value v at most `max` (in stock when asked): what
 * countByProduct (listing-variants.ts) counts by walking them.
 */
export function countInCells(
  cells: ValueCells,
  v: number,
  included: readonly number[],
  max: number,
  inStock: boolean,
): number {
  const { at, cellCount } = cells;
  let n = 0;
  for (const k of included) {
    const s = v * cellCount + k;
    const from = at[s] as number;
    const to = at[s + 1] as number;
    if (from === to) continue;
    if (inStock) n += countAtMost(cells.stocked, max, from, to) - (cells.soldOut[s] as number);
    else n += max === Number.POSITIVE_INFINITY ? to - from : countAtMost(cells.low, max, from, to);
  }
  return n;
}

/** How many of the ascending `sorted[from … to − 1]` are at most `max` (binary search). */
export function countAtMost(sorted: Int32Array, max: number, from = 0, to = sorted.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) <= max) lo = mid + 1;
    else hi = mid;
  }
  return lo - from;
}
