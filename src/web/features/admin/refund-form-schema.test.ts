import { describe, expect, it } from 'vitest';
import { lineRefund } from '#shared/line-refund.ts';
import { adminOrder, orderLine, refund } from './admin-order-fixture.ts';
import {
  canRefund,
  lineRefundOf,
  refundTotal,
  remainingToRefund,
  shippingRefundable,
  unitsLeft,
} from './refund-amounts.ts';
import {
  emptyRefundForm,
  GOODWILL_MESSAGE,
  type RefundFormValues,
  refundFormSchema,
  typedChoice,
  WHOLE_UNITS_MESSAGE,
} from './refund-form-schema.ts';

const order = adminOrder({
  lines: [orderLine('Silk Straight', '14"', 4000, 2, 1), orderLine('Body Wave', '18"', 5550, 1)],
});
const values = (changes: Partial<RefundFormValues>): RefundFormValues => ({
  ...emptyRefundForm(order),
  reason: 'Arrived damaged',
  ...changes,
});
const issues = (v: RefundFormValues) => {
  const result = refundFormSchema(order).safeParse(v);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the refund form’s schema', () => {
  it('turns the rows into the API’s lines, by position, leaving out the lines not chosen', () => {
    const out = refundFormSchema(order).parse(
      values({
        lines: [
          { qty: '0', restock: true },
          { qty: ' 1 ', restock: false },
        ],
        shipping: true,
        goodwill: '£2.50',
      }),
    );
    expect(out).toEqual({
      lines: [{ position: 1, qty: 1, restock: false }],
      shipping: true,
      goodwill: 250,
      reason: 'Arrived damaged',
    });
    expect(refundTotal(order, out)).toBe(5550 + 499 + 250);
  });

  it('refuses more units than are left, a unit that is not whole, money that is not money, and no reason', () => {
    expect(
      issues(
        values({
          lines: [
            { qty: '2', restock: true },
            { qty: '1.5', restock: true },
          ],
          goodwill: 'lots',
          reason: '   ',
        }),
      ),
    ).toEqual([
      'lines.0.qty: Only 1 unit can still be refunded',
      `lines.1.qty: ${WHOLE_UNITS_MESSAGE}`,
      `goodwill: ${GOODWILL_MESSAGE}`,
      'reason: Please give a reason',
    ]);
  });

  it('reads what is typed leniently for the live total', () => {
    const typed = typedChoice(
      values({
        lines: [
          { qty: '1', restock: true },
          { qty: 'x', restock: true },
        ],
        goodwill: '1.',
      }),
    );
    expect(typed).toEqual({ lines: [{ position: 0, qty: 1 }], shipping: false, goodwill: 0 });
    expect(refundTotal(order, typed)).toBe(4000);
  });
});

describe('the refund of a discounted line', () => {
  // Silk Straight £40.00 × 3 with £10.01 off (its share of the offer and the code): £109.99 paid for the line.
  const discounted = adminOrder({
    lines: [orderLine('Silk Straight', '14"', 4000, 3, 0, 1001), orderLine('Body Wave', '18"', 5550, 1)],
  });

  it('gives back the units’ net share, as the server counts it, rounding each step in the shop’s favour', () => {
    const [silk] = discounted.lines;
    if (!silk) throw new Error('the fixture has a line');
    expect(lineRefundOf(silk, 1)).toBe(3666); // ⌊10999 / 3⌋, not £40.00
    expect(lineRefundOf(silk, 0)).toBe(0);
    const choice = { lines: [{ position: 0, qty: 1 }], shipping: true, goodwill: 100 };
    expect(refundTotal(discounted, choice)).toBe(lineRefund(silk, 1) + 499 + 100);
    // Step by step, the units give back exactly what was paid for the line.
    const afterOne = adminOrder({
      lines: [orderLine('Silk Straight', '14"', 4000, 3, 1, 1001), orderLine('Body Wave', '18"', 5550, 1)],
    });
    expect(refundTotal(afterOne, { lines: [{ position: 0, qty: 2 }], shipping: false, goodwill: 0 })).toBe(
      10999 - 3666,
    );
    // A line without a discount still gives back its price.
    expect(refundTotal(discounted, { lines: [{ position: 1, qty: 1 }], shipping: false, goodwill: 0 })).toBe(
      5550,
    );
  });

  it('counts the typed form the same way', () => {
    const schema = refundFormSchema(discounted);
    const typed = {
      ...emptyRefundForm(discounted),
      lines: [
        { qty: '3', restock: true },
        { qty: '1', restock: true },
      ],
      reason: 'Wrong colour',
    };
    expect(refundTotal(discounted, schema.parse(typed))).toBe(10999 + 5550);
    expect(refundTotal(discounted, typedChoice(typed))).toBe(10999 + 5550);
  });
});

describe('what an order still allows', () => {
  it('counts units left, what remains after settled and pending refunds, and whether shipping was refunded', () => {
    const partly = adminOrder({
      refunded: 4000,
      refundPending: 1000,
      refunds: [refund(), refund({ id: 'ref_2', amount: 1000, shipping: 0, goodwill: 1000, lines: [] })],
    });
    expect(unitsLeft(orderLine('Silk Straight', '14"', 4000, 2, 1))).toBe(1);
    expect(remainingToRefund(partly)).toBe(partly.amounts.total - 5000);
    expect(shippingRefundable(partly)).toBe(true);
    // A failed refund keeps the shipping fee it included: it is tried again, not made anew.
    const failedShipping = adminOrder({ refunds: [refund({ status: 'failed', shipping: 499 })] });
    expect(shippingRefundable(failedShipping)).toBe(false);
    expect(
      shippingRefundable(adminOrder({ amounts: { subtotal: 9000, discount: 0, shipping: 0, total: 9000 } })),
    ).toBe(false);
  });

  it('offers a refund while money remains, for paid orders only', () => {
    const total = adminOrder().amounts.total;
    expect(canRefund(adminOrder())).toBe(true);
    expect(canRefund(adminOrder({ refunded: total }))).toBe(false);
    expect(canRefund(adminOrder({ status: 'awaiting_payment' }))).toBe(false);
    expect(canRefund(adminOrder({ status: 'delivered' }))).toBe(true);
  });
});
