import type { Option, Variant } from '#shared/contract/catalog.ts';
import { combinationKey } from '#shared/variant-matrix.ts';

// How the product page and the quick view choose a variant (issue 31): the selection is always one variant the shop
// sells, and each value of each option says what choosing it would give. Everything a choice needs is looked up in
// maps built once per product, so a tap answers within a frame even at 2,048 variants.

/** What choosing a value gives, with the other options as they are: a variant, one sold out, or none at all. */
export type ValueState =
  | { kind: 'available'; variant: Variant }
  | { kind: 'soldOut'; variant: Variant }
  /** No such combination; `with` names the chosen values it does not go with (one, when one is to blame). */
  | { kind: 'notOffered'; with: string[] }
  /** No variant has this value at all (the owner left every combination of it out): it cannot be chosen. */
  | { kind: 'none' };

export type VariantIndex = {
  variants: readonly Variant[];
  byKey: ReadonlyMap<string, Variant>;
  bySku: ReadonlyMap<string, Variant>;
  /** Keys of every variant with one option left open (null), to tell which chosen value rules a value out. */
  partial: ReadonlySet<string>;
  /** `at` + value of every value some variant has: one no variant has cannot be chosen at all. */
  offered: ReadonlySet<string>;
};

/** The maps a choice reads, built once per product (and again when live stock refetches it). */
export function indexVariants(variants: readonly Variant[]): VariantIndex {
  const byKey = new Map<string, Variant>();
  const bySku = new Map<string, Variant>();
  const partial = new Set<string>();
  const offered = new Set<string>();
  for (const v of variants) {
    byKey.set(combinationKey(v.values), v);
    bySku.set(v.sku.toLowerCase(), v);
    for (let j = 0; j < v.values.length; j++) {
      partial.add(openKey(v.values, j));
      offered.add(offeredKey(j, v.values[j] ?? ''));
    }
  }
  return { variants, byKey, bySku, partial, offered };
}

const openKey = (values: readonly (string | null)[], open: number) =>
  JSON.stringify(values.map((value, i) => (i === open ? null : value)));

const offeredKey = (at: number, value: string) => `${at}\u0000${value}`;

const withValue = (values: readonly string[], at: number, value: string) =>
  values.map((v, i) => (i === at ? value : v));

/** What a page opens with: the first variant in stock, else the first (all sold out), else none. */
export function defaultVariant(variants: readonly Variant[]): Variant | undefined {
  return variants.find((v) => v.stock > 0) ?? variants[0];
}

/** The variant `?variant=<sku>` names, whatever its case; an unknown or missing SKU gives the default. */
export function variantForSku(index: VariantIndex, sku: string | null | undefined): Variant | undefined {
  return (sku && index.bySku.get(sku.toLowerCase())) || defaultVariant(index.variants);
}

/** What choosing `value` of option `at` would give, the other options staying as `selected` has them. */
export function valueState(index: VariantIndex, selected: Variant, at: number, value: string): ValueState {
  const values = withValue(selected.values, at, value);
  const variant = index.byKey.get(combinationKey(values));
  if (variant) return variant.stock > 0 ? { kind: 'available', variant } : { kind: 'soldOut', variant };
  if (!index.offered.has(offeredKey(at, value))) return { kind: 'none' };
  // Which chosen value is to blame: the one that, left open, lets this value be offered.
  const others = selected.values.filter((_, j) => j !== at);
  for (let j = 0; j < values.length; j++) {
    if (j !== at && index.partial.has(openKey(values, j)))
      return { kind: 'notOffered', with: [values[j] ?? ''] };
  }
  return { kind: 'notOffered', with: others };
}

/**
 * The variant to show once the shopper chooses `value` of option `at`: that combination when the shop sells it (even
 * sold out: it is what they chose), else the nearest one with that value, in stock first, then keeping as many of
 * the other chosen values as it can, then the owner's order. Undefined when no variant has that value.
 */
export function chooseValue(
  index: VariantIndex,
  selected: Variant,
  at: number,
  value: string,
): Variant | undefined {
  const exact = index.byKey.get(combinationKey(withValue(selected.values, at, value)));
  if (exact) return exact;
  let best: Variant | undefined;
  let bestScore = -1;
  for (const v of index.variants) {
    if (v.values[at] !== value) continue;
    let score = v.stock > 0 ? 100 : 0;
    for (let j = 0; j < v.values.length; j++) if (j !== at && v.values[j] === selected.values[j]) score++;
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}

/** The options whose value choosing `next` changed besides option `at`, with their new values, to tell the shopper. */
export function changedValues(
  options: readonly Option[],
  selected: Variant,
  next: Variant,
  at: number,
): { name: string; value: string }[] {
  return options.flatMap((o, j) =>
    j !== at && selected.values[j] !== next.values[j] ? [{ name: o.name, value: next.values[j] ?? '' }] : [],
  );
}
