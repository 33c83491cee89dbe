import { describe, expect, it } from 'vitest';
import type { AdminProductDetail } from '#shared/contract/admin-products.ts';
import {
  emptyProduct,
  type ProductFormValues,
  productFormSchema,
  toFormValues,
  type VariantRowValues,
} from './product-form-schema.ts';

const value = (key: string, name: string, more = {}) => ({
  key,
  name,
  swatchColor: '',
  swatchImage: '',
  imageUrls: [],
  ...more,
});
const row = (keys: string[], values: string[], more: Partial<VariantRowValues> = {}): VariantRowValues => ({
  keys,
  values,
  sku: '',
  price: '',
  compareAtPrice: '',
  stock: '1',
  imageUrls: [],
  ...more,
});

const filled: ProductFormValues = {
  ...emptyProduct(),
  name: ' Body Wave ',
  price: '£1,249.5',
  category: 'Human hair',
  brand: 'Tressa',
  description: 'Soft waves.',
  options: [
    {
      key: 's',
      id: 'o-shade',
      name: ' Shade ',
      kind: 'swatch',
      property: 'color',
      values: [
        value('1', '1B', { id: 'val-1b', swatchColor: '#1B1B1B', imageUrls: ['/media/a'] }),
        value('2', '#613'),
      ],
    },
    {
      key: 'l',
      name: 'Length',
      kind: 'button',
      property: '',
      values: [value('3', '14″', { swatchColor: '#000000' })],
    },
  ],
  variants: [
    row(['s/1', 'l/3'], ['1B', '14″'], { id: 'v1', sku: ' BW-1B-14 ', stock: ' 4 ' }),
    row(['s/2', 'l/3'], ['#613', '14″'], { price: '£1,399.99', compareAtPrice: '1500', stock: '0' }),
  ],
  imageURL: [{ url: ' /media/a ' }, { url: '' }],
};

