import { describe, expect, it } from 'vitest';
import { formatPence, parsePounds } from './money.ts';

describe('formatPence', () => {
  it.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [999, '£9.99'],
    [123450, '£1,234.50'],
    [40000000, '£400,000.00'],
  ])('%i pence reads %s', (pence, text) => {
    expect(formatPence(pence)).toBe(text);
  });
});

describe('parsePounds', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['£1,234.50', 123450],
    [' 0.07 ', 7],
    ['19.99', 1999],
  ])('%s is %i pence', (text, pence) => {
    expect(parsePounds(text)).toBe(pence);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '12.'])('rejects %s', (text) => {
    expect(parsePounds(text)).toBeNull();
  });
});
