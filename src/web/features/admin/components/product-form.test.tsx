// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { EMPTY_PRODUCT, toFormValues } from '../product-form-schema.ts';
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
    expect(screen.getByLabelText('Price (£) 1').getAttribute('placeholder')).toBe('£40.00 (product price)');
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

describe('editing the product’s price (issue 19)', () => {
  const stored = {
    id: 'p1',
    name: 'Body Wave',
    price: 4_500,
    basePrice: 4_500,
    category: 'Human hair' as const,
    brand: 'Oya',
    description: 'Soft.',
    lengths: ['14"', '16"', '18"'],
    variants: [
      { id: 'v-14in', sku: 'p-14in', length: '14"', price: 4_500, stock: 5 },
      { id: 'v-16in', sku: 'p-16in', length: '16"', price: 4_500, stock: 4 },
      { id: 'v-18in', sku: 'p-18in', length: '18"', price: 5_500, stock: 3 },
    ],
    imageURL: [],
    maxPerOrder: 10,
    createdAt: '',
    rating: { average: 0, count: 0 },
    editedAt: null,
  };
  const hintOf = (label: string) =>
    document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

  it('shows which price each length sells at, and moves the lengths without their own with the product’s', async () => {
    const onSubmit = vi.fn();
    const { Wrapper } = makeWrapper();
    render(
      <ProductForm
        initial={toFormValues(stored)}
        saving={false}
        submitLabel="Save Changes"
        onSubmit={onSubmit}
      />,
      { wrapper: Wrapper },
    );
    const own = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect([own('Price (£) 1'), own('Price (£) 2'), own('Price (£) 3')]).toEqual(['', '', '55.00']);
    expect(screen.getByLabelText('Price (£) 1').getAttribute('placeholder')).toBe('£45.00 (product price)');
    expect(hintOf('Price (£) 1')).toBe('Sells at the product price, £45.00');
    expect(hintOf('Price (£) 3')).toBe('Sells at its own price, £55.00');

    type('Price', '50');
    expect(screen.getByLabelText('Price (£) 2').getAttribute('placeholder')).toBe('£50.00 (product price)');
    expect(hintOf('Price (£) 2')).toBe('Sells at the product price, £50.00');
    expect(hintOf('Price (£) 3')).toBe('Sells at its own price, £55.00');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      price: 5_000,
      variants: [
        { length: '14"', price: null, stock: 5 },
        { length: '16"', price: null, stock: 4 },
        { length: '18"', price: 5_500, stock: 3 },
      ],
    });
  });

  it('says a length priced the same as the product follows the product’s price', () => {
    const { Wrapper } = makeWrapper();
    render(
      <ProductForm initial={toFormValues(stored)} saving={false} submitLabel="Save" onSubmit={vi.fn()} />,
      {
        wrapper: Wrapper,
      },
    );
    type('Price (£) 1', '45');
    expect(hintOf('Price (£) 1')).toBe('Sells at the product price, £45.00');
    type('Price (£) 1', '39.99');
    expect(hintOf('Price (£) 1')).toBe('Sells at its own price, £39.99');
  });
});

describe('the product form’s limit per order', () => {
  const fillRequired = () => {
    type('Name', 'Silk Straight');
    type('Price', '40');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Human hair' } });
    type('Brand', 'Oya');
    type('Description', 'Sleek.');
    type('Length 1', '14"');
    type('Stock 1', '5');
  };

  it('starts at 10 with a hint, and saves the limit typed', async () => {
    const onSubmit = renderForm();
    const limit = screen.getByLabelText('Limit per order') as HTMLInputElement;
    expect(limit.value).toBe('10');
    expect(document.getElementById(limit.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The most of one length a customer can buy in one order (1–99)',
    );
    fillRequired();
    type('Limit per order', '2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Product' })));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ maxPerOrder: 2 });
  });

  it('shows the stored limit when editing', () => {
    const { Wrapper } = makeWrapper();
    render(
      <ProductForm
        initial={{ ...EMPTY_PRODUCT, maxPerOrder: '6' }}
        saving={false}
        submitLabel="Save Changes"
        onSubmit={vi.fn()}
      />,
      { wrapper: Wrapper },
    );
    expect((screen.getByLabelText('Limit per order') as HTMLInputElement).value).toBe('6');
  });

  it('refuses a limit outside 1–99 at the field', async () => {
    const onSubmit = renderForm();
    fillRequired();
    type('Limit per order', '0');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Product' })));
    const limit = screen.getByLabelText('Limit per order');
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(limit.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent,
    ).toBe('Limit per order must be at least 1');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
