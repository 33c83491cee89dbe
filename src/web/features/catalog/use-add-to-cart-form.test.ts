import { describe, expect, it } from 'vitest';
import { parseQuantity, stockProblem } from './use-add-to-cart-form.ts';

describe('parseQuantity', () => {
  it('reads whole numbers of at least 1', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('2.7')).toBe(2);
  });

  it('falls back to the default 1 for anything else', () => {
    for (const text of ['', '0', '-4', 'abc']) expect(parseQuantity(text)).toBe(1);
  });

  it('caps at the largest line quantity', () => {
    expect(parseQuantity('5000')).toBe(99);
  });
});

describe('stockProblem', () => {
  const length = { length: '18"', price: 5500, stock: 2 };

  it('lets through what is left of the length', () => {
    expect(stockProblem(length, 2, 0)).toBeNull();
    expect(stockProblem(length, 1, 1)).toBeNull();
  });

  it('says how many are left, counting what is already in the cart', () => {
    expect(stockProblem(length, 3, 0)).toBe('Only 2 left of 18".');
    expect(stockProblem(length, 2, 1)).toBe('Only 2 left of 18", and 1 already in your cart.');
  });

  it('refuses a sold-out length', () => {
    expect(stockProblem({ ...length, stock: 0 }, 1, 0)).toBe(
      '18" is out of stock. Please choose another length.',
    );
  });
});
