import { describe, expect, it } from 'vitest';
import { MAX_OPTION_FILTERS } from '#shared/contract/catalog.ts';
import {
  applyListingPatch,
  CLEAR_FILTERS,
  hasListingFilters,
  hasOptionFilter,
  listingPageHref,
  parseListingParams,
  toggleOptionFilter,
} from './use-listing-params.ts';

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

  it('reads every option filter, as the API will: trimmed, lower-cased, once each, sorted', () => {
    const p = parse('opt=Shade:%23613&opt=Length:22%E2%80%B3&opt=%20shade%20:%20%23613&inStock=1');
    expect(p.opt).toEqual(['length:22″', 'shade:#613']);
    expect(p.inStock).toBe(true);
    expect(parse('').opt).toBeUndefined();
    expect(parse('inStock=0').inStock).toBeUndefined();
  });

  it('drops only the bad option filters, and those past the most the API takes', () => {
    expect(parse('opt=Shade:1B&opt=nonsense&opt=:x&q=wig').opt).toEqual(['shade:1b']);
    expect(parse('opt=Shade:1B&opt=nonsense&q=wig').q).toBe('wig');
    const many = Array.from({ length: MAX_OPTION_FILTERS + 3 }, (_, i) => `opt=Length:${i}`).join('&');
    expect(parse(`${many}&brand=Oya`)).toMatchObject({ brand: 'Oya' });
    expect(parse(many).opt).toHaveLength(MAX_OPTION_FILTERS);
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

  it('keeps every option filter, repeated', () => {
    const filtered = new URLSearchParams('opt=length%3A22%E2%80%B3&opt=shade%3A%23613&inStock=1&page=2');
    const href = listingPageHref(filtered, 3);
    expect(href).toBe('/all?opt=length%3A22%E2%80%B3&opt=shade%3A%23613&inStock=1&page=3');
    expect(new URL(href, 'http://shop').searchParams.getAll('opt')).toEqual(['length:22″', 'shade:#613']);
  });

  it('leaves page 1 out, as the storefront writes it', () => {
    expect(listingPageHref(search, 1)).toBe('/all?category=Human+hair&q=wave&sort=a2z&view=list');
    expect(listingPageHref(new URLSearchParams('page=2'), 1)).toBe('/all');
    expect(listingPageHref(new URLSearchParams(''), 2)).toBe('/all?page=2');
  });
});

describe('option filters', () => {
  it('toggles one value on and off, whatever its case, keeping the list canonical', () => {
    const on = toggleOptionFilter(undefined, 'Shade', '#613');
    expect(on).toEqual(['shade:#613']);
    const both = toggleOptionFilter(on, 'Length', '22″');
    expect(both).toEqual(['length:22″', 'shade:#613']);
    expect(hasOptionFilter(both, 'SHADE', '#613')).toBe(true);
    expect(hasOptionFilter(both, 'Shade', '1B')).toBe(false);
    expect(toggleOptionFilter(both, 'shade', '#613')).toEqual(['length:22″']);
  });
});

describe('applyListingPatch', () => {
  const apply = (qs: string, patch: Parameters<typeof applyListingPatch>[1]) =>
    applyListingPatch(new URLSearchParams(qs), patch).toString();

  it('writes the option filters repeated and sorted, so one set of filters is one address', () => {
    const a = apply('page=3&q=wig', { opt: ['Shade:#613', 'Length:22″'] });
    const b = apply('q=wig', { opt: ['length:22″', 'shade:#613', 'SHADE:#613'] });
    expect(a).toBe('q=wig&opt=length%3A22%E2%80%B3&opt=shade%3A%23613');
    expect(b).toBe(a);
    expect(parse(a).opt).toEqual(['length:22″', 'shade:#613']);
  });

  it('writes the parameters in one order whatever the order of the changes, others after them as they came', () => {
    const shadeFirst = applyListingPatch(new URLSearchParams('utm=x&sort=a2z'), { opt: ['Shade:1B'] });
    expect(apply(shadeFirst.toString(), { inStock: true })).toBe('opt=shade%3A1b&inStock=1&sort=a2z&utm=x');
    const stockFirst = applyListingPatch(new URLSearchParams('utm=x&sort=a2z'), { inStock: true });
    expect(apply(stockFirst.toString(), { opt: ['Shade:1B'] })).toBe(
      'opt=shade%3A1b&inStock=1&sort=a2z&utm=x',
    );
    expect(apply('view=list&sort=a2z', { q: 'wig' })).toBe('q=wig&sort=a2z&view=list');
  });

  it('ticks Hide sold out as inStock=1 and unticks it by leaving it out; either goes back to page 1', () => {
    expect(apply('page=2&opt=shade%3A1b', { inStock: true })).toBe('opt=shade%3A1b&inStock=1');
    expect(apply('page=2&inStock=1', { inStock: false })).toBe('');
    expect(apply('page=2&opt=shade%3A1b', { opt: [] })).toBe('');
  });

  it('keeps the page for a change of layout, as before', () => {
    expect(apply('page=2', { view: 'list' })).toBe('page=2&view=list');
    expect(apply('page=2&view=list', { view: 'grid' })).toBe('page=2');
  });

  it('clears every filter and the search, and keeps sort and layout', () => {
    const all = 'q=wig&category=Frontal&brand=Oya&maxPrice=5000&opt=shade%3A1b&opt=length%3A14%22&inStock=1';
    expect(apply(`${all}&sort=a2z&view=list&page=4`, CLEAR_FILTERS)).toBe('sort=a2z&view=list');
  });
});

describe('hasListingFilters', () => {
  it('counts the option filters and Hide sold out as filters, and sort or layout not', () => {
    expect(hasListingFilters(parse('sort=a2z&view=list&page=2'))).toBe(false);
    for (const qs of ['q=wig', 'category=Frontal', 'brand=Oya', 'maxPrice=0', 'opt=Shade:1B', 'inStock=1']) {
      expect(hasListingFilters(parse(qs)), qs).toBe(true);
    }
  });
});
