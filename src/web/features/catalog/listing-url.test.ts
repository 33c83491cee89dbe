import { describe, expect, it } from 'vitest';
import {
  canonicalListingPagePath,
  canonicalListingPath,
  listingDescription,
  listingTitle,
} from '#web/lib/seo/listing-url.ts';
import { parseListingParams } from './use-listing-params.ts';

const params = (qs: string) => parseListingParams(new URLSearchParams(qs));

describe('canonicalListingPath', () => {
  it('is the bare /all without filters, whatever else the URL holds', () => {
    expect(canonicalListingPath(params('q=wig&sort=a2z&page=3&perPage=24&maxPrice=5000&view=list'))).toBe(
      '/all',
    );
    expect(canonicalListingPath(params('opt=Shade:%23613&opt=Length:22%E2%80%B3&inStock=1'))).toBe('/all');
  });

  it('keeps category then brand, encoded, and drops the rest', () => {
    expect(
      canonicalListingPath(
        params('brand=Crown%20%26%20Co&q=wig&category=Human%20hair&sort=a2z&page=3&view=list'),
      ),
    ).toBe('/all?category=Human+hair&brand=Crown+%26+Co');
  });

  it('keeps a category or a brand alone', () => {
    expect(canonicalListingPath({ category: 'Frontal' })).toBe('/all?category=Frontal');
    expect(canonicalListingPath({ brand: 'Braidy' })).toBe('/all?brand=Braidy');
  });

  it('treats category=All and brand=all as no filter', () => {
    expect(canonicalListingPath(params('category=All&brand=all'))).toBe('/all');
  });
});

describe('canonicalListingPagePath', () => {
  it("keeps the page of the listing's own series (default order and size), after its filters", () => {
    expect(canonicalListingPagePath(params('page=3&brand=Braidy&category=Frontal&view=list'))).toBe(
      '/all?category=Frontal&brand=Braidy&page=3',
    );
    expect(canonicalListingPagePath(params('page=2'))).toBe('/all?page=2');
    expect(canonicalListingPagePath(params('category=Frontal&page=1'))).toBe('/all?category=Frontal');
  });

  it("points a search's, a price cap's, option filters', Hide sold out's, another sort's or page size's pages at the first page of the filters", () => {
    for (const other of [
      'q=wig',
      'maxPrice=5000',
      'sort=a2z',
      'perPage=24',
      'opt=Shade:%23613',
      'opt=Shade:1B&opt=Length:22%E2%80%B3',
      'inStock=1',
    ]) {
      expect(canonicalListingPagePath(params(`category=Frontal&page=2&${other}`)), other).toBe(
        '/all?category=Frontal',
      );
    }
  });
});

describe('listingTitle', () => {
  it('keeps the page’s existing title without filters', () => {
    expect(listingTitle(params('q=wig&page=2'))).toBe('All Products | Tressa');
  });

  it('puts the filters first', () => {
    expect(listingTitle({ category: 'Human hair' })).toBe('Human hair | All Products | Tressa');
    expect(listingTitle({ brand: 'Crown & Co' })).toBe('Crown & Co | All Products | Tressa');
    expect(listingTitle({ category: 'Frontal', brand: 'Crown & Co' })).toBe(
      'Crown & Co Frontal | All Products | Tressa',
    );
  });
});

describe('listingDescription', () => {
  it('counts the whole catalogue without filters', () => {
    expect(listingDescription({}, 1234)).toBe(
      'Shop 1,234 hair products at Tressa: human and synthetic hair, extensions, pony tails and frontals in every length.',
    );
  });

  it('names the category, the brand, or both', () => {
    expect(listingDescription({ category: 'Human hair' }, 24)).toBe(
      'Shop 24 human hair products at Tressa: compare prices and lengths, then order online.',
    );
    expect(listingDescription({ category: 'Extensions' }, 2)).toBe(
      'Shop 2 extension products at Tressa: compare prices and lengths, then order online.',
    );
    expect(listingDescription({ brand: 'Braidy' }, 5)).toBe(
      'Shop 5 Braidy hair products at Tressa: compare prices and lengths, then order online.',
    );
    expect(listingDescription({ brand: 'Crown & Co', category: 'Frontal' }, 1)).toBe(
      'Shop 1 Crown & Co frontal product at Tressa: compare prices and lengths, then order online.',
    );
  });

  it('says so when the filters find nothing', () => {
    expect(listingDescription({ category: 'Pony tail', brand: 'Braidy' }, 0)).toBe(
      'No Braidy pony tail products at Tressa right now. Browse our human and synthetic hair, extensions, pony tails and frontals.',
    );
  });

  it('stays within 160 characters with a long brand', () => {
    const text = listingDescription({ brand: 'B'.repeat(100), category: 'Synthetic hair' }, 3);
    expect(text).toBe(`Shop 3 ${'B'.repeat(100)} synthetic hair products at Tressa: compare prices…`);
    // ' and' would end at 161 with the ellipsis, so the cut falls before it.
    expect(text.length).toBe(158);
  });
});
