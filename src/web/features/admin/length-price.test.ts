import { describe, expect, it } from 'vitest';
import { lengthPriceNote } from './length-price.ts';

describe('what a length row says about its price', () => {
  it('names the product’s price as the placeholder and the price of a length without its own', () => {
    expect(lengthPriceNote('45', '')).toEqual({
      placeholder: '£45.00 (product price)',
      hint: 'Sells at the product price, £45.00',
    });
  });

  it('names a length’s own price when it differs from the product’s', () => {
    expect(lengthPriceNote('45', '52.5').hint).toBe('Sells at its own price, £52.50');
  });

  it('treats a price equal to the product’s as the product’s: the length follows it', () => {
    expect(lengthPriceNote('45.00', '£45').hint).toBe('Sells at the product price, £45.00');
  });

  it('says the product price without an amount until one is typed', () => {
    expect(lengthPriceNote('', '')).toEqual({
      placeholder: 'Product price',
      hint: 'Sells at the product price',
    });
    expect(lengthPriceNote('lots', '').placeholder).toBe('Product price');
  });
});
