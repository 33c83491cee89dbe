import { describe, expect, it } from 'vitest';
import { variantPriceNote } from './variant-price.ts';

describe('what a variant’s price field says', () => {
  it('names the product’s price as the placeholder and the price of a variant without its own', () => {
    expect(variantPriceNote('45', '')).toEqual({
      placeholder: '£45.00 (product price)',
      hint: 'Sells at the product price, £45.00',
    });
  });

  it('names a variant’s own price when it differs from the product’s', () => {
    expect(variantPriceNote('45', '52.5').hint).toBe('Sells at its own price, £52.50');
  });

  it('treats a price equal to the product’s as the product’s: the variant follows it', () => {
    expect(variantPriceNote('45.00', '£45').hint).toBe('Sells at the product price, £45.00');
  });

  it('says the product price without an amount until one is typed', () => {
    expect(variantPriceNote('', '')).toEqual({
      placeholder: 'Product price',
      hint: 'Sells at the product price',
    });
    expect(variantPriceNote('lots', '').placeholder).toBe('Product price');
  });

  it('treats an own price that is not money as none yet (the field says what is wrong on saving)', () => {
    expect(variantPriceNote('45', 'cheap').hint).toBe('Sells at the product price, £45.00');
  });
});
