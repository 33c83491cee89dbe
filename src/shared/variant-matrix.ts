/** A stock-keeping unit: letters, digits, '.', '_' and '-', at most 64, starting with a letter or digit. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Between a variant's values in its label: "Body Wave · #613 · 22″". A value or option name cannot hold "·". */
export const LABEL_SEPARATOR = ' · ';

/**
 * A variant's label: its values joined in the options' order ("Body Wave · #613 · 22″"). A product chosen by one
 * option is labelled by that value alone, so a product from before options keeps its lengths as labels (carts,
 * order lines and mails read them).
 */
export const variantLabel = (values: readonly string[]) => values.join(LABEL_SEPARATOR);

/**
 * Every combination of one value of each option, in order: the first option changes slowest, as an owner reads a
 * table (all of 1B, then all of #27…). No option, no combination.
 */
export function combinations(options: readonly { values: readonly string[] }[]): string[][] {
  if (options.length === 0) return [];
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  );
}

/** A combination's key, for sets and maps: the values in order, which cannot be confused with other values. */
export const combinationKey = (values: readonly string[]) => JSON.stringify(values);
