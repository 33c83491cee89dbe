import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationKey } from '#shared/variant-matrix.ts';
import { comboId, combos, leftOutOf, type MatrixOption, type MatrixRow, regenerate } from './matrix-rows.ts';

type Row = MatrixRow & { id?: string; stock: string; imageUrls: string[] };
const blank = () => ({ stock: '', imageUrls: [] });

/** 1–4 options of 1–4 values, keyed o0, o0v1…, with names that may repeat across options. */
const optionsArb = fc
  .array(
    fc.array(fc.constantFrom('14″', '18″', '1B', '#613', 'Body Wave', 'Deep Wave'), {
      minLength: 1,
      maxLength: 4,
    }),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((lists): MatrixOption[] =>
    lists.map((names, i) => ({
      key: `o${i}`,
      values: names.map((name, j) => ({ key: `o${i}v${j}`, name: `${name} ${j}` })),
    })),
  );

const product = (options: MatrixOption[]) => options.reduce((n, o) => n * o.values.length, 1);

/** A stored matrix: every combination sold, each with an id, a stock and (every other one) photos of its own. */
function stored(options: MatrixOption[]): Row[] {
  return regenerate<Row>(options, [], [], blank).rows.map((r, i) => ({
    ...r,
    id: `v${i}`,
    stock: String(i),
    imageUrls: i % 2 ? [`/media/v${i}-a.webp`, `/media/v${i}-b.webp`] : [],
  }));
}

/** What must survive: each id with its combination (as pairs, in any order), its stock and its photos in order. */
const kept = (rows: Row[]) =>
  new Map(rows.map((r) => [r.id, `${comboId(r.keys)} ${r.stock} ${r.imageUrls.join(',')}`]));

const shuffled = <T>(list: T[], order: number[]) =>
  list
    .map((x, i) => ({ x, k: order[i] ?? 0 }))
    .sort((a, b) => a.k - b.k)
    .map((e) => e.x);

describe('laying out the variant matrix', () => {
  it('has one row per combination, less those left out, and no combination twice', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.boolean(), { maxLength: 256 }), (options, outs) => {
        const all = combos(options);
        const leftOut = all.filter((_, i) => outs[i]).map((c) => c.keys);
        const { rows, leftOut: still } = regenerate<Row>(options, [], leftOut, blank);
        expect(rows).toHaveLength(product(options) - leftOut.length);
        expect(new Set(rows.map((r) => comboId(r.keys))).size).toBe(rows.length);
        expect(still).toEqual(leftOut);
        // In the matrix's order: first option slowest; names read from the options.
        const order = all.filter((_, i) => !outs[i]).map((c) => combinationKey(c.values));
        expect(rows.map((r) => combinationKey(r.values))).toEqual(order);
      }),
    );
  });

  it('keeps every row, with its id, stock and photos, when laid out again unchanged', () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const rows = stored(options);
        expect(regenerate(options, rows, [], blank).rows).toEqual(rows);
      }),
    );
  });

  it('keeps each row through renamed values: the row follows the value and takes its new name', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.boolean(), { maxLength: 16 }), (options, renames) => {
        const rows = stored(options);
        let n = 0;
        const renamed = options.map((o) => ({
          ...o,
          values: o.values.map((v) => (renames[n++] ? { ...v, name: `${v.name} new` } : v)),
        }));
        const next = regenerate(renamed, rows, [], blank).rows;
        expect(kept(next)).toEqual(kept(rows));
        expect(next.map((r) => r.values)).toEqual(combos(renamed).map((c) => c.values));
      }),
    );
  });

  it('keeps each row through values and options put in another order', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.nat(), { minLength: 20, maxLength: 20 }), (options, order) => {
        const rows = stored(options);
        const moved = shuffled(
          options.map((o) => ({ ...o, values: shuffled(o.values, order.slice(1)) })),
          order,
        );
        const next = regenerate(moved, rows, [], blank).rows;
        expect(kept(next)).toEqual(kept(rows));
        expect(next.map((r) => r.values)).toEqual(combos(moved).map((c) => c.values));
      }),
    );
  });

  it('keeps the left-out combinations left out through renames and reorders', () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.boolean(), { maxLength: 256 }), (options, outs) => {
        const all = stored(options);
        const rows = all.filter((_, i) => !outs[i]);
        const leftOut = leftOutOf(options, rows);
        const moved = [...options].reverse().map((o) => ({
          ...o,
          values: [...o.values].reverse().map((v) => ({ ...v, name: `${v.name}!` })),
        }));
        const next = regenerate(moved, rows, leftOut, blank);
        expect(kept(next.rows)).toEqual(kept(rows));
        expect(next.rows.length + next.leftOut.length).toBe(product(options));
      }),
    );
  });

  it('drops the rows of a removed value and keeps the others', () => {
    const options: MatrixOption[] = [
      {
        key: 'a',
        values: [
          { key: '1', name: 'Body Wave' },
          { key: '2', name: 'Deep Wave' },
        ],
      },
      {
        key: 'b',
        values: [
          { key: '3', name: '14″' },
          { key: '4', name: '18″' },
        ],
      },
    ];
    const rows = stored(options);
    const next = regenerate(
      [options[0] as MatrixOption, { key: 'b', values: [{ key: '4', name: '18″' }] }],
      rows,
      [],
      blank,
    );
    expect(next.rows.map((r) => [r.id, r.values])).toEqual([
      ['v1', ['Body Wave', '18″']],
      ['v3', ['Deep Wave', '18″']],
    ]);
  });

  it('gives an added option’s first value the rows of before, and new rows for its other values', () => {
    const length: MatrixOption = {
      key: 'l',
      values: [
        { key: '1', name: '14″' },
        { key: '2', name: '18″' },
      ],
    };
    const rows = stored([length]);
    const shade: MatrixOption = {
      key: 's',
      values: [
        { key: '3', name: '1B' },
        { key: '4', name: '#613' },
      ],
    };
    const next = regenerate([shade, length], rows, [], blank).rows;
    expect(next.map((r) => [r.id, r.values.join(' · ')])).toEqual([
      ['v0', '1B · 14″'],
      ['v1', '1B · 18″'],
      [undefined, '#613 · 14″'],
      [undefined, '#613 · 18″'],
    ]);
    // The new rows have no photos of their own; the rows of before keep theirs.
    expect(next.map((r) => r.imageUrls.length)).toEqual([0, 2, 0, 0]);
    // And removing it again folds each length back into the row it had, photos and all.
    const back = regenerate([length], next, [], blank).rows;
    expect(back.map((r) => r.id)).toEqual(['v0', 'v1']);
    expect(back[1]?.imageUrls).toEqual(['/media/v1-a.webp', '/media/v1-b.webp']);
  });
});
