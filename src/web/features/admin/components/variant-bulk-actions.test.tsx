// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { click, describedBy, input, renderStored, rowLabels, save, type } from './product-form-fixture.tsx';

afterEach(cleanup);

const stocks = () => rowLabels().map((l) => input(`Stock, ${l}`).value);
const tick = (label: string) => fireEvent.click(screen.getByLabelText(`Select ${label}`));
function act(action: string, amount: string) {
  fireEvent.change(screen.getByLabelText('Change'), { target: { value: action } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  click('Apply to selected');
}

describe('changing many variants at once', () => {
  it('adds stock to the selected rows only, and the total follows', () => {
    renderStored();
    expect(stocks()).toEqual(['1', '2', '3', '4']);
    tick('1B · 14″');
    tick('1B · 18″');
    tick('#613 · 18″');
    expect(screen.getByText('3 variants selected')).toBeTruthy();
    act('addStock', '5');
    expect(stocks()).toEqual(['6', '7', '3', '9']);
    expect(screen.getByText('Total stock: 25')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Add stock: 3 variants changed.');
    // Taking away never goes below none.
    act('addStock', '-8');
    expect(stocks()).toEqual(['0', '0', '3', '1']);
  });

  it('selects all to set the stock, a price and a compare-at price, and saves them', async () => {
    const onSubmit = renderStored();
    const all = screen.getByLabelText('Select all variants') as HTMLInputElement;
    tick('1B · 14″');
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    act('setStock', '12');
    act('price', '£49.5');
    act('compareAtPrice', '60');
    expect(input('Price (£), #613 · 18″').value).toBe('49.50');
    expect(describedBy('Price (£), #613 · 18″')).toBe('Sells at its own price, £49.50');
    // An empty price sends them back to the product's price.
    fireEvent.click(all);
    tick('#613 · 18″');
    act('price', '');
    expect(describedBy('Price (£), #613 · 18″')).toBe('Sells at the product price, £45.00');

    await save();
    expect(onSubmit.mock.calls[0]?.[0].variants).toMatchObject([
      { id: 'v-0-0', price: 4_950, compareAtPrice: 6_000, stock: 12 },
      { id: 'v-0-1', price: 4_950, compareAtPrice: 6_000, stock: 12 },
      { id: 'v-1-0', price: 4_950, compareAtPrice: 6_000, stock: 12 },
      { id: 'v-1-1', price: null, compareAtPrice: 6_000, stock: 12 },
    ]);
  });

  it('refuses an amount that is not one, at its field, and changes nothing', () => {
    renderStored();
    tick('1B · 14″');
    act('setStock', '2.5');
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy('Amount')).toBe('Enter the stock as a whole number, e.g. 10');
    act('price', 'cheap');
    expect(describedBy('Amount')).toBe('Enter the price in pounds, e.g. 49.99');
    expect(stocks()).toEqual(['1', '2', '3', '4']);
  });

  it('leaves the selected combinations out, lists them, and adds one back in its place with its own row', async () => {
    const onSubmit = renderStored();
    tick('1B · 18″');
    tick('#613 · 14″');
    click('Leave selected out');
    expect(rowLabels()).toEqual(['1B · 14″', '#613 · 18″']);
    expect(screen.getByText('Left out: 2 combinations')).toBeTruthy();
    // They stay out when the matrix is laid out again, and through a rename.
    click('Generate variants');
    type('Value 1 of Shade', '1B Natural');
    expect(rowLabels()).toEqual(['1B Natural · 14″', '#613 · 18″']);
    click('Add back 1B Natural · 18″');
    expect(rowLabels()).toEqual(['1B Natural · 14″', '1B Natural · 18″', '#613 · 18″']);
    expect(input('Stock, 1B Natural · 18″').value).toBe('');
    type('Stock, 1B Natural · 18″', '8');

    await save();
    const sent = onSubmit.mock.calls[0]?.[0].variants;
    expect(sent.map((v: { id?: string; values: string[] }) => [v.id, v.values.join(' · ')])).toEqual([
      ['v-0-0', '1B Natural · 14″'],
      [undefined, '1B Natural · 18″'],
      ['v-1-1', '#613 · 18″'],
    ]);
  });

  it('scrolls the table in a named region the keyboard can focus', () => {
    renderStored();
    const region = screen.getByRole('region', { name: 'Variants table' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table', { name: 'Variants' }))).toBe(true);
  });
});
