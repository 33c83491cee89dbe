import { describe, expect, it } from 'vitest';
import { parseQuantity } from './use-add-to-cart-form.ts';

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
