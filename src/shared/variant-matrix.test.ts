import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationKey, combinations, variantLabel } from './variant-matrix.ts';

// The variant matrix (issue 31): every combination of one value of each option, once each, in the owner's order.

const names = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 });
const optionsArb = fc.array(
  names.map((values) => ({ values })),
  { minLength: 1, maxLength: 4 },
);

describe('combinations', () => {
  it('has the product of the value counts, each combination once, one value of each option in its slot', () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const rows = combinations(options);
        expect(rows).toHaveLength(options.reduce((n, o) => n * o.values.length, 1));
        expect(new Set(rows.map(combinationKey)).size).toBe(rows.length);
        for (const row of rows) {
          expect(row).toHaveLength(options.length);
          for (const [k, value] of row.entries()) expect(options[k]?.values).toContain(value);
        }
      }),
    );
  });

  it('changes the first option slowest, as an owner reads a table', () => {
    expect(combinations([{ values: ['1B', '#613'] }, { values: ['14"', '18"'] }])).toEqual([
      ['1B', '14"'],
      ['1B', '18"'],
      ['#613', '14"'],
      ['#613', '18"'],
    ]);
    expect(combinations([])).toEqual([]);
  });

  it('labels a variant by its values, and a one-option variant by its value alone', () => {
    expect(variantLabel(['Body Wave', '#613', '22"'])).toBe('Body Wave · #613 · 22"');
    expect(variantLabel(['22"'])).toBe('22"');
  });
});
