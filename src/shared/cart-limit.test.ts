import { describe, expect, it } from 'vitest';
import { atLimit, cartReducer, lineMax, MAX_LINE_QTY, parseStoredCart } from './cart.ts';

// The product's limit per order in the cart (issue 21, decision 015): a rule of the shop, unlike stock.

describe('the limit per order (docs/product.md#limits)', () => {
  const weft = { id: 'p4', name: 'Kinky Weft', price: 3000, imageURL: [], brand: 'Oya', maxPerOrder: 3 };
  const key = { id: 'p4', size: '16"' };

  it('add keeps the limit on the line and clamps to it, also when adding to a line already in the cart', () => {
    let lines = cartReducer([], { type: 'add', product: weft, size: '16"', quantity: 5 });
    expect(lines[0]).toMatchObject({ qty: 3, maxPerOrder: 3 });
    lines = cartReducer([], { type: 'add', product: weft, size: '16"', quantity: 2 });
    lines = cartReducer(lines, { type: 'add', product: weft, size: '16"', quantity: 2 });
    expect(lines[0]?.qty).toBe(3);
  });

  it('lineMax is the lowest of the limit, what is left and the cart maximum', () => {
    expect(lineMax({ maxPerOrder: 3 })).toBe(3);
    expect(lineMax({ maxPerOrder: 3, stock: 2 })).toBe(2);
    expect(lineMax({ maxPerOrder: 10, stock: 50 })).toBe(10);
    expect(lineMax({})).toBe(MAX_LINE_QTY);
  });

  it('increase stops at the limit', () => {
    let lines = cartReducer([], { type: 'add', product: weft, size: '16"', quantity: 2 });
    lines = cartReducer(lines, { type: 'increase', line: key });
    lines = cartReducer(lines, { type: 'increase', line: key });
    expect(lines[0]?.qty).toBe(3);
  });

  it('refresh takes the new limit and brings a line above it down to it', () => {
    // A cart saved before limits existed, with 8 of one length.
    const lines = cartReducer([], {
      type: 'add',
      product: { ...weft, maxPerOrder: undefined },
      size: '16"',
      quantity: 8,
    });
    expect(lines[0]).not.toHaveProperty('maxPerOrder');
    const next = cartReducer(lines, { type: 'refresh', products: [{ ...weft, lengths: ['16"'] }] });
    expect(next[0]).toMatchObject({ qty: 3, maxPerOrder: 3, unavailable: false });
    // Raised again by the shop: the limit follows, the quantity stays what the shopper chose.
    const raised = cartReducer(next, {
      type: 'refresh',
      products: [{ ...weft, maxPerOrder: 6, lengths: ['16"'] }],
    });
    expect(raised[0]).toMatchObject({ qty: 3, maxPerOrder: 6 });
  });

  it('keeps the limit through storage and drops a tampered one', () => {
    const lines = cartReducer([], { type: 'add', product: weft, size: '16"', quantity: 1 });
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
    expect(parseStoredCart(JSON.stringify([{ ...lines[0], maxPerOrder: 0 }]))).toEqual([]);
  });

  it('atLimit: the line holds as many as one order may (its "+" stops), never without a limit', () => {
    expect(atLimit({ qty: 3, maxPerOrder: 3 })).toBe(true);
    expect(atLimit({ qty: 4, maxPerOrder: 3 })).toBe(true);
    expect(atLimit({ qty: 2, maxPerOrder: 3 })).toBe(false);
    expect(atLimit({ qty: 99 })).toBe(false);
  });

  it("adding to a line takes the product's newest limit, and leaves the other lines as they were", () => {
    const other = cartReducer([], { type: 'add', product: { ...weft, id: 'p5' }, size: '16"', quantity: 2 });
    let lines = cartReducer(other, { type: 'add', product: weft, size: '16"', quantity: 2 });
    // The shop raised the limit from 3 to 5 since the line was added.
    lines = cartReducer(lines, {
      type: 'add',
      product: { ...weft, maxPerOrder: 5 },
      size: '16"',
      quantity: 2,
    });
    expect(lines[0]).toStrictEqual(other[0]);
    expect(lines[1]).toMatchObject({ id: 'p4', qty: 4, maxPerOrder: 5 });
  });

  it('a line without a limit gets none from adding more of a product without one', () => {
    const free = { ...weft, maxPerOrder: undefined };
    let lines = cartReducer([], { type: 'add', product: free, size: '16"', quantity: 1 });
    lines = cartReducer(lines, { type: 'add', product: free, size: '16"', quantity: 1 });
    expect(lines[0]?.qty).toBe(2);
    expect(Object.keys(lines[0] ?? {})).not.toContain('maxPerOrder');
  });

  it('refresh from a server that sends no limit keeps the one the line had', () => {
    const lines = cartReducer([], { type: 'add', product: weft, size: '16"', quantity: 2 });
    const next = cartReducer(lines, {
      type: 'refresh',
      products: [{ ...weft, maxPerOrder: undefined, lengths: ['16"'] }],
    });
    expect(next[0]).toMatchObject({ qty: 2, maxPerOrder: 3 });
  });
});

describe('adding a length the product does not list', () => {
  it('is priced at the product price and says nothing of stock', () => {
    const product = {
      id: 'p6',
      name: 'Body Wave',
      price: 4000,
      imageURL: [],
      brand: 'Oya',
      lengths: ['10"'],
      variants: [{ length: '10"', price: 4500, stock: 2 }],
    };
    const [line] = cartReducer([], { type: 'add', product, size: '30"', quantity: 1 });
    expect(line).toMatchObject({ id: 'p6', size: '30"', price: 4000, qty: 1 });
    expect(line).not.toHaveProperty('stock');
  });
});
