import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPaymentIntents } from '#server/db/schema.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { ADDRESS, CARDS, shopper } from '#server/testing/checkout-fixtures.ts';
import { PROMOTION_ENV, promotionShop } from '#server/testing/promotion-fixtures.ts';
import { mailsTo, orderRow } from '#server/testing/refund-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { expireOrder } from '../orders/expiry.ts';

// The checkout with promotions (issue 17, decision 020): the server prices the offer and the code, holds a use of
// the code with the order, redeems it with the payment and gives it back when the order ends unpaid or is
// cancelled. The shop: testing/promotion-fixtures.ts. Fifty shoppers on one code: promotions-concurrency.test.ts.

let t: TestApp;
let shop: Awaited<ReturnType<typeof promotionShop>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp({ env: PROMOTION_ENV });
  shop = await promotionShop(t);
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

const code = (over?: Parameters<typeof shop.code>[0]) => shop.code(over);
const bundles = (qty: number) => shop.bundles(qty);
const oneFrontal = () => shop.oneFrontal();
const quote: typeof shop.quote = (...args) => shop.quote(...args);
const checkout: typeof shop.checkout = (...args) => shop.checkout(...args);
const stateOf = (orderId: string) => shop.stateOf(orderId);

describe('POST /api/checkout/quote', () => {
  it('applies the best bundle offer by itself, to the lines it targets only', async () => {
    const s = await shopper(t);
    const res = await quote(s, [bundles(3), oneFrontal()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      // 3 × £50.00 + £33.33; 10% of the bundles' £150.00.
      amounts: { subtotal: 18_333, discount: 1_500, shipping: 0, total: 16_833 },
      discounts: { offer: { label: '3+ bundles: 10% off', amount: 1_500 }, code: null },
      codeRefusal: null,
    });
    expect(res.json().lines.map((l: { discount: number }) => l.discount)).toEqual([1_500, 0]);

    const two = await quote(s, [bundles(2)]);
    expect(two.json()).toMatchObject({
      amounts: { subtotal: 10_000, discount: 0, shipping: 0, total: 10_000 },
      discounts: { offer: null, code: null },
    });
  });

  it('applies a code typed in any case on top of the offer, on what the offer left', async () => {
    const c = await code({ value: 10 });
    const s = await shopper(t);
    const res = await quote(s, [bundles(3), oneFrontal()], ` ${c.code.toLowerCase()} `);
    expect(res.json()).toMatchObject({
      // Offer £15.00; the code 10% of £135.00 + £33.33 = £13.50 + £3.33.
      amounts: { subtotal: 18_333, discount: 1_500 + 1_683, shipping: 0, total: 15_150 },
      discounts: { offer: { amount: 1_500 }, code: { code: c.code, amount: 1_683, shipping: 0 } },
      codeRefusal: null,
    });
    expect(res.json().lines.map((l: { discount: number }) => l.discount)).toEqual([1_500 + 1_350, 333]);
  });

  it('frees the shipping fee with a free-shipping code, and touches nothing else', async () => {
    const c = await code({ kind: 'free_shipping', value: 0 });
    const s = await shopper(t);
    const res = await quote(s, [oneFrontal()], c.code);
    expect(res.json()).toMatchObject({
      amounts: { subtotal: 3_333, discount: 0, shipping: 0, total: 3_333 },
      discounts: { code: { code: c.code, amount: 0, shipping: 499 } },
    });
  });

  it("says, in the checkout's words, why a code is not applied, and prices the cart without it", async () => {
    const s = await shopper(t);
    const now = Date.now();
    const refusals: [string, string][] = [
      ['NO-SUCH-CODE', "We don't know this code. Please check it and try again."],
      [(await code({ paused: true })).code, "We don't know this code. Please check it and try again."],
      [(await code({ startsAt: new Date(now + 3_600_000) })).code, 'This code is not valid yet.'],
      [(await code({ endsAt: new Date(now - 1_000) })).code, 'This code has expired.'],
      [(await code({ minSubtotal: 5_333 })).code, 'Spend £20.00 more to use this code'],
      [
        (await code({ categories: ['Pony tail'] })).code,
        'This code does not apply to the items in your cart.',
      ],
    ];
    for (const [text, message] of refusals) {
      const res = await quote(s, [oneFrontal()], text);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().codeRefusal?.message, text).toBe(message);
      expect(res.json().amounts, text).toEqual({ subtotal: 3_333, discount: 0, shipping: 499, total: 3_832 });
    }
    const alone = await code({ value: 5, combines: false });
    const better = await quote(s, [bundles(3)], alone.code);
    expect(better.json()).toMatchObject({
      codeRefusal: {
        reason: 'offer_is_better',
        message: 'Your bundle offer saves you more than this code, and the two cannot be combined.',
      },
      discounts: { offer: { amount: 1_500 }, code: null },
    });
  });

  it('is for signed-in shoppers, and refuses a malformed code with 400', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      payload: { items: [oneFrontal()] },
    });
    expect(anonymous.statusCode).toBe(401);
    const s = await shopper(t);
    const bad = await quote(s, [oneFrontal()], 'NO SPACES');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/letters, digits or dashes/);
  });

  it('counts every try of a code per shopper, so codes cannot be guessed (429 past 30 in 15 minutes)', async () => {
    const s = await shopper(t);
    for (let i = 0; i < 30; i++) {
      expect((await quote(s, [oneFrontal()], `GUESS-${i}`)).statusCode).toBe(200);
    }
    // Without a code the quote still answers; with one, even a real one, it is refused for a while.
    expect((await quote(s, [oneFrontal()])).statusCode).toBe(200);
    const real = await code();
    const refused = await quote(s, [oneFrontal()], real.code);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toMatch(/Too many discount codes tried/);
  });
});

