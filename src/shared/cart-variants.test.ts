import { describe, expect, it } from 'vitest';
import { type CartLine, type CartProduct, cartReducer, parseStoredCart } from './cart.ts';

// Cart lines and variant ids (issue 31, decision 026 slice 1b): a line added from a product page knows its variant;
// one stored before variants had ids knows only its label, and a refresh finds its variant by that label.

const wave: CartProduct = {
  id: 'wave',
  name: 'Body Wave Bundle',
  price: 5000,
  imageURL: [],
  brand: 'Luxe',
  lengths: ['14"', '22"'],
  variants: [
    { id: 'v14', length: '14"', price: 5000, stock: 9 },
    { id: 'v22', length: '22"', price: 8000, stock: 4 },
  ],
};
/** A line as a cart stored before variant ids has it. */
const stored: CartLine = {
  id: 'wave',
  name: 'Body Wave Bundle',
  price: 5000,
  image: null,
  brand: 'Luxe',
  size: '14"',
  qty: 2,
};
const add = (lines: CartLine[], variantId: string | undefined, size: string, quantity = 1) =>
  cartReducer(lines, { type: 'add', product: wave, size, quantity, variantId });
const refresh = (lines: CartLine[], product: CartProduct = wave) =>
  cartReducer(lines, { type: 'refresh', products: [product] });

describe('cart lines and variant ids', () => {
  it('keeps the variant id of a line added from the product page, at that variant’s price and label', () => {
    expect(add([], 'v22', '22"')).toMatchObject([{ variantId: 'v22', size: '22"', price: 8000, stock: 4 }]);
    // Without an id from the page, the label finds the variant and its id.
    expect(add([], undefined, '22"')).toMatchObject([{ variantId: 'v22', size: '22"' }]);
  });

  it('reads a cart stored before variant ids, and its refresh fills each line’s id', () => {
    const lines = parseStoredCart(JSON.stringify([stored]));
    expect(lines).toEqual([stored]);
    expect(refresh(lines)).toMatchObject([{ variantId: 'v14', size: '14"', qty: 2, unavailable: false }]);
  });

  it('adds to the stored line of the same variant rather than making a second', () => {
    const lines = add([stored], 'v14', '14"', 3);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.qty).toBe(5);
  });

  it('follows the variant when the owner renames its label, and merges lines that turn out to be one variant', () => {
    const renamed: CartProduct = {
      ...wave,
      lengths: ['14 inch', '22"'],
      variants: [{ id: 'v14', length: '14 inch', price: 5200, stock: 9 }, ...(wave.variants ?? []).slice(1)],
    };
    const lines: CartLine[] = [
      { ...stored, variantId: 'v14', qty: 1 },
      { ...stored, size: '14 inch', variantId: 'v14', qty: 2 },
    ];
    expect(refresh(lines, renamed)).toMatchObject([
      { variantId: 'v14', size: '14 inch', price: 5200, qty: 3 },
    ]);
    // A line known only by the old label finds nothing now: it is marked, not dropped.
    expect(refresh([stored], renamed)).toMatchObject([{ size: '14"', unavailable: true }]);
  });

  it('tells lines of two variants apart by id even when their labels read the same', () => {
    const lines: CartLine[] = [
      { ...stored, variantId: 'v14' },
      { ...stored, variantId: 'v22' },
    ];
    expect(
      cartReducer(lines, { type: 'remove', line: { id: 'wave', size: '14"', variantId: 'v22' } }),
    ).toEqual([lines[0]]);
  });
});
