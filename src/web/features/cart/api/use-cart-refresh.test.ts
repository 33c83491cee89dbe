import { describe, expect, it } from 'vitest';
import { lookupQueries, wantedOf } from './use-cart-refresh.ts';

// The cart names its lines' variants to the lookup, so a line of a 2,048-variant product fetches one variant, not
// all of them; the lookup takes at most 100 products and 100 variants a call (lookupQuerySchema).

const line = (id: string, variantId?: string) => ({ id, ...(variantId ? { variantId } : {}) });

describe("the cart's lookups", () => {
  it('name each product once with its lines’ variants, and a product whole when a line has no variant id', () => {
    const wanted = wantedOf([
      line('b', 'b2'),
      line('a', 'a1'),
      line('b', 'b1'),
      line('c'),
      line('c', 'c1'),
      line('x'.repeat(65), 'v'),
      line('d', 'has,comma'),
    ]);
    expect(wanted).toEqual([
      { id: 'a', variantIds: ['a1'] },
      { id: 'b', variantIds: ['b1', 'b2'] },
      { id: 'c', variantIds: null },
      { id: 'd', variantIds: null },
    ]);
    // One whole product makes its lookup whole: the others' variants come with it.
    expect(lookupQueries(wanted)).toEqual([{ ids: 'a,b,c,d' }]);
    expect(lookupQueries(wanted.slice(0, 2))).toEqual([{ ids: 'a,b', variants: 'a1,b1,b2' }]);
  });

  it('split at 100 products or 100 variants, never splitting a product', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ id: `p${i}`, variantIds: [`v${i}`] }));
    const queries = lookupQueries(many);
    expect(queries.map((q) => q.ids.split(',').length)).toEqual([100, 50]);
    expect(queries.map((q) => q.variants?.split(',').length)).toEqual([100, 50]);

    const wide = [
      { id: 'p', variantIds: Array.from({ length: 60 }, (_, i) => `p${i}`) },
      { id: 'q', variantIds: Array.from({ length: 60 }, (_, i) => `q${i}`) },
      { id: 'r', variantIds: Array.from({ length: 101 }, (_, i) => `r${i}`) },
    ];
    const split = lookupQueries(wide);
    expect(split.map((q) => q.ids)).toEqual(['p', 'q', 'r']);
    expect(split[0]?.variants?.split(',')).toEqual(wide[0]?.variantIds);
    // 101 variants of one product cannot be named in one call: that product is asked for whole.
    expect(split[2]).toEqual({ ids: 'r' });
  });
});
