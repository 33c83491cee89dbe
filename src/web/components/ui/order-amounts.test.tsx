// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderAmounts } from './order-amounts.tsx';

const amounts = { subtotal: 14_500, discount: 0, shipping: 899, total: 15_399 };
const row = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('OrderAmounts', () => {
  afterEach(cleanup);

  it('names the delivery method beside the shipping, and the VAT the total includes', () => {
    render(<OrderAmounts amounts={amounts} deliveryMethod="Next day" vat={{ rate: 2_000, amount: 2_567 }} />);
    expect(row('Shipping (Next day)')).toBe('£8.99');
    expect(row('Includes VAT at 20%')).toBe('£25.67');
  });

  it('says nothing of VAT for a shop that charges none, nor of a method an older order has not', () => {
    render(<OrderAmounts amounts={amounts} vat={null} />);
    expect(row('Shipping')).toBe('£8.99');
    expect(screen.queryByText(/VAT/)).toBeNull();
  });
});
