import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT, productFormSchema, toFormValues } from './product-form-schema.ts';

const filled = {
  ...EMPTY_PRODUCT,
  name: ' Body Wave ',
  price: '£1,249.5',
  category: 'Human hair',
  brand: 'Tressa',
  description: 'Soft waves.',
  variants: [
    { length: ' 12" ', price: '', stock: '4' },
    { length: '', price: '', stock: '' },
    { length: '14"', price: '£1,399.99', stock: ' 0 ' },
  ],
  imageURL: [{ url: ' /media/a ' }, { url: '' }],
};

const issues = (values: unknown) =>
  productFormSchema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the product form', () => {
  it('turns pounds into pence, trims lengths and image addresses, and drops rows without a length', () => {
    expect(productFormSchema.parse(filled)).toEqual({
      name: 'Body Wave',
      price: 124_950,
      category: 'Human hair',
      brand: 'Tressa',
      description: 'Soft waves.',
      variants: [
        { length: '12"', price: null, stock: 4 },
        { length: '14"', price: 139_999, stock: 0 },
      ],
      imageURL: ['/media/a'],
      maxPerOrder: 10,
    });
  });

  it('starts a new product at the default limit per order and reads the one typed', () => {
    expect(EMPTY_PRODUCT.maxPerOrder).toBe('10');
    expect(productFormSchema.parse({ ...filled, maxPerOrder: ' 3 ' }).maxPerOrder).toBe(3);
  });

  it.each([
    ['', 'Limit per order is required'],
    ['2.5', 'Limit per order must be a whole number'],
    ['-1', 'Limit per order must be a whole number'],
    ['0', 'Limit per order must be at least 1'],
    ['100', 'Limit per order is at most 99'],
  ])('refuses the limit per order %j', (maxPerOrder, message) => {
    expect(issues({ ...filled, maxPerOrder })).toEqual([`maxPerOrder: ${message}`]);
  });

  it('names every required field', () => {
    expect(issues(EMPTY_PRODUCT)).toEqual([
      'name: Name is required',
      'price: Price is required',
      'category: Choose a category',
      'brand: Brand is required',
      'description: Description is required',
      'variants: Enter at least one length',
    ]);
  });

  it.each([
    ['abc', 'Enter the price in pounds, e.g. 49.99'],
    ['0', 'Price must be more than £0.00'],
    ['12.345', 'Enter the price in pounds, e.g. 49.99'],
  ])('refuses the price %j', (price, message) => {
    const result = productFormSchema.safeParse({ ...filled, price });
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('says what is wrong with a row, at that row', () => {
    const variants = [
      { length: '12"', price: 'cheap', stock: '' },
      { length: '14"', price: '', stock: '2.5' },
      { length: '16"', price: '', stock: '-1' },
    ];
    expect(issues({ ...filled, variants })).toEqual([
      'variants.0.price: Enter the price in pounds, e.g. 49.99',
      'variants.0.stock: Stock is required',
      'variants.1.stock: Stock must be a whole number',
      'variants.2.stock: Stock must be a whole number',
    ]);
    expect(issues({ ...filled, variants: [{ length: '12"', price: '0', stock: '100001' }] })).toEqual([
      'variants.0.price: Price must be more than £0.00',
      'variants.0.stock: Stock is at most 100000',
    ]);
  });

  it('refuses a length given twice, at its second row', () => {
    const variants = [
      { length: '12"', price: '', stock: '1' },
      { length: '14"', price: '', stock: '1' },
      { length: ' 12"', price: '', stock: '1' },
    ];
    expect(issues({ ...filled, variants })).toEqual(['variants.2.length: Each length only once']);
  });

  it('shows a stored product back in the form: the product’s price, and a price only on lengths with their own', () => {
    const values = toFormValues({
      id: 'p1',
      name: 'Pony',
      price: 4_000,
      basePrice: 4_500,
      category: 'Pony tail',
      brand: 'B',
      description: 'D',
      lengths: ['8"', '10"', '12"'],
      variants: [
        { id: 'v-8in', sku: 'p-8in', length: '8"', price: 4_000, stock: 1 },
        { id: 'v-10in', sku: 'p-10in', length: '10"', price: 4_500, stock: 3 },
        { id: 'v-12in', sku: 'p-12in', length: '12"', price: 5_250, stock: 0 },
      ],
      imageURL: ['/media/x'],
      maxPerOrder: 6,
      createdAt: '',
      rating: { average: 0, count: 0 },
      editedAt: null,
    });
    // The listing's price (the lowest, 8") is not the product's price.
    expect(values).toMatchObject({
      price: '45.00',
      variants: [
        { length: '8"', price: '40.00', stock: '1' },
        { length: '10"', price: '', stock: '3' },
        { length: '12"', price: '52.50', stock: '0' },
      ],
      imageURL: [{ url: '/media/x' }],
      maxPerOrder: '6',
    });
    // Saved unchanged, the 10" still has no price of its own, so it follows the product's price.
    expect(productFormSchema.parse({ ...values, price: '47' })).toMatchObject({
      price: 4_700,
      maxPerOrder: 6,
      variants: [
        { length: '8"', price: 4_000, stock: 1 },
        { length: '10"', price: null, stock: 3 },
        { length: '12"', price: 5_250, stock: 0 },
      ],
    });
  });
});
