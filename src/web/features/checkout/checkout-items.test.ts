import { describe, expect, it } from 'vitest';
import type { CartLine } from '#shared/cart.ts';
import { checkoutItems } from './checkout-items.ts';

const line: CartLine = {
  id: 'p1',
  name: 'Body Wave',
  price: 5000,
  image: null,
  brand: '',
  size: '14"',
  qty: 2,
};

describe('checkoutItems', () => {
  it('names each line’s variant by id and label, or by label alone for a line stored before ids', () => {
    expect(
      checkoutItems([
        { ...line, variantId: 'v14' },
        { ...line, id: 'p2' },
      ]),
    ).toEqual([
      { productId: 'p1', variantId: 'v14', size: '14"', qty: 2 },
      { productId: 'p2', size: '14"', qty: 2 },
    ]);
  });

  it('leaves out the lines the server no longer sells', () => {
    expect(checkoutItems([{ ...line, unavailable: true }])).toEqual([]);
  });
});
