import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineRefund, lineRefundVat } from './line-refund.ts';
import { vatIn } from './vat.ts';

describe('lineRefund', () => {
  it('gives back the full price of a line without a discount, unit by unit', () => {
    const line = { unitPrice: 4_999, qty: 3, discount: 0, refundedQty: 0 };
    expect(lineRefund(line, 1)).toBe(4_999);
    expect(lineRefund(line, 3)).toBe(14_997);
  });

  it("gives back a discounted line's share, rounding each step down and the last step up to what was paid", () => {
    // 3 × £50.00 with £15.01 off: £134.99 paid.
    const line = { unitPrice: 5_000, qty: 3, discount: 1_501, refundedQty: 0 };
    expect(lineRefund(line, 1)).toBe(4_499);
    expect(lineRefund({ ...line, refundedQty: 1 }, 1)).toBe(4_500);
    expect(lineRefund({ ...line, refundedQty: 2 }, 1)).toBe(4_500);
    expect(lineRefund(line, 3)).toBe(13_499);
  });

  it('adds up to what was paid for the line, in any steps, and never gives back more for fewer units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 20 }),
        (unitPrice, qty, share, steps) => {
          const discount = Math.floor(unitPrice * qty * share);
          let refundedQty = 0;
          let given = 0;
          for (const step of steps) {
            const units = Math.min(step, qty - refundedQty);
            if (units === 0) break;
            const amount = lineRefund({ unitPrice, qty, discount, refundedQty }, units);
            expect(amount).toBeGreaterThanOrEqual(0);
            expect(amount).toBeLessThanOrEqual(unitPrice * units);
            given += amount;
            refundedQty += units;
          }
          if (refundedQty < qty)
            given += lineRefund({ unitPrice, qty, discount, refundedQty }, qty - refundedQty);
          expect(given).toBe(unitPrice * qty - discount);
        },
      ),
      { seed: 17 },
    );
  });
});

describe('lineRefundVat', () => {
  it('gives back the VAT inside each step, from the units refunded before', () => {
    // 3 × £50.00 with £15.01 off: £134.99 paid, £22.50 of it VAT at 20%.
    const line = { unitPrice: 5_000, qty: 3, discount: 1_501, refundedQty: 0 };
    expect(lineRefundVat(line, 1, 2_000)).toBe(750); // of £44.99: £7.498…
    expect(lineRefundVat({ ...line, refundedQty: 1 }, 1, 2_000)).toBe(750); // to £89.99: £15.00 in all
    expect(lineRefundVat({ ...line, refundedQty: 2 }, 1, 2_000)).toBe(750); // to £134.99: £22.50 in all
    expect(lineRefundVat(line, 3, 2_000)).toBe(2_250);
    expect(lineRefundVat(line, 2, 550)).toBe(469); // £89.99 at 5.5%: £4.690…
    expect(lineRefundVat(line, 3, 0)).toBe(0);
  });

  it("adds up to the VAT the line was charged, in any steps, each step's VAT no more than its amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 20 }),
        (unitPrice, qty, share, rate, steps) => {
          const discount = Math.floor(unitPrice * qty * share);
          let refundedQty = 0;
          let vat = 0;
          for (const step of steps) {
            const units = Math.min(step, qty - refundedQty);
            if (units === 0) break;
            const line = { unitPrice, qty, discount, refundedQty };
            const part = lineRefundVat(line, units, rate);
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(lineRefund(line, units));
            vat += part;
            refundedQty += units;
          }
          if (refundedQty < qty)
            vat += lineRefundVat({ unitPrice, qty, discount, refundedQty }, qty - refundedQty, rate);
          expect(vat).toBe(vatIn(unitPrice * qty - discount, rate));
        },
      ),
      { seed: 33 },
    );
  });
});
