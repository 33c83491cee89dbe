import { describe, expect, it } from 'vitest';
import { addProblem, parseQuantity, stockProblem } from './use-add-to-cart-form.ts';

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
  const length = {
    id: 'v-18in',
    sku: 'p-18in',
    length: '18"',
    price: 5500,
    stock: 2,
    values: ['18"'],
    compareAtPrice: null,
    imageUrls: [],
  };

  it('lets through what is left of the length', () => {
    expect(stockProblem(length, 2, 0)).toBeNull();
    expect(stockProblem(length, 1, 1)).toBeNull();
  });

  it('says how many are left, counting what is already in the cart', () => {
    expect(stockProblem(length, 3, 0)).toBe('Only 2 left of 18".');
    expect(stockProblem(length, 2, 1)).toBe('Only 2 left of 18", and 1 already in your cart.');
  });

  it('refuses a sold-out length', () => {
    expect(stockProblem({ ...length, stock: 0 }, 1, 0)).toBe('18" is out of stock. Please choose another.');
  });
});

describe('addProblem (the limit per order, docs/product.md#limits)', () => {
  const length = {
    id: 'v-16in',
    sku: 'p-16in',
    length: '16"',
    price: 5500,
    stock: 20,
    values: ['16"'],
    compareAtPrice: null,
    imageUrls: [],
  };

  it('lets through up to the limit, counting what is already in the cart', () => {
    expect(addProblem(length, 3, 3, 0)).toBeNull();
    expect(addProblem(length, 3, 1, 2)).toBeNull();
  });

  it('says the limit when it binds', () => {
    expect(addProblem(length, 3, 4, 0)).toBe('At most 3 of 16" per order.');
    expect(addProblem(length, 3, 2, 2)).toBe('At most 3 of 16" per order (2 already in your cart).');
  });

  it('says what is left when fewer are left than the limit, and a sold-out length first', () => {
    expect(addProblem({ ...length, stock: 2 }, 3, 3, 0)).toBe('Only 2 left of 16".');
    expect(addProblem({ ...length, stock: 0 }, 3, 1, 0)).toBe('16" is out of stock. Please choose another.');
  });
});
