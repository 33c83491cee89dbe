import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT, productFormSchema, toFormValues } from './product-form-schema.ts';

const filled = {
  ...EMPTY_PRODUCT,
  name: ' Body Wave ',
  price: '£1,249.5',
  category: 'Human hair',
  brand: 'Tressa',
  description: 'Soft waves.',
  lengths: ' 12", , 14" ,12",',
  imageURL: [{ url: ' /media/a ' }, { url: '' }],
};

describe('the product form', () => {
  it('turns pounds into pence, and trims lengths and image addresses, dropping empty ones', () => {
    expect(productFormSchema.parse(filled)).toEqual({
      name: 'Body Wave',
      price: 124_950,
      category: 'Human hair',
      brand: 'Tressa',
      description: 'Soft waves.',
      lengths: ['12"', '14"'],
      imageURL: ['/media/a'],
    });
  });

  it('names every required field', () => {
    const result = productFormSchema.safeParse(EMPTY_PRODUCT);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'name: Name is required',
      'price: Price is required',
      'category: Choose a category',
      'brand: Brand is required',
      'description: Description is required',
      'lengths: Enter at least one length',
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

  it('shows a stored product back in the form', () => {
    const values = toFormValues({
      id: 'p1',
      name: 'Pony',
      price: 4_500,
      category: 'Pony tail',
      brand: 'B',
      description: 'D',
      lengths: ['10"', '12"'],
      imageURL: ['/media/x'],
      createdAt: '',
      rating: { average: 0, count: 0 },
      editedAt: null,
    });
    expect(values).toMatchObject({ price: '45.00', lengths: '10", 12"', imageURL: [{ url: '/media/x' }] });
    expect(productFormSchema.parse(values).price).toBe(4_500);
  });
});
