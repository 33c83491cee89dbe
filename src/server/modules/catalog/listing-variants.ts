import { normalOptionFilter, type OptionFacet } from '#shared/contract/catalog.ts';

// The listing's option filters (issue 31, slice 4): "Shade #613" and "Length 22″" must be the same variant, not #613
// in 14″ and 1B in 22″, so products are matched variant by variant. Every product's options of one name (whatever
// its case) make one facet, and their values of one name one facet value; the variants are held in typed arrays
// (price, in stock, up to 4 facet values each) grouped by product, so a filter is a walk of the variants of the
// products the other filters leave, with no database query. docs/decisions/026-options-and-variants.md.

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
/**
 * One (option name, value name) pair as the shop spells it, over every product that has it: how it looks and where
 * owners put it, to order the facets by.
 */
export type FacetValueRow = {
  option: string;
  value: string;
  kind: 'button' | 'swatch';
  swatchColor: string | null;
  swatchImage: string | null;
  optionPosition: number;
  valuePosition: number;
  products: number;
};

/** The filters that look at variants: chosen values by option, the price cap and "hide sold out". */
export type VariantFilters = { opt?: string[]; maxPrice?: number; inStock?: boolean };

const SEP = '\u001f';
const key = (option: string, value: string) => `${option.toLowerCase()}${SEP}${value.toLowerCase()}`;
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A compiled filter: chosen values per option group, as flags over facet values. */
type Compiled = {
  /** How many options have chosen values; 0 with only "in stock". */
  groups: number;
  /** Per facet option: its group, or -1 when nothing of it is chosen. */
  groupOf: Int32Array;
  /** Per facet value: 1 when chosen. */
  allowed: Uint8Array;
  /** An option no product has was named: nothing matches, and no value counts. */
  impossible: boolean;
  inStock: boolean;
  maxPrice: number;
};

