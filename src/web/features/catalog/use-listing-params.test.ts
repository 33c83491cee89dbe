import { describe, expect, it } from 'vitest';
import { listingPageHref, parseListingParams } from './use-listing-params.ts';

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

describe('listingPageHref', () => {
  const search = new URLSearchParams('category=Human%20hair&q=wave&sort=a2z&view=list&page=3');

  it('keeps the whole query and changes only the page', () => {
    expect(listingPageHref(search, 4)).toBe('/all?category=Human+hair&q=wave&sort=a2z&view=list&page=4');
  });

  it('leaves page 1 out, as the storefront writes it', () => {
    expect(listingPageHref(search, 1)).toBe('/all?category=Human+hair&q=wave&sort=a2z&view=list');
    expect(listingPageHref(new URLSearchParams('page=2'), 1)).toBe('/all');
    expect(listingPageHref(new URLSearchParams(''), 2)).toBe('/all?page=2');
  });
});
