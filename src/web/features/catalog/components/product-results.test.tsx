// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingItem } from '#shared/contract/catalog.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { listed, listingOf } from '../listing-fixtures.ts';
import { variant, wig } from '../variant-fixtures.ts';
import { ProductResults } from './product-results.tsx';

// A card under option filters (issue 31, slice 4) shows the variant that matched, not the product's cheapest: its
// price, its photo, its label, and a link that opens the product page at it.

const onQuickView = vi.fn();

function renderResults(items: ListingItem[], view: 'grid' | 'list') {
  const { Wrapper } = makeWrapper();
  render(
    <ProductResults
      listing={listingOf(items)}
      view={view}
      stale={false}
      hasFilters
      onClearFilters={vi.fn()}
      onQuickView={onQuickView}
    />,
    { wrapper: Wrapper },
  );
  const article = screen.getByRole('heading', { name: wig.name }).closest('article') as HTMLElement;
  return within(article);
}

/** The card's or row's one link to the product page. */
const link = (card: ReturnType<typeof renderResults>) =>
  card.getAllByRole('link').find((a) => a.getAttribute('href')?.startsWith('/product-details/'));

afterEach(() => {
  cleanup();
  onQuickView.mockReset();
});

describe.each(['grid', 'list'] as const)('a listed product in the %s', (view) => {
  it('without option filters: the product, from its lowest price, with its own photo', () => {
    const card = renderResults([listed(wig)], view);
    expect(link(card)?.getAttribute('href')).toBe('/product-details/p2');
    expect(card.getByText('from £60.00')).toBeTruthy();
    expect(card.queryByText('#613 · 18"')).toBeNull();
    expect(card.getByRole('presentation').getAttribute('src')).toBe('/media/wig?w=640');
  });

  it('with a chosen variant: its page, its price, its label and its first photo', () => {
    const item = listed(wig, { sku: 'SKU-613-18', imageUrls: ['/media/blonde-1', '/media/blonde-2'] });
    const card = renderResults([item], view);
    expect(link(card)?.getAttribute('href')).toBe('/product-details/p2?variant=sku-613-18');
    expect(card.getByText('£80.00')).toBeTruthy();
    expect(card.queryByText(/from/)).toBeNull();
    expect(card.getByText('#613 · 18"')).toBeTruthy();
    expect(card.getByRole('presentation').getAttribute('src')).toBe('/media/blonde-1?w=640');
    expect(card.queryByText(/out of stock/i)).toBeNull();
    // The quick view is given the item, chosen variant and all, to open at it.
    fireEvent.click(card.getByRole('button', { name: /^View Details/ }));
    expect(onQuickView).toHaveBeenCalledWith(item);
  });

  it('says a chosen variant sold out is out of stock, though the product has others; no photo of its own: the product’s', () => {
    const product = {
      ...wig,
      variants: [...wig.variants.slice(0, 2), variant(['#613', '18"'], 8000, 0)],
    };
    const card = renderResults([listed(product, { sku: 'sku-613-18', imageUrls: [] })], view);
    expect(card.getByText(/out of stock/i)).toBeTruthy();
    expect(card.getByRole('presentation').getAttribute('src')).toBe('/media/wig?w=640');
  });
});