const issues = (values: unknown) =>
  productFormSchema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the product form', () => {
  it('sends the options and variants in the API’s shape: pence, ids kept, no form keys', () => {
    expect(productFormSchema.parse(filled)).toEqual({
      name: 'Body Wave',
      price: 124_950,
      category: 'Human hair',
      brand: 'Tressa',
      description: 'Soft waves.',
      options: [
        {
          id: 'o-shade',
          name: 'Shade',
          kind: 'swatch',
          property: 'color',
          values: [
            { id: 'val-1b', name: '1B', swatchColor: '#1b1b1b', swatchImage: null, imageUrls: ['/media/a'] },
            { name: '#613', swatchColor: null, swatchImage: null, imageUrls: [] },
          ],
        },
        // A Buttons option sends no swatch, whatever was chosen while it was Swatches.
        {
          name: 'Length',
          kind: 'button',
          property: null,
          values: [{ name: '14″', swatchColor: null, swatchImage: null, imageUrls: [] }],
        },
      ],
      variants: [
        {
          id: 'v1',
          values: ['1B', '14″'],
          sku: 'BW-1B-14',
          price: null,
          compareAtPrice: null,
          stock: 4,
          imageUrls: [],
        },
        {
          values: ['#613', '14″'],
          sku: null,
          price: 139_999,
          compareAtPrice: 150_000,
          stock: 0,
          imageUrls: [],
        },
      ],
      imageURL: ['/media/a'],
      maxPerOrder: 10,
    });
  });

  it('starts a new product with a Length option of one value to name, and its one variant', () => {
    const p = emptyProduct();
    expect(p.maxPerOrder).toBe('10');
    expect(p.options).toMatchObject([
      { name: 'Length', kind: 'button', property: 'size', values: [{ name: '' }] },
    ]);
    expect(p.variants).toMatchObject([{ values: [''], stock: '' }]);
  });

  it.each([
    ['', 'Limit per order is required'],
    ['2.5', 'Limit per order must be a whole number'],
    ['0', 'Limit per order must be at least 1'],
    ['100', 'Limit per order is at most 99'],
  ])('refuses the limit per order %j', (maxPerOrder, message) => {
    expect(issues({ ...filled, maxPerOrder })).toEqual([`maxPerOrder: ${message}`]);
  });

  it('names every required field of a new product', () => {
    expect(issues(emptyProduct())).toEqual([
      'name: Name is required',
      'price: Price is required',
      'category: Choose a category',
      'brand: Brand is required',
      'description: Description is required',
      'options.0.values.0.name: Value is required',
      'variants.0.stock: Stock is required',
    ]);
  });

  it.each([
    ['abc', 'Enter the price in pounds, e.g. 49.99'],
    ['0', 'Price must be more than £0.00'],
    ['12.345', 'Enter the price in pounds, e.g. 49.99'],
  ])('refuses the price %j', (price, message) => {
    expect(issues({ ...filled, price })).toEqual([`price: ${message}`]);
  });

  it('says what is wrong with a variant, at its field', () => {
    const [a, b] = filled.variants as [VariantRowValues, VariantRowValues];
    expect(
      issues({
        ...filled,
        variants: [
          { ...a, price: 'cheap', stock: '' },
          { ...b, compareAtPrice: 'lots', stock: '-1' },
        ],
      }),
    ).toEqual([
      'variants.0.price: Enter the price in pounds, e.g. 49.99',
      'variants.0.stock: Stock is required',
      'variants.1.compareAtPrice: Enter the price in pounds, e.g. 49.99',
      'variants.1.stock: Stock must be a whole number',
    ]);
    expect(issues({ ...filled, variants: [{ ...a, sku: 'no spaces', stock: '100001' }, b] })).toEqual([
      'variants.0.sku: A SKU is up to 64 letters, digits, “.”, “_” or “-”, starting with a letter or digit',
      'variants.0.stock: Stock is at most 100000',
    ]);
  });

  it('refuses, at their fields, what the server refuses across rows', () => {
    const [a, b] = filled.variants as [VariantRowValues, VariantRowValues];
    expect(
      issues({
        ...filled,
        variants: [
          { ...a, sku: 'SAME', compareAtPrice: '1000' },
          { ...b, sku: 'same', values: ['1B', '14″'] },
        ],
      }),
    ).toEqual([
      'variants.0.compareAtPrice: The compare-at price must be above the price',
      'variants.1.values: This combination is already a variant',
      'variants.1.sku: Each SKU only once',
    ]);
    expect(issues({ ...filled, variants: [] })).toEqual(['variants: Give the product at least one variant']);
  });

  it('marks a value or option named twice (whatever its case) at the second', () => {
    const [shade, length] = filled.options as [
      ProductFormValues['options'][0],
      ProductFormValues['options'][0],
    ];
    const twice = { ...shade, values: [...shade.values, value('9', '1b')] };
    expect(issues({ ...filled, options: [twice, { ...length, name: 'shade' }] })).toEqual([
      'options.0.values.2.name: Each value only once',
      'options.1.name: Each option only once',
    ]);
  });

  it('shows a stored product back: the product’s price, a price only where a variant has its own', () => {
    const stored: AdminProductDetail = {
      id: 'p1',
      name: 'Pony',
      price: 4_000,
      basePrice: 4_500,
      category: 'Pony tail',
      brand: 'B',
      description: 'D',
      lengths: ['8″', '10″'],
      variantSummary: { count: 2, inStock: 2, minPrice: 4_000, maxPrice: 4_500 },
      options: [
        {
          id: 'o1',
          name: 'Length',
          kind: 'button',
          property: 'size',
          values: [
            { id: 'a', name: '8″', swatchColor: null, swatchImage: null, imageUrls: [] },
            { id: 'b', name: '10″', swatchColor: null, swatchImage: null, imageUrls: [] },
            { id: 'c', name: '12″', swatchColor: null, swatchImage: null, imageUrls: [] },
          ],
        },
      ],
      variants: [
        {
          id: 'v8',
          sku: 'p-8in',
          length: '8″',
          values: ['8″'],
          price: 4_000,
          compareAtPrice: 5_000,
          stock: 1,
          imageUrls: [],
        },
        {
          id: 'v10',
          sku: 'p-10in',
          length: '10″',
          values: ['10″'],
          price: 4_500,
          compareAtPrice: null,
          stock: 3,
          imageUrls: [],
        },
      ],
      imageURL: ['/media/x'],
      maxPerOrder: 6,
      createdAt: '',
      rating: { average: 0, count: 0 },
      editedAt: null,
    };
    const values = toFormValues(stored);
    expect(values).toMatchObject({
      price: '45.00',
      options: [{ id: 'o1', property: 'size', values: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] }],
      variants: [
        { id: 'v8', values: ['8″'], sku: 'p-8in', price: '40.00', compareAtPrice: '50.00', stock: '1' },
        { id: 'v10', values: ['10″'], price: '', compareAtPrice: '', stock: '3' },
      ],
      maxPerOrder: '6',
    });
    // Each row's combination is its values' keys, so it follows a rename; 12″ has no row: it is left out.
    const [option] = values.options;
    expect(values.variants[1]?.keys).toEqual([`${option?.key}/${option?.values[1]?.key}`]);
    // Saved unchanged, the 10″ still has no price of its own, so it follows the product's price.
    expect(productFormSchema.parse({ ...values, price: '47' })).toMatchObject({
      price: 4_700,
      variants: [
        { id: 'v8', price: 4_000, compareAtPrice: 5_000 },
        { id: 'v10', price: null, stock: 3 },
      ],
    });
  });
});
