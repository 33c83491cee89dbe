import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderVat, vatIn, vatRateText } from './vat.ts';

describe('vatIn', () => {
  it('is the VAT inside a VAT-inclusive price, to the nearest penny', () => {
    expect(vatIn(12_000, 2_000)).toBe(2_000); // £120.00 at 20%: £20.00
    expect(vatIn(499, 2_000)).toBe(83); // 83.17 → 83
    expect(vatIn(1_250, 2_000)).toBe(208); // 208.33 → 208
    expect(vatIn(3, 2_000)).toBe(1); // 0.5 → 1, halves up
    expect(vatIn(105, 500)).toBe(5); // 5% of a £1.05 price: 5.00
    expect(vatIn(0, 2_000)).toBe(0);
    expect(vatIn(1_000, 0)).toBe(0);
    // Nothing inside what is not a price, and no VAT at a rate below nothing.
    expect(vatIn(-1_000, 2_000)).toBe(0);
    expect(vatIn(1_000, -2_000)).toBe(0);
  });

  it('never differs from the exact share by more than half a penny, and never exceeds the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (gross, rate) => {
          const vat = vatIn(gross, rate);
          const exact = (gross * rate) / (10_000 + rate);
          expect(Number.isInteger(vat)).toBe(true);
          expect(Math.abs(vat - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
          expect(vat).toBeGreaterThanOrEqual(0);
          expect(vat).toBeLessThanOrEqual(gross);
        },
      ),
    );
  });
});

describe('orderVat', () => {
  const line = fc
    .record({
      unit: fc.integer({ min: 1, max: 200_000 }),
      qty: fc.integer({ min: 1, max: 40 }),
      off: fc.nat(),
    })
    .map(({ unit, qty, off }) => ({ lineTotal: unit * qty, discount: off % (unit * qty + 1) }));

  it('adds up: the lines and the delivery make the total, each line within half a penny of exact', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.constantFrom(0, 500, 2_000, 1_750),
        (lines, shipping, rate) => {
          const vat = orderVat(lines, shipping, rate);
          expect(vat.lines).toHaveLength(lines.length);
          expect(vat.amount).toBe(vat.lines.reduce((a, b) => a + b, 0) + vat.shipping);
          const paid = lines.reduce((n, l) => n + l.lineTotal - l.discount, 0) + shipping;
          const exact = (paid * rate) / (10_000 + rate);
          // Rounded per line: never further from the exact VAT of the whole than half a penny a line.
          expect(Math.abs(vat.amount - exact)).toBeLessThanOrEqual((lines.length + 1) / 2 + 1e-6);
          expect(vat.amount).toBeLessThanOrEqual(paid);
        },
      ),
    );
  });

  it('is nothing at a zero rate (a shop not registered for VAT)', () => {
    expect(orderVat([{ lineTotal: 10_000, discount: 0 }], 499, 0)).toEqual({
      rate: 0,
      lines: [0],
      shipping: 0,
      amount: 0,
    });
  });
});

describe('vatRateText', () => {
  it('says a rate as a percentage', () => {
    expect(vatRateText(2_000)).toBe('20%');
    expect(vatRateText(550)).toBe('5.5%');
    expect(vatRateText(0)).toBe('0%');
  });
});
