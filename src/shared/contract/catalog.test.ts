import { describe, expect, it } from 'vitest';
import { listingQuerySchema } from './catalog.ts';

const parse = (q: Record<string, string>) => listingQuerySchema.safeParse(q);

describe('listingQuerySchema', () => {
  it('fills the defaults', () => {
    expect(parse({}).data).toEqual({ sort: 'latest', page: 1, perPage: 9 });
  });

  it('reads every parameter', () => {
    const r = parse({
      q: ' Wave ',
      category: 'Frontal',
      brand: 'Luxe',
      maxPrice: '2500',
      sort: 'a2z',
      page: '3',
      perPage: '48',
    });
    expect(r.data).toEqual({
      q: 'Wave',
      category: 'Frontal',
      brand: 'Luxe',
      maxPrice: 2500,
      sort: 'a2z',
      page: 3,
      perPage: 48,
    });
  });

  it('treats "All" and empty values as no filter', () => {
    expect(parse({ category: 'All', brand: 'all', q: '  ' }).data).toEqual({
      sort: 'latest',
      page: 1,
      perPage: 9,
    });
  });

  it.each([
    [{ sort: 'newest' }],
    [{ page: '0' }],
    [{ page: '1.5' }],
    [{ perPage: '49' }],
    [{ maxPrice: 'cheap' }],
    [{ maxPrice: '-1' }],
    [{ category: 'Wigs' }],
    [{ q: 'x'.repeat(101) }],
  ])('rejects %o', (q) => {
    expect(parse(q).success).toBe(false);
  });
});
