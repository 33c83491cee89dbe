import { describe, expect, it } from 'vitest';
import { listingPageCount, listingQuerySchema, MAX_PAGE } from './catalog.ts';

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

describe('listingPageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(listingPageCount(0, 9)).toBe(1);
    expect(listingPageCount(9, 9)).toBe(1);
    expect(listingPageCount(10, 9)).toBe(2);
  });

  it('reaches every page of 100,000 products at 9 a page, and stops at MAX_PAGE past it (issue 30)', () => {
    expect(listingPageCount(100_000, 9)).toBe(11_112);
    expect(parse({ page: '11112' }).success).toBe(true);
    expect(listingPageCount(10_000_000, 9)).toBe(MAX_PAGE);
    expect(parse({ page: String(MAX_PAGE) }).success).toBe(true);
  });
});
