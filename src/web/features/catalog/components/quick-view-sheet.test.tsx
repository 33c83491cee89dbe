// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#shared/contract/catalog.ts';
import { cart } from '#web/lib/cart-store.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { QuickViewSheet } from './quick-view-sheet.tsx';

const product: Product = {
  id: 'p1',
  name: 'Silky Straight Bundle',
  price: 5499,
  category: 'Human hair',
  brand: 'Oya Hair',
  description: 'Soft and sleek.',
  imageURL: ['/media/a', '/media/b', '/media/c'],
  lengths: ['12"', '14"', '18"'],
  variants: [
    { id: 'v-12in', sku: 'p-12in', length: '12"', price: 5499, stock: 10 },
    { id: 'v-14in', sku: 'p-14in', length: '14"', price: 6299, stock: 3 },
    { id: 'v-18in', sku: 'p-18in', length: '18"', price: 7499, stock: 0 },
  ],
  maxPerOrder: 10,
  createdAt: '2025-10-01T09:00:00.000Z',
  rating: { average: 0, count: 0 },
};

function Harness({ product }: { product: Product }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <QuickViewSheet product={product} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The sheet reads the product afresh while open: the server answers with `fresh` (by default, the same). */
function renderSheet(shown = product, fresh = shown) {
  stubFetch({ [`GET /api/products/${shown.id}`]: { status: 200, body: { ...fresh, editedAt: null } } });
  const { Wrapper } = makeWrapper();
  return render(<Harness product={shown} />, { wrapper: Wrapper });
}

const cartLines = () => JSON.parse(localStorage.getItem('cart') ?? '[]');

describe('QuickViewSheet', () => {
  beforeEach(() => {
    // jsdom lacks these; vaul and Radix read them.
    window.matchMedia ??= (() => ({
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    })) as never;
    localStorage.clear();
    cart.clear();
  });
  afterEach(cleanup);

  it('is a dialog named by the product, whose carousel wraps', () => {
    renderSheet();
    const dialog = screen.getByRole('dialog', { name: product.name });
    expect(dialog.textContent).toContain('Brand: Oya Hair');
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
  });

  it('adds nothing without a size and says so in an alert', () => {
    renderSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a size before adding to the cart.');
    expect(cartLines()).toEqual([]);
  });

  it('adds the chosen size and quantity, closes, and opens again reset', async () => {
    renderSheet();
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '14"' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' })));
    expect(cartLines()).toMatchObject([{ id: 'p1', variantId: 'v-14in', size: '14"', qty: 3, price: 6299 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect((screen.getByLabelText('Length') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
  });

  it('lists each length with its price, and a sold-out one disabled; says "from" the lowest price', async () => {
    renderSheet();
    const dialog = screen.getByRole('dialog', { name: product.name });
    expect(dialog.textContent).toContain('from £54.99');
    const options = [...(screen.getByLabelText('Length') as HTMLSelectElement).options];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['-- Choose Size --', false],
      ['12" — £54.99', false],
      ['14" — £62.99', false],
      ['18" — Out of stock', true],
    ]);
    // The chosen length's own price, and how few are left.
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '14"' } });
    expect(dialog.textContent).toContain('£62.99');
    expect(screen.getByLabelText('Quantity').getAttribute('max')).toBe('3');
    expect(screen.getByText('Only 3 left in 14"')).toBeTruthy();
  });

  it('adds no more than is left of a length, and says so', async () => {
    renderSheet();
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '14"' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Only 3 left of 14".');
    expect(screen.getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');
    expect(cartLines()).toEqual([]);
  });

  it('says the limit per order beside the quantity and keeps its max within it', () => {
    renderSheet({ ...product, maxPerOrder: 2 });
    const quantity = screen.getByLabelText('Quantity');
    const hint = screen.getByText('At most 2 per order');
    expect(quantity.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '12"' } });
    expect(quantity.getAttribute('max')).toBe('2');
  });

  it('adds no more than the limit per order, counting what is already in the cart', async () => {
    const limited = { ...product, maxPerOrder: 2 };
    cart.add(limited, '12"', 1);
    renderSheet(limited);
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '12"' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'At most 2 of 12" per order (1 already in your cart).',
    );
    expect(screen.getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');
    expect(cartLines()).toMatchObject([{ size: '12"', qty: 1 }]);
    // One more is within the limit.
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' })));
    expect(cartLines()).toMatchObject([{ size: '12"', qty: 2, maxPerOrder: 2 }]);
  });

  it('greys out a length that sold out since the listing loaded', async () => {
    const soldOut = product.variants.map((v) => (v.length === '14"' ? { ...v, stock: 0 } : v));
    renderSheet(product, { ...product, variants: soldOut });
    await waitFor(() =>
      expect((screen.getByRole('option', { name: '14" — Out of stock' }) as HTMLOptionElement).disabled).toBe(
        true,
      ),
    );
  });

  it('says a product with nothing left is out of stock, and cannot be added', () => {
    renderSheet({ ...product, variants: product.variants.map((v) => ({ ...v, stock: 0 })) });
    expect(screen.getByText('Out of stock', { selector: 'p' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