describe('a checkout with a code', () => {
  it('charges the discounted total, holds a use of the code, and redeems it with the payment', async () => {
    const c = await code({ value: 10 });
    const s = await shopper(t);
    const quoted = (await quote(s, [bundles(3), oneFrontal()], c.code)).json();
    const started = await checkout(s, [bundles(3), oneFrontal()], c.code.toLowerCase());
    expect(started.statusCode, started.body).toBe(200);
    const { orderId, clientSecret, amounts, discounts } = started.json();
    expect({ amounts, discounts }).toEqual({ amounts: quoted.amounts, discounts: quoted.discounts });
    const [intent] = await t.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, orderId));
    expect(intent?.amount).toBe(15_150);
    expect(await stateOf(orderId)).toBe('held');

    expect((await s.pay(clientSecret, CARDS.success)).json().status).toBe('succeeded');
    expect(await stateOf(orderId)).toBe('redeemed');
    const order = (await s.order(orderId)).json();
    expect(order).toMatchObject({
      status: 'placed',
      amounts: { subtotal: 18_333, discount: 3_183, shipping: 0, total: 15_150 },
      discounts: {
        offer: { label: '3+ bundles: 10% off', amount: 1_500 },
        code: { code: c.code, amount: 1_683, shipping: 0 },
      },
    });
    expect(order.lines.map((l: { discount: number }) => l.discount)).toEqual([2_850, 333]);
    const listed = (await s.get('/api/orders')).json().items[0];
    expect(listed).toMatchObject({ id: orderId, total: 15_150, discount: 3_183, discountCode: c.code });
    const [mail] = await mailsTo(t, s.email, 'order-confirmation');
    expect(mail?.text).toContain('Bundle offer (3+ bundles: 10% off): −£15.00');
    expect(mail?.text).toContain(`Discount code ${c.code}: −£16.83`);
    expect(mail?.text).toContain('Total:    £151.50');
  });

  it('charges what the server priced, whatever prices or discounts a tampered cart sends', async () => {
    const s = await shopper(t);
    const res = await s.post('/api/create-payment-intent', {
      items: [{ ...bundles(3), unitPrice: 1, discount: 15_000, price: 1 }],
      amounts: { subtotal: 1, discount: 0, shipping: 0, total: 1 },
      discounts: { code: { code: 'FREE', amount: 15_000, shipping: 0 } },
      total: 1,
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().amounts).toEqual({ subtotal: 15_000, discount: 1_500, shipping: 0, total: 13_500 });
    const [intent] = await t.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, res.json().orderId));
    expect(intent?.amount).toBe(13_500);
  });

  it('is refused with 409 and its reason, and the checkout already started stays payable', async () => {
    const s = await shopper(t);
    const first = await checkout(s, [oneFrontal()]);
    expect(first.statusCode).toBe(200);
    const expired = await code({ endsAt: new Date(Date.now() - 1_000) });
    const refused = await checkout(s, [oneFrontal()], expired.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'code_refused', message: 'This code has expired.' });
    expect((await orderRow(t, first.json().orderId))?.status).toBe('awaiting_payment');
    expect((await s.pay(first.json().clientSecret, CARDS.success)).json().status).toBe('succeeded');
  });

  it('gives the use back when a newer checkout replaces the order, when it expires, and when it is cancelled', async () => {
    const c = await code({ perCustomer: 1 });
    const s = await shopper(t);
    const first = (await checkout(s, [oneFrontal()], c.code)).json();
    // The shopper checks out again with the same code (another tab, a reload): allowed, and the first use goes.
    const second = (await checkout(s, [oneFrontal()], c.code)).json();
    expect(second.discounts.code.code).toBe(c.code);
    expect(await stateOf(first.orderId)).toBe('released');
    expect(await stateOf(second.orderId)).toBe('held');

    await t.db.transaction((tx) => expireOrder(tx, second.orderId));
    expect(await stateOf(second.orderId)).toBe('released');

    const third = (await checkout(s, [oneFrontal()], c.code)).json();
    expect((await s.pay(third.clientSecret, CARDS.success)).json().status).toBe('succeeded');
    const again = await checkout(s, [oneFrontal()], c.code);
    expect(again.json().error.message).toBe('You have already used this code.');

    const cancelled = await admin.post(`/api/admin/orders/${third.orderId}/cancel`, {
      reason: 'Out of stock',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stateOf(third.orderId)).toBe('released');
    expect((await checkout(s, [oneFrontal()], c.code)).statusCode).toBe(200);
  });
});

