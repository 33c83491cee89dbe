// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWrapper } from '../../../lib/test-wrapper.tsx';
import { ProductForm } from './product-form.tsx';

afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderForm() {
  const onSubmit = vi.fn();
  const { Wrapper } = makeWrapper();
  render(<ProductForm saving={false} submitLabel="Save Product" onSubmit={onSubmit} />, { wrapper: Wrapper });
  return onSubmit;
}

describe('the product form’s lengths', () => {
  it('edits lengths as rows of length, price and stock, and saves them in pence', async () => {
    const onSubmit = renderForm();
    type('Name', 'Silk Straight');
    type('Price', '40');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Human hair' } });
    type('Brand', 'Oya');
    type('Description', 'Sleek.');
    // The row's price shows the product's price until it has its own.
    expect(screen.getByLabelText('Price (£) 1').getAttribute('placeholder')).toBe('40');
    type('Length 1', '14"');
    type('Stock 1', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Add length' }));
    type('Length 2', '18"');
    type('Price (£) 2', '55.50');
    type('Stock 2', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Add length' }));
    type('Length 3', '20"');
    fireEvent.click(screen.getByRole('button', { name: 'Remove length 20"' }));
    expect(screen.queryByLabelText('Length 3')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Product' })));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      price: 4000,
      variants: [
        { length: '14"', price: null, stock: 5 },
        { length: '18"', price: 5550, stock: 1 },
      ],
    });
  });

  it('shows each row’s errors at that row, and keeps at least one row', async () => {
    const onSubmit = renderForm();
    expect((screen.getByRole('button', { name: 'Remove row 1' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Product' })));
    expect(screen.getByText('Enter at least one length').getAttribute('role')).toBe('alert');

    type('Length 1', '14"');
    type('Price (£) 1', 'cheap');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Product' })));
    const stock = screen.getByLabelText('Stock 1');
    expect(stock.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(stock.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Stock is required',
    );
    expect(screen.getByText('Enter the price in pounds, e.g. 49.99')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
