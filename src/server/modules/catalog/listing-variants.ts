import type { OptionFacet } from '#shared/contract/catalog.ts';
import { countInCells } from './listing-cells.ts';
import type {
  CompiledFilters as Compiled,
  FacetValueRow,
  FacetValues,
  VariantFilters,
} from './listing-facet-values.ts';
import { type PostingLists, restocked, type VariantArrays } from './listing-postings.ts';

// The listing's option filters (issue 31, slice 4): "Shade #613" and "Length 22″" must be the same variant, not #613
// in 14″ and 1B in 22″, so products are matched variant by variant. The variants are held in typed arrays (price,
// in stock, up to 4 facet values each) grouped by product, with a posting list per facet value (the variants that
// have it, in order), so a filter walks only the variants of its rarest chosen option's values rather than all of
// them, and a product's cheapest variant per value answers the facets of filters that choose no value.
// docs/decisions/026-options-and-variants.md.

export type { FacetValueRow, VariantFilters };

/**
 * The products a facet count looks at: flags by position, and the same as a list; `cells` when they are exactly the
 * products of these (category, brand) cells (no search), so a value's count is read from listing-cells.ts.
 */
export type Included = { flags: Uint8Array; list: ArrayLike<number>; cells?: readonly number[] };

/** The filters' walks over one set of variant arrays and the lists derived from them. */
export function variantIndex(names: FacetValues, arrays: VariantArrays, lists: PostingLists) {
  const { valueOption, valueCount } = names;
  const { start, slots, productOf, price, inStock } = arrays;
  const { postStart, postings, byProduct, cheapest, cheapestStocked, lowStocked } = lists;
  const productCount = start.length - 1;

  /**
   * The chosen options variant j does not satisfy, as bits by group (0: it has a chosen value of every one). A
   * variant has at most one value per facet option (an option's name is unique per product, whatever its case).
   */
  function failed(c: Compiled, j: number): number {
    const { groupOf, allowed } = c;
    let mask = c.groups === 0 ? 0 : (1 << c.groups) - 1;
    for (let s = j * 4; s < j * 4 + 4; s++) {
      const v = slots[s] as number;
      if (v < 0) continue;
      const g = groupOf[valueOption[v] as number] as number;
      if (g >= 0 && allowed[v] === 1) mask &= ~(1 << g);
    }
    return mask;
  }

  /** Group g's variants (those with a chosen value of its option), ascending: its values' posting lists merged. */
  function variantsOf(c: Compiled, g: number): Int32Array {
    const lists = (c.chosenOf[g] as number[]).map((v) =>
      postings.subarray(postStart[v] as number, postStart[v + 1] as number),
    );
    if (lists.length === 1) return lists[0] as Int32Array;
    // A variant is in one list at most (one value per option), so the merge is a concatenation put in order.
    const out = new Int32Array(lists.reduce((sum, l) => sum + l.length, 0));
    let at = 0;
    for (const l of lists) {
      out.set(l, at);
      at += l.length;
    }
    return out.sort();
  }

  /** How many variants have one of group g's chosen values. */
  const sizeOf = (c: Compiled, g: number) =>
    (c.chosenOf[g] as number[]).reduce(
      (n, v) => n + (postStart[v + 1] as number) - (postStart[v] as number),
      0,
    );

  /** The groups, fewest variants first: a walk of the first one's sees every match (only the walked are merged). */
  const byRarity = (c: Compiled): number[] =>
    c.chosenOf.map((_, g) => g).sort((a, b) => sizeOf(c, a) - sizeOf(c, b));

  /** Adds product i to the counts of the values of variant j that `only` allows (-1: all of them), once each. */
  function countValues(
    c: Compiled,
    j: number,
    i: number,
    only: number,
    counts: Int32Array,
    seen: Int32Array,
  ) {
    for (let s = j * 4; s < j * 4 + 4; s++) {
      const v = slots[s] as number;
      if (v < 0 || seen[v] === i) continue;
      if (only !== -1 && c.groupOf[valueOption[v] as number] !== only) continue;
      seen[v] = i;
      counts[v] = (counts[v] as number) + 1;
    }
  }

  /** Counts for value v the included products with a variant of it under the cap (and in stock when asked). */
  function countByProduct(c: Compiled, v: number, included: Included, counts: Int32Array) {
    if (included.cells) {
      counts[v] = countInCells(lists.cells, v, included.cells, c.maxPrice, c.inStock);
      return;
    }
    const low = c.inStock ? lowStocked : byProduct.low;
    let n = 0;
    for (let e = byProduct.at[v] as number; e < (byProduct.at[v + 1] as number); e++) {
      const p = low[e] as number;
      if (p >= 0 && p <= c.maxPrice && included.flags[byProduct.product[e] as number] === 1) n++;
    }
    counts[v] = n;
  }

  return {
    /** Whether these filters look at variants at all (without them a product's own price decides, as before). */
    active: (f: VariantFilters) => (f.opt?.length ?? 0) > 0 || f.inStock === true,

    compile: names.compile,

    /**
     * Each product's lowest price among its variants that pass the chosen values and "in stock" (not the price cap,
     * which the listing applies to this price as it does to a product's), among `candidates` (all when undefined):
     * those with one as `list` (ascending) and `flags`, and the price by position in `best` (-1: none).
     */
    bestPrices(c: Compiled, candidates?: Included) {
      const best = new Int32Array(productCount).fill(-1);
      const flags = new Uint8Array(productCount);
      const list = new Int32Array(productCount);
      let count = 0;
      const found = () => ({ list: list.slice(0, count), flags, best });
      if (c.impossible) return found();
      if (c.groups === 0) {
        const low = c.inStock ? cheapestStocked : cheapest;
        const n = candidates ? candidates.list.length : productCount;
        for (let k = 0; k < n; k++) {
          const i = candidates ? (candidates.list[k] as number) : k;
          if ((low[i] as number) < 0) continue;
          best[i] = low[i] as number;
          flags[i] = 1;
          list[count++] = i;
        }
        return found();
      }
      if (c.groups === 1) {
        // One option chosen: each chosen value's products with their cheapest variant of it (in stock when asked)
        // answer, a third as many as its variants and none to test.
        const low = c.inStock ? lowStocked : byProduct.low;
        for (const v of c.chosenOf[0] ?? []) {
          for (let e = byProduct.at[v] as number; e < (byProduct.at[v + 1] as number); e++) {
            const i = byProduct.product[e] as number;
            const p = low[e] as number;
            if (p < 0 || (candidates && candidates.flags[i] === 0)) continue;
            if (flags[i] === 0) {
              flags[i] = 1;
              best[i] = p;
            } else if (p < (best[i] as number)) best[i] = p;
          }
        }
        for (let i = 0; i < productCount; i++) if (flags[i] === 1) list[count++] = i;
        return found();
      }
      const walk = variantsOf(c, byRarity(c)[0] as number);
      for (let k = 0; k < walk.length; k++) {
        const j = walk[k] as number;
        const i = productOf[j] as number;
        if (candidates && candidates.flags[i] === 0) continue;
        if (c.inStock && inStock[j] === 0) continue;
        if (failed(c, j) !== 0) continue;
        const p = price[j] as number;
        if (flags[i] === 0) {
          flags[i] = 1;
          list[count++] = i;
          best[i] = p;
        } else if (p < (best[i] as number)) best[i] = p;
      }
      return found();
    },

    /**
     * The option facets of a listing that chooses no value, over the products of the `included` cells (no search):
     * each value counts them from its sorted prices per cell, with no walk (listing-cells.ts).
     */
    cellFacets(c: Compiled, included: readonly number[]): OptionFacet[] {
      const counts = new Int32Array(valueCount);
      if (!c.impossible)
        for (let v = 0; v < valueCount; v++)
          counts[v] = countInCells(lists.cells, v, included, c.maxPrice, c.inStock);
      return names.shape(counts, c.allowed);
    },

    /**
     * The option facets over the `included` products: each value counts the products with a variant that has it
     * and passes every other filter — the chosen values of the other options, the price cap and "in stock" — so
     * choosing it next would list that many. Chosen values stay listed at 0.
     */
    facets(c: Compiled, included: Included): OptionFacet[] {
      const counts = new Int32Array(valueCount);
      if (c.impossible) return names.shape(counts, c.allowed);
      const seen = new Int32Array(valueCount).fill(-1);
      const passes = (j: number) =>
        included.flags[productOf[j] as number] === 1 &&
        (price[j] as number) <= c.maxPrice &&
        (!c.inStock || inStock[j] === 1);
      if (c.groups === 0) {
        // A few products (a rare search word): their own variants are fewer than every value's products.
        let variantsOfIncluded = 0;
        for (let k = 0; k < included.list.length; k++) {
          const i = included.list[k] as number;
          variantsOfIncluded += (start[i + 1] as number) - (start[i] as number);
        }
        if (variantsOfIncluded < byProduct.product.length) {
          for (let k = 0; k < included.list.length; k++) {
            const i = included.list[k] as number;
            for (let j = start[i] as number; j < (start[i + 1] as number); j++)
              if (passes(j)) countValues(c, j, i, -1, counts, seen);
          }
        } else for (let v = 0; v < valueCount; v++) countByProduct(c, v, included, counts);
        return names.shape(counts, c.allowed);
      }
      const [first = 0, second] = byRarity(c);
      // The variants of the rarest group's chosen values: those passing every group count for every value they
      // have, those failing one other group for that group's values (choosing one of them as well).
      const walk = variantsOf(c, first);
      const { flags } = included;
      const { maxPrice, inStock: stockedOnly } = c;
      // With one group, every variant walked has a chosen value of it: none fails (the hot loop of an option filter).
      const single = c.groups === 1;
      for (let k = 0; k < walk.length; k++) {
        const j = walk[k] as number;
        const i = productOf[j] as number;
        if (flags[i] !== 1 || (price[j] as number) > maxPrice || (stockedOnly && inStock[j] === 0)) continue;
        const mask = single ? 0 : failed(c, j);
        if (mask === 0) countValues(c, j, i, -1, counts, seen);
        else if ((mask & (mask - 1)) === 0) countValues(c, j, i, 31 - Math.clz32(mask), counts, seen);
      }
      // The rarest group's other values: variants failing only it, all of them when it is the only group (per
      // product, as with no value chosen), else among the next rarest group's variants.
      if (second === undefined) {
        for (const v of names.valuesOfOption[c.optionOf[first] as number] ?? [])
          if (c.allowed[v] === 0) countByProduct(c, v, included, counts);
      } else {
        const next = variantsOf(c, second);
        for (let k = 0; k < next.length; k++) {
          const j = next[k] as number;
          if (passes(j) && failed(c, j) === 1 << first)
            countValues(c, j, productOf[j] as number, first, counts, seen);
        }
      }
      return names.shape(counts, c.allowed);
    },

    /** What this index is made of, for withStock. */
    parts: { names, arrays, lists },

    /**
     * Which of product i's variants the card shows: the cheapest that passes every filter (the price cap too), the
     * first of equals, as its place among the product's variants in the owner's order (from 0); -1 when none does.
     */
    choose(c: Compiled, i: number): number {
      let chosen = -1;
      if (c.impossible) return chosen;
      const first = start[i] as number;
      for (let j = first; j < (start[i + 1] as number); j++) {
        const p = price[j] as number;
        if (p > c.maxPrice || (c.inStock && inStock[j] === 0)) continue;
        if (failed(c, j) !== 0) continue;
        if (chosen < 0 || p < (price[first + chosen] as number)) chosen = j - first;
      }
      return chosen;
    },
  };
}
export type VariantIndex = ReturnType<typeof variantIndex>;

/**
 * `index` with these variants' stock as given, each by its product's position and its place among that product's
 * variants (the same arrays but for the stock's own); undefined when it holds no variant at such a place.
 */
export function withStock(
  index: VariantIndex,
  changes: { i: number; place: number; inStock: boolean }[],
): VariantIndex | undefined {
  const { names, arrays, lists } = index.parts;
  const patched = restocked(arrays, lists, changes);
  return patched && variantIndex(names, patched.arrays, patched.lists);
}
export type CompiledVariantFilters = ReturnType<VariantIndex['compile']>;
