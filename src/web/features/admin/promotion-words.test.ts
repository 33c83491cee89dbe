import { describe, expect, it } from 'vitest';
import { appliesTo } from './promotion-words.ts';

const target = (over: Partial<Parameters<typeof appliesTo>[0]> = {}) => ({
  categories: [],
  productIds: [],
  variantIds: [],
  ...over,
});
const bundle = (id: string, length: string) =>
  [id, { productId: 'p1', productName: 'Vietnamese Bone Straight Bundle', length }] as const;
const named = new Map([
  bundle('v1', '#613 Platinum Blonde · 22"'),
  bundle('v2', '#613 Platinum Blonde · 24"'),
  bundle('v3', '1B · 22"'),
  ['w1', { productId: 'p2', productName: 'Kinky Curly Wig', length: 'HD lace · 180%' }],
  ['c1', { productId: 'p3', productName: 'Deep Wave Clip-Ins', length: '1B · 120g' }],
]);

describe('appliesTo', () => {
  it('says the whole cart, categories and products as before', () => {
    expect(appliesTo(target())).toBe('Whole cart');
    expect(appliesTo(target({ categories: ['Human hair', 'Frontal'] }))).toBe('Human hair, Frontal');
    expect(appliesTo(target({ productIds: ['p1', 'p2'] }))).toBe('2 products');
    expect(appliesTo(target({ categories: ['Frontal'], productIds: ['p1'] }))).toBe('Frontal and 1 product');
  });

  it('counts variants until they are named', () => {
    expect(appliesTo(target({ variantIds: ['v1', 'v2', 'v3'] }))).toBe('3 variants');
    expect(appliesTo(target({ productIds: ['p9'], variantIds: ['v1'] }))).toBe('1 product and 1 variant');
  });

  it('names a variant by its product and label, several by their product', () => {
    expect(appliesTo(target({ variantIds: ['v1'] }), named)).toBe(
      'Vietnamese Bone Straight Bundle: #613 Platinum Blonde · 22"',
    );
    expect(appliesTo(target({ variantIds: ['v1', 'v2', 'v3'] }), named)).toBe(
      '3 variants of Vietnamese Bone Straight Bundle',
    );
    expect(
      appliesTo(target({ categories: ['Frontal'], productIds: ['p9'], variantIds: ['v1', 'w1'] }), named),
    ).toBe(
      'Frontal, 1 product, Vietnamese Bone Straight Bundle: #613 Platinum Blonde · 22" and Kinky Curly Wig: HD lace · 180%',
    );
  });

  it('counts the variants of more than two products, and those deleted since', () => {
    expect(appliesTo(target({ variantIds: ['v1', 'v2', 'w1', 'c1'] }), named)).toBe(
      '4 variants of 3 products',
    );
    expect(appliesTo(target({ variantIds: ['v1', 'gone', 'gone-too'] }), named)).toBe(
      'Vietnamese Bone Straight Bundle: #613 Platinum Blonde · 22" and 2 deleted variants',
    );
  });
});