describe('a refund of a discounted order', () => {
  it("returns each line's share of what was paid, and the cancellation the rest", async () => {
    const c = await code({ kind: 'fixed', value: 1_001 });
    const s = await shopper(t);
    const started = (await checkout(s, [bundles(3), oneFrontal()], c.code)).json();
    expect((await s.pay(started.clientSecret, CARDS.success)).json().status).toBe('succeeded');
    // Offer £15.00 on the bundles; £10.01 spread over £135.00 and £33.33: £8.03 and £1.98.
    const lines = (await s.order(started.orderId)).json().lines;
    expect(lines.map((l: { discount: number }) => l.discount)).toEqual([1_500 + 803, 198]);

    const refund = await admin.post(`/api/admin/orders/${started.orderId}/refunds`, {
      requestKey: randomUUID(),
      lines: [{ position: 0, qty: 1, restock: true }],
      shipping: false,
      goodwill: 0,
      reason: 'One bundle was the wrong colour',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    // (£150.00 − £23.03) / 3, rounded down: £42.32.
    expect(refund.json().refunds.map((r: { amount: number }) => r.amount)).toEqual([4_232]);

    expect(
      (await admin.post(`/api/admin/orders/${started.orderId}/cancel`, { reason: 'Customer asked' }))
        .statusCode,
    ).toBe(200);
    const order = await orderRow(t, started.orderId);
    expect(order?.total).toBe(18_333 - 1_500 - 1_001);
    expect(order?.refunded).toBe(order?.total);
  });
});
