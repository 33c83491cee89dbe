import type { OptionFacet } from '#shared/contract/catalog.ts';
import {
  type CompiledFilters as Compiled,
  type FacetValueRow,
  facetKey,
  facetValues,
  type VariantFilters,
} from './listing-facet-values.ts';
import { postingLists } from './listing-postings.ts';

// The listing's option filters (issue 31, slice 4): "Shade #613" and "Length 22″" must be the same variant, not #613
// in 14″ and 1B in 22″, so products are matched variant by variant. The variants are held in typed arrays (price,
// in stock, up to 4 facet values each) grouped by product, with a posting list per facet value (the variants that
// have it, in order), so a filter walks only the variants of its rarest chosen option's values rather than all of
// them, and a product's cheapest variant per value answers the facets of filters that choose no value.
// docs/decisions/026-options-and-variants.md.

export type { FacetValueRow, VariantFilters };

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

/** The products a facet count looks at: flags by position, and the same as a list. */
export type Included = { flags: Uint8Array; list: ArrayLike<number> };

export function buildVariantIndex(
  position: Map<string, number>,
  productCount: number,
  productRows: ProductVariantsRow[],
  facetRows: FacetValueRow[],
) {
  const names = facetValues(facetRows);
  const { valueOption, valueCount } = names;

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
  // Each product's cheapest variant, and cheapest in stock (-1: none), for "hide sold out" with no value chosen.
  const cheapest = new Int32Array(productCount).fill(-1);
  const cheapestStocked = new Int32Array(productCount).fill(-1);
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
      if (cheapest[i] === -1 || p < (cheapest[i] as number)) cheapest[i] = p;
      if (stocked === 1 && (cheapestStocked[i] === -1 || p < (cheapestStocked[i] as number)))
        cheapestStocked[i] = p;
      for (let s = 0; s < 4; s++) {
        slots[j * 4 + s] = facetValueAt[places[s] as number] ?? -1;
      }
    });
  }

  const { postStart, postings, byProduct } = postingLists({ slots, productOf, price, inStock }, valueCount);

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

  /** The groups by how many variants they name, fewest first: a walk of the first one's sees every match. */
  function rarest(c: Compiled): { g: number; variants: Int32Array }[] {
    return c.chosenOf
      .map((_, g) => ({ g, variants: variantsOf(c, g) }))
      .sort((a, b) => a.variants.length - b.variants.length);
  }

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
    const low = c.inStock ? byProduct.lowStocked : byProduct.low;
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
     * which the listing applies to this price as it does to a product's), among `candidates` (all when undefined);
     * `list` ascending.
     */
    bestPrices(c: Compiled, candidates?: { flags: Uint8Array; list: ArrayLike<number> }) {
      const best = new Int32Array(productCount).fill(-1);
      const list: number[] = [];
      if (c.impossible) return { list, best };
      if (c.groups === 0) {
        const low = c.inStock ? cheapestStocked : cheapest;
        const count = candidates ? candidates.list.length : productCount;
        for (let k = 0; k < count; k++) {
          const i = candidates ? (candidates.list[k] as number) : k;
          if ((low[i] as number) < 0) continue;
          best[i] = low[i] as number;
          list.push(i);
        }
        return { list, best };
      }
      const walk = rarest(c)[0]?.variants as Int32Array;
      for (let k = 0; k < walk.length; k++) {
        const j = walk[k] as number;
        const i = productOf[j] as number;
        if (candidates && candidates.flags[i] === 0) continue;
        if (c.inStock && inStock[j] === 0) continue;
        if (failed(c, j) !== 0) continue;
        const p = price[j] as number;
        if (best[i] === -1) list.push(i);
        if (best[i] === -1 || p < (best[i] as number)) best[i] = p;
      }
      return { list, best };
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
      const [first, second] = rarest(c) as [
        { g: number; variants: Int32Array },
        ...{ g: number; variants: Int32Array }[],
      ];
      // The variants of the rarest group's chosen values: those passing every group count for every value they
      // have, those failing one other group for that group's values (choosing one of them as well).
      for (let k = 0; k < first.variants.length; k++) {
        const j = first.variants[k] as number;
        if (!passes(j)) continue;
        const mask = failed(c, j);
        if (mask === 0) countValues(c, j, productOf[j] as number, -1, counts, seen);
        else if ((mask & (mask - 1)) === 0)
          countValues(c, j, productOf[j] as number, 31 - Math.clz32(mask), counts, seen);
      }
      // The rarest group's other values: variants failing only it, all of them when it is the only group (per
      // product, as with no value chosen), else among the next rarest group's variants.
      if (!second) {
        for (const v of names.valuesOfOption[c.optionOf[first.g] as number] ?? [])
          if (c.allowed[v] === 0) countByProduct(c, v, included, counts);
      } else {
        for (let k = 0; k < second.variants.length; k++) {
          const j = second.variants[k] as number;
          if (passes(j) && failed(c, j) === 1 << first.g)
            countValues(c, j, productOf[j] as number, first.g, counts, seen);
        }
      }
      return names.shape(counts, c.allowed);
    },

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
export type VariantIndex = ReturnType<typeof buildVariantIndex>;
export type CompiledVariantFilters = ReturnType<VariantIndex['compile']>;
