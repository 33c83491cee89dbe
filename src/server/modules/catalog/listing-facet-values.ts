import { normalOptionFilter, type OptionFacet } from '#shared/contract/catalog.ts';

// The listing's option facets as names: every product's options of one name (whatever its case) make one facet, and
// their values of one name one facet value, numbered here so the variant index (listing-variants.ts) can hold them
// as integers, and a listing's `opt` filters compile to those numbers. docs/decisions/026-options-and-variants.md.

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

/** A compiled filter: chosen values per option group, as flags over facet values. */
export type CompiledFilters = {
  /** How many options have chosen values; 0 with only "in stock". */
  groups: number;
  /** Per facet option: its group, or -1 when nothing of it is chosen. */
  groupOf: Int32Array;
  /** Per group: its chosen facet values, and its facet option. */
  chosenOf: number[][];
  optionOf: number[];
  /** Per facet value: 1 when chosen. */
  allowed: Uint8Array;
  /** An option no product has was named: nothing matches, and no value counts. */
  impossible: boolean;
  inStock: boolean;
  maxPrice: number;
};

const SEP = '\u001f';
/** A facet value's key: its option's and its own name, lower-cased (as `normalOptionFilter` writes them). */
export const facetKey = (option: string, value: string) =>
  `${option.toLowerCase()}${SEP}${value.toLowerCase()}`;
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The facet options and values, numbered in the order owners give them (mean position), and their shaping. */
export function facetValues(rows: FacetValueRow[]) {
  type Acc = {
    name: string;
    kind: 'button' | 'swatch';
    weight: number;
    sum: number;
    values: Map<string, ValueAcc>;
  };
  type ValueAcc = Omit<FacetValueRow, 'option' | 'optionPosition' | 'kind'> & { sum: number };
  const byOption = new Map<string, Acc>();
  for (const r of rows) {
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
  const options = [...byOption.entries()].sort(
    ([, a], [, b]) =>
      a.sum / a.weight - b.sum / b.weight || b.weight - a.weight || natural.compare(a.name, b.name),
  );
  const optionIds = new Map(options.map(([k], i) => [k, i]));
  const values: { option: number; name: string; swatchColor: string | null; swatchImage: string | null }[] =
    [];
  const valueIds = new Map<string, number>();
  const valuesOfOption: number[][] = options.map(([ok, o], i) =>
    [...o.values.entries()]
      .sort(([, a], [, b]) => a.sum / a.products - b.sum / b.products || natural.compare(a.value, b.value))
      .map(([vk, v]) => {
        valueIds.set(`${ok}${SEP}${vk}`, values.length);
        values.push({ option: i, name: v.value, swatchColor: v.swatchColor, swatchImage: v.swatchImage });
        return values.length - 1;
      }),
  );

  return {
    optionCount: options.length,
    valueCount: values.length,
    /** Each facet value's option. */
    valueOption: Int32Array.from(values, (v) => v.option),
    valuesOfOption,
    /** A facet value's number by `facetKey`. */
    valueId: (key: string) => valueIds.get(key),

    /** The filters as flags over these facet values. */
    compile(f: VariantFilters): CompiledFilters {
      const groupOf = new Int32Array(options.length).fill(-1);
      const allowed = new Uint8Array(values.length);
      const chosenOf: number[][] = [];
      const optionOf: number[] = [];
      let impossible = false;
      for (const filter of f.opt ?? []) {
        const normal = normalOptionFilter(filter);
        const at = normal.indexOf(':');
        const o = optionIds.get(normal.slice(0, at));
        if (o === undefined) {
          impossible = true;
          continue;
        }
        if (groupOf[o] === -1) {
          groupOf[o] = chosenOf.length;
          chosenOf.push([]);
          optionOf.push(o);
        }
        const v = valueIds.get(facetKey(normal.slice(0, at), normal.slice(at + 1)));
        // A value no product has allows nothing; its option still takes part (its other values count, to add).
        if (v !== undefined && allowed[v] === 0) {
          allowed[v] = 1;
          chosenOf[groupOf[o] as number]?.push(v);
        }
      }
      return {
        groups: chosenOf.length,
        groupOf,
        chosenOf,
        optionOf,
        allowed,
        impossible,
        inStock: f.inStock === true,
        maxPrice: f.maxPrice ?? Number.POSITIVE_INFINITY,
      };
    },

    /** The facets as the listing answers them: values with products (or chosen), options with values. */
    shape(counts: Int32Array, chosen: Uint8Array): OptionFacet[] {
      return options.flatMap(([, o], k) => {
        const listed = (valuesOfOption[k] as number[])
          .filter((v) => (counts[v] as number) > 0 || chosen[v] === 1)
          .map((v) => {
            const fv = values[v] as (typeof values)[number];
            return {
              value: fv.name,
              count: counts[v] as number,
              swatchColor: fv.swatchColor,
              swatchImage: fv.swatchImage,
            };
          });
        return listed.length ? [{ name: o.name, kind: o.kind, values: listed }] : [];
      });
    },
  };
}
export type FacetValues = ReturnType<typeof facetValues>;
