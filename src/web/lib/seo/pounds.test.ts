import { describe, expect, it } from 'vitest';
import { penceToDecimal } from './pounds.ts';

describe('penceToDecimal', () => {
  it('writes pence as pounds with two decimals', () => {
    expect([4500, 1005, 99, 5, 0, 123456789].map(penceToDecimal)).toStrictEqual([
      '45.00',
      '10.05',
      '0.99',
      '0.05',
      '0.00',
      '1234567.89',
    ]);
  });
});
