import { describe, expect, it } from 'vitest';
import { parseListingParams } from './use-listing-params.ts';

const parse = (qs: string) => parseListingParams(new URLSearchParams(qs));

describe('parseListingParams', () => {
  it('gives the defaults for a bare /all', () => {
    expect(parse('')).toEqual({ sort: 'latest', page: 1, perPage: 9, view: 'grid' });
  });

  it('reads every filter', () => {
    expect(parse('q=wig&category=Frontal&brand=Oya%20Hair&maxPrice=5000&sort=a2z&page=3&view=list')).toEqual({
      q: 'wig',
      category: 'Frontal',
      brand: 'Oya Hair',
      maxPrice: 5000,
      sort: 'a2z',
      page: 3,
      perPage: 9,
      view: 'list',
    });
  });

  it('drops only the bad parameters and keeps the good ones', () => {
    expect(parse('page=abc&sort=cheapest&category=Wigs&maxPrice=-5&q=wig&view=table')).toEqual({
      q: 'wig',
      sort: 'latest',
      page: 1,
      perPage: 9,
      view: 'grid',
    });
  });

  it('treats All as no category or brand filter', () => {
    const p = parse('category=All&brand=all');
    expect(p.category).toBeUndefined();
    expect(p.brand).toBeUndefined();
  });
});
