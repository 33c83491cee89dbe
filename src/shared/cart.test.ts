import { describe, expect, it } from 'vitest';
import { type CartLine, cartReducer, cartTotals, lineMax, MAX_LINE_QTY, parseStoredCart } from './cart.ts';

const wig = {
  id: 'p1',
  name: 'Body Wave Wig',
  price: 12000,
  imageURL: ['/media/a', '/media/b'],
  brand: 'Luxe',
};
const pony = { id: 'p2', name: 'Drawstring Pony', price: 2500, imageURL: [], brand: 'Braidy' };

const add = (lines: CartLine[], product: typeof wig, size: string, quantity = 1) =>
  cartReducer(lines, { type: 'add', product, size, quantity });

describe('cartReducer', () => {
  it('add appends a line with the first image and the given quantity', () => {
    const lines = add([], wig, '14"', 2);
    expect(lines).toEqual([
      {
        id: 'p1',
        name: 'Body Wave Wig',
        price: 12000,
        image: '/media/a',
        brand: 'Luxe',
        size: '14"',
        qty: 2,
      },
    ]);
    expect(add([], pony, '10"')[0]?.image).toBeNull();
  });

  it('add of the same product and size raises its qty; another size is its own line (reading A)', () => {
    let lines = add([], wig, '14"', 2);
    lines = add(lines, wig, '14"', 3);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.qty).toBe(5);
    lines = add(lines, wig, '16"');
    expect(lines.map((l) => [l.size, l.qty])).toEqual([
      ['14"', 5],
      ['16"', 1],
    ]);
  });

  it('add clamps the quantity between 1 and the line maximum', () => {
    expect(add([], wig, '14"', 0)[0]?.qty).toBe(1);
    expect(add([], wig, '14"', 500)[0]?.qty).toBe(MAX_LINE_QTY);
    expect(add(add([], wig, '14"', 98), wig, '14"', 5)[0]?.qty).toBe(MAX_LINE_QTY);
  });

  it('increase raises only the matching line by 1', () => {
    const lines = add(add([], wig, '14"'), wig, '16"');
    const next = cartReducer(lines, { type: 'increase', line: { id: 'p1', size: '16"' } });
    expect(next.map((l) => l.qty)).toEqual([1, 2]);
  });

  it('decrease lowers by 1 above 1, and removes the line at 1', () => {
    let lines = add(add([], wig, '14"', 2), pony, '10"');
    lines = cartReducer(lines, { type: 'decrease', line: { id: 'p1', size: '14"' } });
    expect(lines.map((l) => l.qty)).toEqual([1, 1]);
    lines = cartReducer(lines, { type: 'decrease', line: { id: 'p1', size: '14"' } });
    expect(lines.map((l) => l.id)).toEqual(['p2']);
    expect(cartReducer(lines, { type: 'decrease', line: { id: 'zz', size: '1' } })).toBe(lines);
  });

  it('remove drops one line; clear drops all', () => {
    const lines = add(add([], wig, '14"'), wig, '16"');
    expect(
      cartReducer(lines, { type: 'remove', line: { id: 'p1', size: '14"' } }).map((l) => l.size),
    ).toEqual(['16"']);
    expect(cartReducer(lines, { type: 'clear' })).toEqual([]);
  });

  it('refresh takes names and prices from the server and marks lines it no longer sells', () => {
    const lines = add(add(add([], wig, '14"'), wig, '30"'), pony, '10"');
    const next = cartReducer(lines, {
      type: 'refresh',
      products: [{ ...wig, name: 'Body Wave Wig (new)', price: 11000, lengths: ['14"', '16"'] }],
    });
    expect(next.map((l) => [l.name, l.price, l.size, !!l.unavailable])).toEqual([
      ['Body Wave Wig (new)', 11000, '14"', false],
      ['Body Wave Wig', 12000, '30"', true], // that length is gone
      ['Drawstring Pony', 2500, '10"', true], // that product is gone
    ]);
  });
});

describe('lines priced by their length (docs/product.md#lengths)', () => {
  const bundle = {
    id: 'p3',
    name: 'Silk Straight Bundle',
    price: 4000,
    imageURL: [],
    brand: 'Oya',
    variants: [
      { length: '14"', price: 4000, stock: 5 },
      { length: '18"', price: 5500, stock: 2 },
    ],
  };

  it('add takes the price and stock of the chosen length', () => {
    const lines = cartReducer([], { type: 'add', product: bundle, size: '18"', quantity: 1 });
    expect(lines[0]).toMatchObject({ size: '18"', price: 5500, stock: 2 });
    expect(cartTotals(lines).totalAmount).toBe(5500);
  });

  it('increase stops at what is left of the length', () => {
    let lines = cartReducer([], { type: 'add', product: bundle, size: '18"', quantity: 1 });
    lines = cartReducer(lines, { type: 'increase', line: { id: 'p3', size: '18"' } });
    lines = cartReducer(lines, { type: 'increase', line: { id: 'p3', size: '18"' } });
    expect(lines[0]?.qty).toBe(2);
  });

  it('refresh prices each line by its length and marks a sold-out length', () => {
    let lines = cartReducer([], { type: 'add', product: bundle, size: '14"', quantity: 1 });
    lines = cartReducer(lines, { type: 'add', product: bundle, size: '18"', quantity: 1 });
    const next = cartReducer(lines, {
      type: 'refresh',
      products: [
        {
          ...bundle,
          lengths: ['14"', '18"'],
          variants: [
            { length: '14"', price: 4200, stock: 0 },
            { length: '18"', price: 5900, stock: 7 },
          ],
        },
      ],
    });
    expect(next.map((l) => [l.size, l.price, l.stock, !!l.unavailable, !!l.soldOut])).toEqual([
      ['14"', 4200, 0, true, true],
      ['18"', 5900, 7, false, false],
    ]);
    expect(cartTotals(next)).toEqual({ totalQuantity: 1, totalAmount: 5900 });
    // Back in stock: the line counts again.
    const restocked = cartReducer(next, {
      type: 'refresh',
      products: [{ ...bundle, lengths: ['14"', '18"'] }],
    });
    expect(restocked.map((l) => [l.price, !!l.unavailable, !!l.soldOut])).toEqual([
      [4000, false, false],
      [5500, false, false],
    ]);
  });

  it('keeps the stock it learnt through storage', () => {
    const lines = cartReducer([], { type: 'add', product: bundle, size: '18"', quantity: 2 });
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
  });
});

