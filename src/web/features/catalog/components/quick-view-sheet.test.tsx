// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../../../shared/contract/catalog.ts';
import { cart } from '../../../lib/cart-store.ts';
import { QuickViewSheet } from './quick-view-sheet.tsx';

const product: Product = {
  id: 'p1',
  name: 'Silky Straight Bundle',
  price: 5499,
  category: 'Human hair',
  brand: 'Oya Hair',
  description: 'Soft and sleek.',
  imageURL: ['/media/a', '/media/b', '/media/c'],
  lengths: ['12"', '14"'],
  createdAt: '2025-10-01T09:00:00.000Z',
  rating: { average: 0, count: 0 },
};

function Harness() {
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
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: product.name });
    expect(dialog.textContent).toContain('Brand: Oya Hair');
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
  });

  it('adds nothing without a size and says so in an alert', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a size before adding to the cart.');
    expect(cartLines()).toEqual([]);
  });

  it('adds the chosen size and quantity, closes, and opens again reset', async () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '14"' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' })));
    expect(cartLines()).toMatchObject([{ id: 'p1', size: '14"', qty: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect((screen.getByLabelText('Length') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
  });
});
