import { describe, expect, it } from 'vitest';
import { orderTotals } from './checkout.ts';

const rule = { fee: 499, freeFrom: 7500 };

describe('orderTotals', () => {
  it('adds unit price × qty and the flat fee below the threshold', () => {
    expect(
      orderTotals(
        [
          { unitPrice: 1250, qty: 2 },
          { unitPrice: 999, qty: 1 },
        ],
        rule,
      ),
    ).toEqual({
      subtotal: 3499,
      shipping: 499,
      total: 3998,
    });
  });

  it('ships free from the threshold exactly', () => {
    expect(orderTotals([{ unitPrice: 7499, qty: 1 }], rule).shipping).toBe(499);
    expect(orderTotals([{ unitPrice: 7500, qty: 1 }], rule)).toEqual({
      subtotal: 7500,
      shipping: 0,
      total: 7500,
    });
    expect(orderTotals([{ unitPrice: 2500, qty: 4 }], rule).shipping).toBe(0);
  });

  it('charges nothing for nothing', () => {
    expect(orderTotals([], rule)).toEqual({ subtotal: 0, shipping: 0, total: 0 });
  });

  it('follows the configured rule', () => {
    expect(orderTotals([{ unitPrice: 1000, qty: 1 }], { fee: 350, freeFrom: 1000 }).shipping).toBe(0);
    expect(orderTotals([{ unitPrice: 999, qty: 1 }], { fee: 350, freeFrom: 1000 }).shipping).toBe(350);
  });
});
