// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyProduct } from '../product-form-schema.ts';
import {
  click,
  describedBy,
  input,
  renderForm,
  renderStored,
  rowLabels,
  save,
  type,
} from './product-form-fixture.tsx';

afterEach(cleanup);

function fillProduct() {
  type('Name', 'Silk Straight');
  type('Price', '40');
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Human hair' } });
  type('Brand', 'Oya');
  type('Description', 'Sleek.');
}

describe('a new product’s options and variants', () => {
  it('starts with a Length option; each value named is a variant row, saved in pence', async () => {
    const onSubmit = renderForm();
    fillProduct();
    expect(input('Option 1').value).toBe('Length');
    type('Value 1 of Length', '14″');
    click('Add value to Length');
    // The new value's field takes the focus, and the matrix has a row for it at once.
    expect(document.activeElement).toBe(input('Value 2 of Length'));
    type('Value 2 of Length', '18″');
    expect(rowLabels()).toEqual(['14″', '18″']);
    // The row's price shows the product's price until it has its own.
    expect(input('Price (£), 14″').placeholder).toBe('£40.00 (product price)');
    type('Stock, 14″', '5');
    type('Price (£), 18″', '55.50');
    type('Compare-at price (£), 18″', '60');
    type('Stock, 18″', '1');
    type('SKU, 18″', 'SILK-18');
    expect(screen.getByText('Total stock: 6')).toBeTruthy();

    await save();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      price: 4000,
      options: [
        { name: 'Length', kind: 'button', property: 'size', values: [{ name: '14″' }, { name: '18″' }] },
      ],
      variants: [
        { values: ['14″'], sku: null, price: null, compareAtPrice: null, stock: 5 },
        { values: ['18″'], sku: 'SILK-18', price: 5550, compareAtPrice: 6000, stock: 1 },
      ],
    });
  });

  it('shows each refusal under its field, tied to it', async () => {
    const onSubmit = renderForm();
    await save();
    expect(describedBy('Value 1 of Length')).toBe('Value is required');
    const stock = input('Stock, (new value)');
    expect(stock.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy('Stock, (new value)')).toBe('Stock is required');

    type('Value 1 of Length', '14″');
    type('Price (£), 14″', 'cheap');
    type('Stock, 14″', '2');
    await save();
    expect(describedBy('Price (£), 14″')).toBe('Enter the price in pounds, e.g. 49.99');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('a stored product’s variants', () => {
  it('shows each with its stock and the total, and keeps ids, stock and prices through a rename', async () => {
    const onSubmit = renderStored();
    expect(rowLabels()).toEqual(['1B · 14″', '1B · 18″', '#613 · 14″', '#613 · 18″']);
    expect(input('Stock, #613 · 18″').value).toBe('4');
    expect(screen.getByText('Total stock: 10')).toBeTruthy();
    type('Stock, 1B · 14″', '7');
    type('Value 2 of Shade', '#27');
    expect(rowLabels()).toEqual(['1B · 14″', '1B · 18″', '#27 · 14″', '#27 · 18″']);

    await save();
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent.options[0].values).toMatchObject([
      { id: 's1', name: '1B' },
      { id: 's2', name: '#27' },
    ]);
    expect(
      sent.variants.map((v: { id: string; values: string[]; stock: number }) => [v.id, v.values, v.stock]),
    ).toEqual([
      ['v-0-0', ['1B', '14″'], 7],
      ['v-0-1', ['1B', '18″'], 2],
      ['v-1-0', ['#27', '14″'], 3],
      ['v-1-1', ['#27', '18″'], 4],
    ]);
  });

  it('says which price each variant sells at, and moves those without their own with the product’s (issue 19)', async () => {
    const onSubmit = renderStored();
    expect(input('Price (£), 1B · 14″').value).toBe('');
    expect(input('Price (£), 1B · 18″').value).toBe('55.00');
    expect(describedBy('Price (£), 1B · 14″')).toBe('Sells at the product price, £45.00');
    expect(describedBy('Price (£), 1B · 18″')).toBe('Sells at its own price, £55.00');
    type('Price', '50');
    expect(input('Price (£), #613 · 14″').placeholder).toBe('£50.00 (product price)');
    expect(describedBy('Price (£), #613 · 14″')).toBe('Sells at the product price, £50.00');
    type('Price (£), #613 · 14″', '50');
    expect(describedBy('Price (£), #613 · 14″')).toBe('Sells at the product price, £50.00');

    await save();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      price: 5_000,
      variants: [{ price: null }, { price: 5_500 }, { price: 5_000 }, { price: 5_500 }],
    });
  });

  it('adds a value’s combinations as new rows, and removes a value’s rows with it', () => {
    renderStored();
    click('Add value to Length');
    type('Value 3 of Length', '22″');
    expect(rowLabels()).toEqual([
      '1B · 14″',
      '1B · 18″',
      '1B · 22″',
      '#613 · 14″',
      '#613 · 18″',
      '#613 · 22″',
    ]);
    expect(input('Stock, 1B · 22″').value).toBe('');
    expect(input('Stock, #613 · 18″').value).toBe('4');
    click('Remove 1B from Shade');
    expect(rowLabels()).toEqual(['#613 · 14″', '#613 · 18″', '#613 · 22″']);
    expect(input('Stock, #613 · 14″').value).toBe('3');
  });
});

describe('the product form’s limit per order', () => {
  it('starts at 10 with a hint, and saves the limit typed', async () => {
    const onSubmit = renderForm();
    expect(input('Limit per order').value).toBe('10');
    expect(describedBy('Limit per order')).toBe(
      'The most of one variant a customer can buy in one order (1–99)',
    );
    fillProduct();
    type('Value 1 of Length', '14″');
    type('Stock, 14″', '5');
    type('Limit per order', '2');
    await save();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ maxPerOrder: 2 });
  });

  it('shows the stored limit, and refuses one outside 1–99 at the field', async () => {
    const onSubmit = renderForm({ ...emptyProduct(), maxPerOrder: '6' });
    expect(input('Limit per order').value).toBe('6');
    type('Limit per order', '0');
    await save();
    expect(input('Limit per order').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy('Limit per order')).toBe('Limit per order must be at least 1');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
