// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing, Product } from '#shared/contract/catalog.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import type { ActiveOffer } from '../offers.ts';
import { OfferNotice } from './offer-badge.tsx';
import { ProductResults } from './product-results.tsx';

const product = (id: string, category: Product['category'], name: string): Product => ({
  id,
  name,
  price: 5499,
  category,
  brand: 'Oya Hair',
  description: 'Soft and sleek.',
  imageURL: ['/media/a'],
  variantSummary: { count: 1, inStock: 1, minPrice: 5499, maxPrice: 5499 },
  maxPerOrder: 10,
  createdAt: '2025-10-01T09:00:00.000Z',
  rating: { average: 0, count: 0 },
});

const listing: Listing = {
  items: [
    product('p1', 'Human hair', 'Silky Straight Bundle'),
    product('p2', 'Frontal', 'Lace Frontal'),
    product('p3', 'Pony tail', 'Drawstring Pony'),
  ],
  total: 3,
  page: 1,
  perPage: 24,
  priceRange: { min: 5499, max: 5499 },
  facets: { categories: [], brands: [], options: [] },
};

const offers: ActiveOffer[] = [
  {
    id: 'o1',
    label: '3+ bundles: 10% off',
    minQty: 3,
    percent: 10,
    target: { categories: ['Human hair'], productIds: [], variantIds: [] },
    endsAt: null,
    variantCounts: {},
  },
  {
    id: 'o2',
    label: 'Bundle deal: 20% off',
    minQty: 4,
    percent: 20,
    target: { categories: [], productIds: ['p1'], variantIds: [] },
    endsAt: null,
    variantCounts: {},
  },
  {
    id: 'o3',
    label: 'Frontal week',
    minQty: 2,
    percent: 15,
    target: { categories: ['Frontal'], productIds: [], variantIds: [] },
    endsAt: '2030-01-01T00:00:00Z',
    variantCounts: {},
  },
];

function renderResults(view: 'grid' | 'list', shown: ActiveOffer[] | undefined) {
  return renderWith(listing.items, shown, view);
}

function renderWith(items: Product[], shown: ActiveOffer[] | undefined, view: 'grid' | 'list' = 'grid') {
  stubFetch({});
  const { Wrapper } = makeWrapper();
  return render(
    <ProductResults
      listing={{ ...listing, items }}
      view={view}
      stale={false}
      hasFilters={false}
      onClearFilters={vi.fn()}
      onQuickView={vi.fn()}
      offers={shown}
    />,
    { wrapper: Wrapper },
  );
}

const card = (name: string) => {
  const heading = screen.getByRole('heading', { name });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${name}`);
  return within(article);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the listing shows each product its best offer', () => {
  it.each(['grid', 'list'] as const)(
    'as a labelled badge on the %s, and nothing where none applies',
    (view) => {
      renderResults(view, offers);
      // Two offers cover the bundle: the higher percent is shown, in words (not by colour alone).
      expect(card('Silky Straight Bundle').getByText('Bundle deal: 20% off')).toBeTruthy();
      expect(card('Silky Straight Bundle').queryByText('3+ bundles: 10% off')).toBeNull();
      expect(card('Silky Straight Bundle').getByText('Offer:')).toBeTruthy();
      expect(card('Lace Frontal').getByText('Frontal week')).toBeTruthy();
      expect(card('Drawstring Pony').queryByText(/Offer/)).toBeNull();
    },
  );

  it('says "on selected options" when the best offer names only some of its variants (issue 31)', () => {
    const variantOffer: ActiveOffer = {
      id: 'o4',
      label: 'Pony 30% off',
      minQty: 2,
      percent: 30,
      target: { categories: [], productIds: [], variantIds: ['v-12in', 'v-elsewhere'] },
      endsAt: null,
      // As the server counts them: one of the pony's variants, one of another product's.
      variantCounts: { p3: 1, p9: 1 },
    };
    // The pony is one variant here: named, it is all of it.
    renderResults('grid', [variantOffer]);
    expect(card('Drawstring Pony').getByText('Pony 30% off')).toBeTruthy();
    expect(screen.queryByText(/on selected options/)).toBeNull();
    cleanup();
    const pony = product('p3', 'Pony tail', 'Drawstring Pony');
    // Sold in two lengths, one of them named: some of it.
    pony.variantSummary = { ...pony.variantSummary, count: 2, inStock: 2 };
    renderWith([pony], [variantOffer]);
    expect(card('Drawstring Pony').getByText('on selected options')).toBeTruthy();
  });

  it('shows no badge while the offers are unknown', () => {
    renderResults('grid', undefined);
    expect(screen.queryByText(/Offer/)).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

describe('OfferNotice', () => {
  it("says the admin's label and the rule it applies by", () => {
    render(<OfferNotice offer={offers[0] as ActiveOffer} />);
    expect(screen.getByText('3+ bundles: 10% off')).toBeTruthy();
    expect(screen.getByText('Buy 3 or more: 10% off those items at checkout')).toBeTruthy();
    expect(screen.queryByText(/selected options|Not on this option/)).toBeNull();
  });

  it('says whether an offer on selected options covers the chosen one, and if not which it covers', () => {
    const offer = offers[1] as ActiveOffer;
    render(<OfferNotice offer={offer} options={{ covered: true, labels: ['#613 · 22"'], more: 0 }} />);
    expect(screen.getByText('On selected options, this one included.')).toBeTruthy();
    cleanup();
    render(
      <OfferNotice
        offer={offer}
        options={{ covered: false, labels: ['#613 · 22"', '#613 · 24"'], more: 2 }}
      />,
    );
    expect(screen.getByText('Not on this option. Only on #613 · 22", #613 · 24" and 2 more.')).toBeTruthy();
  });
});