export function buildVariantIndex(
  position: Map<string, number>,
  productCount: number,
  productRows: ProductVariantsRow[],
  facetRows: FacetValueRow[],
) {
  // Facet options and values, merged by lower-cased name, in the order owners give them (mean position).
  type Acc = {
    name: string;
    kind: 'button' | 'swatch';
    weight: number;
    sum: number;
    values: Map<string, ValueAcc>;
  };
  type ValueAcc = Omit<FacetValueRow, 'option' | 'optionPosition' | 'kind'> & { sum: number };
  const byOption = new Map<string, Acc>();
  for (const r of facetRows) {
    const ok = r.option.toLowerCase();
    const o = byOption.get(ok) ?? { name: r.option, kind: r.kind, weight: 0, sum: 0, values: new Map() };
    byOption.set(ok, o);
    o.weight += r.products;
    o.sum += r.optionPosition * r.products;
    if (r.kind === 'swatch') o.kind = 'swatch';
    const vk = r.value.toLowerCase();
    const v = o.values.get(vk) ?? { ...r, products: 0, sum: 0 };
    o.values.set(vk, v);
    v.products += r.products;
    v.sum += r.valuePosition * r.products;
    v.swatchColor ??= r.swatchColor;
    v.swatchImage ??= r.swatchImage;
  }
  const optionList = [...byOption.entries()].sort(
    ([, a], [, b]) =>
      a.sum / a.weight - b.sum / b.weight || b.weight - a.weight || natural.compare(a.name, b.name),
  );
  const optionIds = new Map(optionList.map(([k], i) => [k, i]));
  const facetValues: {
    option: number;
    name: string;
    swatchColor: string | null;
    swatchImage: string | null;
  }[] = [];
  const valueIds = new Map<string, number>();
  const valuesOfOption: number[][] = optionList.map(([ok, o], i) =>
    [...o.values.entries()]
      .sort(([, a], [, b]) => a.sum / a.products - b.sum / b.products || natural.compare(a.value, b.value))
      .map(([vk, v]) => {
        valueIds.set(`${ok}${SEP}${vk}`, facetValues.length);
        facetValues.push({
          option: i,
          name: v.value,
          swatchColor: v.swatchColor,
          swatchImage: v.swatchImage,
        });
        return facetValues.length - 1;
      }),
  );
  const valueOption = Int32Array.from(facetValues, (v) => v.option);

  // Variants grouped by product: product i's are start[i] … start[i + 1] − 1.
  const start = new Int32Array(productCount + 1);
  const rowOf = new Int32Array(productCount).fill(-1);
  productRows.forEach((r, k) => {
    const i = position.get(r.productId);
    if (i === undefined) return;
    rowOf[i] = k;
  });
  for (let i = 0; i < productCount; i++) {
    const k = rowOf[i] as number;
    start[i + 1] = (start[i] as number) + (k < 0 ? 0 : (productRows[k]?.variants.length ?? 0));
  }
  const m = start[productCount] as number;
  const price = new Int32Array(m);
  const inStock = new Uint8Array(m);
  const slots = new Int32Array(m * 4).fill(-1);
  for (let i = 0; i < productCount; i++) {
    const r = productRows[rowOf[i] as number];
    if (!r) continue;
    // The facet value of each of the product's values, by their place in its list (from 1).
    const facetValueAt = [
      -1,
      ...r.values.map(([s, name]) => valueIds.get(key(r.options[s] ?? '', name)) ?? -1),
    ];
    r.variants.forEach(([p, stocked, ...places], n) => {
      const j = (start[i] as number) + n;
      price[j] = p;
      inStock[j] = stocked === 1 ? 1 : 0;
      for (let s = 0; s < 4; s++) slots[j * 4 + s] = facetValueAt[places[s] as number] ?? -1;
    });
  }

  function compile(f: VariantFilters): Compiled {
    const groupOf = new Int32Array(optionList.length).fill(-1);
    const allowed = new Uint8Array(facetValues.length);
    let groups = 0;
    let impossible = false;
    for (const filter of f.opt ?? []) {
      const normal = normalOptionFilter(filter);
      const at = normal.indexOf(':');
      const o = optionIds.get(normal.slice(0, at));
      if (o === undefined) {
        impossible = true;
        continue;
      }
      if (groupOf[o] === -1) groupOf[o] = groups++;
      const v = valueIds.get(`${normal.slice(0, at)}${SEP}${normal.slice(at + 1)}`);
      // A value no product has allows nothing; its option still takes part (its other values count, to add).
      if (v !== undefined) allowed[v] = 1;
    }
    return {
      groups,
      groupOf,
      allowed,
      impossible,
      inStock: f.inStock === true,
      maxPrice: f.maxPrice ?? Number.POSITIVE_INFINITY,
    };
  }

  /**
   * The chosen options a variant does not satisfy, as bits by group (0: it has a chosen value of every one), from its
   * facet values at `values[base]` … `values[base + 3]`.
   */
  function failed(c: Compiled, values: Int32Array, base: number): number {
    let mask = c.groups === 0 ? 0 : (1 << c.groups) - 1;
    for (let s = base; s < base + 4; s++) {
      const v = values[s] as number;
      if (v < 0) continue;
      const g = c.groupOf[valueOption[v] as number] as number;
      if (g >= 0 && c.allowed[v] === 1) mask &= ~(1 << g);
    }
    return mask;
  }

  return {
    /** Whether these filters look at variants at all (without them a product's own price decides, as before). */
    active: (f: VariantFilters) => (f.opt?.length ?? 0) > 0 || f.inStock === true,

    compile,

    /**
     * Each product's lowest price among its variants that pass the chosen values and "in stock" (not the price cap,
     * which the listing applies to this price as it does to a product's), among `candidates`.
     */
    bestPrices(c: Compiled, candidates: Iterable<number>): { list: number[]; best: Int32Array } {
      const best = new Int32Array(productCount).fill(-1);
      const list: number[] = [];
      if (c.impossible) return { list, best };
      for (const i of candidates) {
        let lowest = -1;
        for (let j = start[i] as number; j < (start[i + 1] as number); j++) {
          if (c.inStock && inStock[j] === 0) continue;
          if (failed(c, slots, j * 4) !== 0) continue;
          const p = price[j] as number;
          if (lowest < 0 || p < lowest) lowest = p;
        }
        if (lowest >= 0) {
          best[i] = lowest;
          list.push(i);
        }
      }
      return { list, best };
    },

    /**
     * The option facets over the products `included` lets through: each value counts the products with a variant
     * that has it and passes every other filter — the chosen values of the other options, the price cap and "in
     * stock" — so choosing it next would list that many. Chosen values stay listed at 0.
     */
    facets(c: Compiled, included: Iterable<number>): OptionFacet[] {
      const counts = new Int32Array(facetValues.length);
      const seen = new Int32Array(facetValues.length).fill(-1);
      const count = (v: number, i: number) => {
        if (v >= 0 && seen[v] !== i) {
          seen[v] = i;
          counts[v] = (counts[v] as number) + 1;
        }
      };
      if (!c.impossible) {
        for (const i of included) {
          for (let j = start[i] as number; j < (start[i + 1] as number); j++) {
            if ((price[j] as number) > c.maxPrice || (c.inStock && inStock[j] === 0)) continue;
            const mask = failed(c, slots, j * 4);
            if (mask !== 0 && (mask & (mask - 1)) !== 0) continue;
            for (let s = 0; s < 4; s++) {
              const v = slots[j * 4 + s] as number;
              // One option failed: the variant counts only for that option's values (choosing it as well).
              if (v >= 0 && (mask === 0 || 1 << (c.groupOf[valueOption[v] as number] as number) === mask))
                count(v, i);
            }
          }
        }
      }
      return optionList.flatMap(([, o], k) => {
        const values = (valuesOfOption[k] as number[])
          .filter((v) => (counts[v] as number) > 0 || c.allowed[v] === 1)
          .map((v) => {
            const fv = facetValues[v] as (typeof facetValues)[number];
            return {
              value: fv.name,
              count: counts[v] as number,
              swatchColor: fv.swatchColor,
              swatchImage: fv.swatchImage,
            };
          });
        return values.length ? [{ name: o.name, kind: o.kind, values }] : [];
      });
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
        if (failed(c, slots, j * 4) !== 0) continue;
        if (chosen < 0 || p < (price[first + chosen] as number)) chosen = j - first;
      }
      return chosen;
    },
  };
}
export type VariantIndex = ReturnType<typeof buildVariantIndex>;
export type CompiledVariantFilters = ReturnType<VariantIndex['compile']>;
