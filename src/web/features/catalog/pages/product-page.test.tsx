// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductDetail } from '#shared/contract/catalog.ts';
import { cart } from '#web/lib/cart-store.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import type { ActiveOffer } from '../offers.ts';
import { wig } from '../variant-fixtures.ts';
import { ProductPage } from './product-page.tsx';

// The product page's choice lives in its address (?variant=<sku>): opened with one, chosen anew, added.

function client(product: ProductDetail = wig, offers: ActiveOffer[] = []) {
  const c = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // As the server's HTML leaves them: the page asks for nothing while it draws.
  c.setQueryData(['products', 'detail', product.id], product);
  c.setQueryData(['products', 'reviews', product.id, 1], { items: [], total: 0, page: 1, perPage: 5 });
  c.setQueryData(['offers'], { offers });
  return c;
}

function renderPage(path: string, product = wig, offers: ActiveOffer[] = []) {
  const router = createMemoryRouter([{ path: '/product-details/:id', Component: ProductPage }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client(product, offers)}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const main = () => document.body.textContent ?? '';

describe('the product page', () => {
  beforeEach(() => {
    stubFetch({});
    localStorage.clear();
    cart.clear();
  });
  afterEach(cleanup);

  it('opens with the variant its address names, whatever the case, with its price, SKU and pictures', () => {
    renderPage('/product-details/p2?variant=SKU-613-18');
    expect(radio('#613').checked).toBe(true);
    expect(radio('18"').checked).toBe(true);
    expect(main()).toContain('Shade: #613');
    expect(screen.getByText('£80.00', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('SKU: sku-613-18')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Body Wave Wig, image 1 of 2' }).getAttribute('src')).toContain(
      '/media/blonde-1',
    );
  });

  it('opens an unknown variant at the default: the first in stock, with its was-price and how few are left', () => {
    renderPage('/product-details/p2?variant=gone');
    expect(radio('1B').checked).toBe(true);
    expect(radio('14"').checked).toBe(true);
    expect(main()).toContain('Was £75.00');
    expect(main()).toContain('Save £15.00');
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(screen.getByText('At most 10 per order')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Body Wave Wig' }).getAttribute('src')).toContain('/media/wig');
  });

  it('puts a new choice in the address in place of the old one, keeping its other parameters', async () => {
    const router = renderPage('/product-details/p2?utm_source=instagram');
    await act(async () => fireEvent.click(radio('18"')));
    expect(router.state.location.search).toBe('?utm_source=instagram&variant=sku-1B-18');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('£70.00', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText(/^Only \d+ left$/)).toBeNull();
    expect(main()).not.toContain('Was £');
  });

  it('adds the chosen variant straight to the cart, and shows it in the cart steppers', async () => {
    renderPage('/product-details/p2?variant=sku-613-18');
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([
      { id: 'p2', variantId: 'v-#613-18"', size: '#613 · 18"', qty: 2, price: 8000 },
    ]);
    expect(screen.getByRole('button', { name: 'One more #613 · 18" in cart' })).toBeTruthy();
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
  });

  it('shows an offer on selected options for the chosen variant, and says which it covers for another', async () => {
    const platinum: ActiveOffer = {
      id: 'o1',
      label: 'Platinum week: 15% off',
      minQty: 2,
      percent: 15,
      target: { categories: [], productIds: [], variantIds: ['v-#613-18"'] },
      endsAt: null,
      variantCounts: { p2: 1 },
    };
    renderPage('/product-details/p2?variant=sku-613-18', wig, [platinum]);
    expect(screen.getByText('Platinum week: 15% off')).toBeTruthy();
    expect(screen.getByText('On selected options, this one included.')).toBeTruthy();
    await act(async () => fireEvent.click(radio('1B')));
    expect(screen.getByText('Platinum week: 15% off')).toBeTruthy();
    expect(screen.getByText('Not on this option. Only on #613 · 18".')).toBeTruthy();
  });

  it('is drawn by the server with that choice already made: no change after it loads', () => {
    const html = renderToString(
      <QueryClientProvider client={client()}>
        <MemoryRouter initialEntries={['/product-details/p2?variant=sku-613-18']}>
          <Routes>
            <Route path="/product-details/:id" element={<ProductPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const checked = [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => / checked=""/.test(tag))
      .map((tag) => tag.match(/value="([^"]*)"/)?.[1]);
    expect(checked).toEqual(['#613', '18&quot;']);
    expect(html).toContain('£80.00');
  });
});
