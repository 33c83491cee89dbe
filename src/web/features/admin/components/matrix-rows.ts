import { combinations } from '#shared/variant-matrix.ts';

/**
 * The variant matrix as the form keeps it. Every option and value carries a `key` of the form's own, which never
 * changes while the page is open (the API's ids exist only for stored ones), so a row follows its values through a
 * rename or a reorder. A row's `keys` name its combination as `optionKey/valueKey` pairs; its `values` are the
 * values' names, which is what the API is sent.
 */
export type MatrixOption = { key: string; values: { key: string; name: string }[] };
export type MatrixRow = { keys: string[]; values: string[] };

let counter = 0;
/** A key no other option, value or combination of this page has. */
export const newKey = () => `k${++counter}`;

const pair = (option: string, value: string) => `${option}/${value}`;
const optionOf = (p: string) => p.slice(0, p.indexOf('/'));
/** A combination's identity whatever the options' order: its pairs, sorted. */
export const comboId = (keys: readonly string[]) => [...keys].sort().join('|');

/** Every combination of the options, first option slowest, as pairs and as names. */
export function combos(options: readonly MatrixOption[]): { keys: string[]; values: string[] }[] {
  const byKey = new Map(options.flatMap((o) => o.values.map((v) => [pair(o.key, v.key), v.name] as const)));
  return combinations(options.map((o) => ({ values: o.values.map((v) => pair(o.key, v.key)) }))).map(
    (keys) => ({ keys, values: keys.map((k) => byKey.get(k) ?? '') }),
  );
}

/**
 * Whether a row (or a left-out combination) written for earlier options stands for `combo`: every pair of an option
 * that still exists must be the combo's. Pairs of a removed option are ignored (its rows fold into one), and an
 * option added since leaves the row matching each of its values (the first one claims it). A removed value leaves
 * its rows matching nothing, so they go.
 */
function standsFor(keys: readonly string[], combo: ReadonlySet<string>, live: ReadonlySet<string>) {
  // One pair of a live option at least: a row of options all removed since stands for nothing in particular.
  return keys.some((k) => live.has(optionOf(k))) && keys.every((k) => !live.has(optionOf(k)) || combo.has(k));
}

/** Exactly the combination: same pairs, none missing and none extra. */
const exactly = (keys: readonly string[], combo: ReadonlySet<string>) =>
  keys.length === combo.size && keys.every((k) => combo.has(k));

/**
 * The rows for `options`: one per combination, in the matrix's order, except those left out. A combination keeps
 * the row that stands for it (with its id, SKU, prices and stock) — an exact match first, else the first row of
 * before an option was added or removed — and its names are read from the options again, so a renamed value
 * renames its rows. A combination no row stands for is left out if it was, else gets `blank()`. Answers the
 * rows and the combinations now left out (whole combinations of these options).
 */
export function regenerate<R extends MatrixRow>(
  options: readonly MatrixOption[],
  rows: readonly R[],
  leftOut: readonly (readonly string[])[],
  blank: () => Omit<R, 'keys' | 'values'>,
): { rows: R[]; leftOut: string[][] } {
  const live = new Set(options.map((o) => o.key));
  const all = combos(options).map((c) => ({ ...c, set: new Set(c.keys) }));
  const claimed = new Set<number>();
  const owner = new Map<number, number>();
  const claim = (fits: (keys: readonly string[], set: ReadonlySet<string>) => boolean) =>
    all.forEach((c, ci) => {
      if (owner.has(ci)) return;
      const ri = rows.findIndex((r, i) => !claimed.has(i) && fits(r.keys, c.set));
      if (ri < 0) return;
      claimed.add(ri);
      owner.set(ci, ri);
    });
  // Exact matches first, so a row of before an option was added never takes a combination that has its own row.
  claim(exactly);
  claim((keys, set) => standsFor(keys, set, live));
  const nextRows: R[] = [];
  const nextLeftOut: string[][] = [];
  all.forEach((c, ci) => {
    const ri = owner.get(ci);
    const row = ri === undefined ? undefined : rows[ri];
    if (row) nextRows.push({ ...row, keys: c.keys, values: c.values });
    else if (leftOut.some((keys) => standsFor(keys, c.set, live))) nextLeftOut.push(c.keys);
    else nextRows.push({ ...blank(), keys: c.keys, values: c.values } as R);
  });
  return { rows: nextRows, leftOut: nextLeftOut };
}

/** The combinations of `options` no row stands for: what a stored product leaves out. */
export function leftOutOf(options: readonly MatrixOption[], rows: readonly MatrixRow[]): string[][] {
  const sold = new Set(rows.map((r) => comboId(r.keys)));
  return combos(options)
    .filter((c) => !sold.has(comboId(c.keys)))
    .map((c) => c.keys);
}

/** A row's pairs from its value names, for a stored product (names are unique within an option there). */
export function keysOf(options: readonly MatrixOption[], names: readonly string[]): string[] {
  return options.map((o, k) => pair(o.key, o.values.find((v) => v.name === names[k])?.key ?? ''));
}

/** The names of a combination given as pairs, read from the options as they are now. */
export function namesOf(options: readonly MatrixOption[], keys: readonly string[]): string[] {
  const byKey = new Map(options.flatMap((o) => o.values.map((v) => [pair(o.key, v.key), v.name] as const)));
  return keys.map((k) => byKey.get(k) ?? '');
}