describe('cartTotals', () => {
  it('sums qty and price × qty, leaving out unavailable lines', () => {
    const lines = add(add([], wig, '14"', 2), pony, '10"', 3);
    expect(cartTotals(lines)).toEqual({ totalQuantity: 5, totalAmount: 2 * 12000 + 3 * 2500 });
    const marked = lines.map((l) => (l.id === 'p2' ? { ...l, unavailable: true } : l));
    expect(cartTotals(marked)).toEqual({ totalQuantity: 2, totalAmount: 24000 });
    expect(cartTotals([])).toEqual({ totalQuantity: 0, totalAmount: 0 });
  });
});

describe('parseStoredCart', () => {
  it('reads what was stored', () => {
    const lines = add([], wig, '14"', 2);
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
  });

  it('survives anything else: nothing, bad JSON, wrong shapes, bad lines, duplicates', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{oops')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    const good = add([], wig, '14"')[0];
    const stored = [
      good,
      { ...good, qty: -3 },
      { ...good, price: 'free' },
      null,
      good,
      { ...good, size: '16"' },
    ];
    expect(parseStoredCart(JSON.stringify(stored)).map((l) => l.size)).toEqual(['14"', '16"']);
  });
});

describe('what a refresh and a second product show the shopper', () => {
  const closure = {
    id: 'p5',
    name: 'Lace Closure',
    price: 3000,
    imageURL: ['/media/closure-old'],
    brand: 'Oya',
    variants: [{ length: '14"', price: 3000, stock: 2 }],
  };

  it('two different products of the same length stay two lines, each changed on its own', () => {
    let lines = add([], wig, '14"', 2);
    lines = add(lines, pony, '14"', 3);
    expect(lines.map((l) => [l.id, l.size, l.qty])).toEqual([
      ['p1', '14"', 2],
      ['p2', '14"', 3],
    ]);
    lines = cartReducer(lines, { type: 'increase', line: { id: 'p2', size: '14"' } });
    lines = cartReducer(lines, { type: 'decrease', line: { id: 'p1', size: '14"' } });
    expect(lines.map((l) => [l.id, l.qty])).toEqual([
      ['p1', 1],
      ['p2', 4],
    ]);
    expect(cartReducer(lines, { type: 'remove', line: { id: 'p1', size: '14"' } }).map((l) => l.id)).toEqual([
      'p2',
    ]);
    // Stored, they stay two lines too.
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
  });

  it('refresh replaces the stock the line knew, and forgets it when the server no longer says', () => {
    const lines = cartReducer([], { type: 'add', product: closure, size: '14"', quantity: 1 });
    expect(lines[0]?.stock).toBe(2);
    const more = cartReducer(lines, {
      type: 'refresh',
      products: [{ ...closure, lengths: ['14"'], variants: [{ length: '14"', price: 3000, stock: 9 }] }],
    });
    expect(more[0]).toEqual({
      id: 'p5',
      name: 'Lace Closure',
      price: 3000,
      image: '/media/closure-old',
      brand: 'Oya',
      size: '14"',
      qty: 1,
      stock: 9,
      unavailable: false,
      soldOut: false,
    });
    const unknown = cartReducer(more, {
      type: 'refresh',
      products: [{ ...closure, lengths: ['14"'], variants: undefined }],
    });
    expect(unknown[0]).not.toHaveProperty('stock');
    expect(lineMax(unknown[0] as CartLine)).toBe(MAX_LINE_QTY);
  });

  it('a product removed from the shop shows as unavailable, not as sold out, even after it was sold out', () => {
    let lines = cartReducer([], { type: 'add', product: closure, size: '14"', quantity: 1 });
    lines = cartReducer(lines, {
      type: 'refresh',
      products: [{ ...closure, lengths: ['14"'], variants: [{ length: '14"', price: 3000, stock: 0 }] }],
    });
    expect(lines.map((l) => [l.unavailable, l.soldOut])).toEqual([[true, true]]);
    const gone = cartReducer(lines, { type: 'refresh', products: [] });
    expect(gone.map((l) => [l.unavailable, l.soldOut])).toEqual([[true, false]]);
    const lengthGone = cartReducer(lines, {
      type: 'refresh',
      products: [{ ...closure, lengths: ['16"'], variants: [{ length: '16"', price: 3000, stock: 4 }] }],
    });
    expect(lengthGone.map((l) => [l.unavailable, l.soldOut])).toEqual([[true, false]]);
  });

  it("refresh shows the product's current first image, or none when it has none", () => {
    const lines = cartReducer([], { type: 'add', product: closure, size: '14"', quantity: 1 });
    const fresh = (imageURL: string[]) =>
      cartReducer(lines, { type: 'refresh', products: [{ ...closure, imageURL, lengths: ['14"'] }] })[0]
        ?.image;
    expect(fresh(['/media/closure-new', '/media/closure-side'])).toBe('/media/closure-new');
    expect(fresh(['/media/closure-old'])).toBe('/media/closure-old');
    expect(fresh([])).toBeNull();
  });
});
