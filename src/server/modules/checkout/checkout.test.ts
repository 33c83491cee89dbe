import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderLines, orders } from '#server/db/schema.ts';
import { ADDRESS, CARDS, shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let wig: string;
let pony: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await insertProducts(t.db, [
    { name: 'Body Wave Wig', price: 12_000, lengths: ['14"', '16"'], imageUrls: ['/media/wig-1'] },
    { name: 'Drawstring Pony', price: 1_250, lengths: ['12"'] },
  ]);
  wig = rows[0]?.id ?? '';
  pony = rows[1]?.id ?? '';
});
afterAll(() => t.close());

const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe('POST /api/create-payment-intent', () => {
  it('prices every line from the database and creates an order awaiting payment', async () => {
    const s = await shopper(t);
    const res = await s.createIntent([
      { productId: pony, size: '12"', qty: 2 },
      // A price sent by a tampered cart is not even read.
      { productId: pony, size: '12"', qty: 1, price: 1 } as never,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('test');
    expect(body.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    expect(body.lines).toEqual([
      {
        productId: pony,
        variantId: expect.any(String),
        sku: `${pony}-12in`,
        options: [{ name: 'Length', value: '12"' }],
        name: 'Drawstring Pony',
        size: '12"',
        unitPrice: 1250,
        qty: 3,
        lineTotal: 3750,
        discount: 0,
        image: null,
      },
    ]);
    expect(body.amounts).toEqual({ subtotal: 3750, discount: 0, shipping: 499, total: 4249 });
    const order = await s.order(body.orderId);
    expect(order.json()).toMatchObject({
      status: 'awaiting_payment',
      shippingAddress: ADDRESS,
      payment: null,
    });
  });

  it('ships free from £75', async () => {
    const s = await shopper(t);
    const res = await s.createIntent([{ productId: wig, size: '14"', qty: 1 }]);
    expect(res.json().amounts).toEqual({ subtotal: 12000, discount: 0, shipping: 0, total: 12000 });
  });

  it.each([
    ['an unknown product', [{ productId: 'gone', size: '12"', qty: 1 }], 409, 'line_unavailable'],
    [
      'a size the product no longer has',
      [{ productId: 'WIG', size: '30"', qty: 1 }],
      409,
      'line_unavailable',
    ],
    ['qty 0', [{ productId: 'WIG', size: '14"', qty: 0 }], 400, 'bad_request'],
    ['qty 100', [{ productId: 'WIG', size: '14"', qty: 100 }], 400, 'bad_request'],
    ['an empty cart', [], 400, 'bad_request'],
  ])('refuses %s and creates no order', async (_what, items, status, code) => {
    const s = await shopper(t);
    const before = await orderCount();
    const res = await s.createIntent(
      items.map((i) => ({ ...i, productId: i.productId === 'WIG' ? wig : i.productId })),
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(await orderCount()).toBe(before);
  });

  it('says a product in the cart is gone when it is', async () => {
    const s = await shopper(t);
    const res = await s.createIntent([{ productId: 'no-such-product', size: '14"', qty: 1 }]);
    expect(res.json().error).toEqual({
      code: 'line_unavailable',
      message: 'A product in your cart is no longer available. Please remove it from your cart.',
    });
  });

  it('names the line whose size is gone', async () => {
    const s = await shopper(t);
    const res = await s.createIntent([{ productId: wig, size: '30"', qty: 1 }]);
    expect(res.json().error.message).toBe('Body Wave Wig (Size: 30") is no longer available');
  });

  it('refuses an incomplete address', async () => {
    const s = await shopper(t);
    const res = await s.post('/api/create-payment-intent', {
      items: [{ productId: wig, size: '14"', qty: 1 }],
      shippingAddress: { ...ADDRESS, line2: ' ' },
      billingAddress: ADDRESS,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Address line 2 is required');
  });

  it('answers 401 to a visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {
        items: [{ productId: wig, size: '14"', qty: 1 }],
        shippingAddress: ADDRESS,
        billingAddress: ADDRESS,
      },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('paying with the test cards', () => {
  it('places the order once, with the payment, the history and the confirmation e-mail', async () => {
    const s = await shopper(t);
    const intent = (
      await s.createIntent([
        { productId: wig, size: '16"', qty: 1 },
        { productId: pony, size: '12"', qty: 2 },
      ])
    ).json();
    const paid = await s.pay(intent.clientSecret, CARDS.success);
    expect(paid.json()).toEqual({ status: 'succeeded', orderId: intent.orderId });

    const order = (await s.order(intent.orderId)).json();
    expect(order).toMatchObject({
      status: 'placed',
      amounts: { subtotal: 14500, shipping: 0, total: 14500 },
      payment: { provider: 'test', cardBrand: 'visa', last4: '4242' },
    });
    expect(order.history.map((h: { status: string }) => h.status)).toEqual(['awaiting_payment', 'placed']);
    expect(order.lines.map((l: { name: string; lineTotal: number }) => [l.name, l.lineTotal])).toEqual([
      ['Body Wave Wig', 12000],
      ['Drawstring Pony', 2500],
    ]);

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('order-confirmation');
    for (const text of [
      intent.orderId,
      '1 × Body Wave Wig (Size: 16")',
      'Subtotal: £145.00',
      'Shipping (Standard delivery): Free',
      'Total:    £145.00',
      'Ada Shopper',
      'LS1 1AA',
    ]) {
      expect(mails[0]?.text).toContain(text);
    }
    // Paying again changes nothing.
    expect((await s.pay(intent.clientSecret, CARDS.success)).json().status).toBe('succeeded');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.email))).toHaveLength(1);
  });

  it.each([
    [CARDS.declined, 'Your card was declined.'],
    [CARDS.insufficient, 'Your card has insufficient funds.'],
  ])('%s fails with its message, marks the order and lets the shopper try again', async (card, message) => {
    const s = await shopper(t);
    const intent = (await s.createIntent([{ productId: pony, size: '12"', qty: 1 }])).json();
    expect((await s.pay(intent.clientSecret, card)).json()).toEqual({
      status: 'failed',
      message,
      orderId: intent.orderId,
    });
    expect((await s.order(intent.orderId)).json().status).toBe('payment_failed');
    expect((await s.pay(intent.clientSecret, CARDS.success)).json().status).toBe('succeeded');
    expect((await s.order(intent.orderId)).json().status).toBe('placed');
  });

  it('refuses a past expiry or a malformed number with a clear message, changing nothing', async () => {
    const s = await shopper(t);
    const intent = (await s.createIntent([{ productId: pony, size: '12"', qty: 1 }])).json();
    const expired = await s.pay(intent.clientSecret, CARDS.success, { expMonth: 1, expYear: 2020 });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe("Your card's expiration date is in the past.");
    const malformed = await s.pay(intent.clientSecret, '4242 4242');
    expect(malformed.json().error.message).toBe('Your card number is invalid.');
    expect((await s.order(intent.orderId)).json().status).toBe('awaiting_payment');
  });

  it('3-D Secure: the bank page completes the payment and returns to the success page', async () => {
    const s = await shopper(t);
    const intent = (await s.createIntent([{ productId: pony, size: '12"', qty: 1 }])).json();
    const res = (await s.pay(intent.clientSecret, CARDS.authenticate)).json();
    expect(res.status).toBe('requires_action');
    const page = await t.app.inject({ method: 'GET', url: res.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Complete<');
    expect(page.body).toContain('>Fail<');
    const done = await t.app.inject({
      method: 'POST',
      url: res.redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    expect(done.statusCode).toBe(303);
    const back = new URL(done.headers.location ?? '', 'http://shop.test');
    expect(back.pathname).toBe('/checkout-success');
    expect(back.searchParams.get('payment_intent_client_secret')).toBe(intent.clientSecret);
    const confirmed = await s.post('/api/orders/confirm', {
      paymentIntentId: back.searchParams.get('payment_intent'),
      clientSecret: intent.clientSecret,
    });
    expect(confirmed.json()).toEqual({ status: 'succeeded', orderId: intent.orderId });
    expect((await s.order(intent.orderId)).json()).toMatchObject({
      status: 'placed',
      payment: { last4: '3155' },
    });
  });

  it('3-D Secure: Fail leaves the order unpaid and says why', async () => {
    const s = await shopper(t);
    const intent = (await s.createIntent([{ productId: pony, size: '12"', qty: 1 }])).json();
    const res = (await s.pay(intent.clientSecret, CARDS.authenticate)).json();
    const done = await t.app.inject({
      method: 'POST',
      url: res.redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    expect(done.statusCode).toBe(303);
    const id = new URL(done.headers.location ?? '', 'http://shop.test').searchParams.get('payment_intent');
    const confirmed = (
      await s.post('/api/orders/confirm', { paymentIntentId: id, clientSecret: intent.clientSecret })
    ).json();
    expect(confirmed).toMatchObject({ status: 'failed', orderId: intent.orderId });
    expect(confirmed.message).toMatch(/unable to authenticate/);
    expect((await s.order(intent.orderId)).json().status).toBe('payment_failed');
  });
});

describe('orders belong to their owner', () => {
  it("answers 404 for someone else's order and payment", async () => {
    const alice = await shopper(t);
    const bob = await shopper(t);
    const intent = (await alice.createIntent([{ productId: pony, size: '12"', qty: 1 }])).json();
    expect((await bob.order(intent.orderId)).statusCode).toBe(404);
    expect((await bob.pay(intent.clientSecret, CARDS.success)).statusCode).toBe(404);
    expect((await alice.order(intent.orderId)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${intent.orderId}` })).statusCode).toBe(
      401,
    );
  });

  it('prefills the next checkout with the last shipping address', async () => {
    const s = await shopper(t);
    expect((await s.get('/api/orders/last-address')).json()).toEqual({ address: null });
    await s.createIntent([{ productId: pony, size: '12"', qty: 1 }]);
    expect((await s.get('/api/orders/last-address')).json()).toEqual({ address: ADDRESS });
    const lines = await t.db.select().from(orderLines);
    expect(lines.every((l) => l.unitPrice > 0)).toBe(true);
  });
});
