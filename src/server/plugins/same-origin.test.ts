import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, products } from '../db/schema.ts';
import { signedInAdmin } from '../testing/admin-fixtures.ts';
import { shopper } from '../testing/checkout-fixtures.ts';
import { insertProducts } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { FOREIGN_ORIGIN_MESSAGE, shopOrigins } from './same-origin.ts';

// PUBLIC_URL is http://shop.test in the test app.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFUSED = { error: { code: 'forbidden', message: FOREIGN_ORIGIN_MESSAGE } };
let ip = 0;
const call = (
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: `192.0.2.${++ip}`,
  });
const contact = (email: string) => ({
  name: 'Ada',
  email,
  subject: 'Hello',
  message: 'Do you ship to Dublin?',
});

describe('state-changing requests from another origin', () => {
  it('are refused with 403 on every kind of route, before they change anything', async () => {
    const admin = await signedInAdmin(t);
    const customer = await shopper(t);
    const [product] = await insertProducts(t.db, [{ name: 'Kept', lengths: ['18"'] }]);
    const id = product?.id ?? '';
    const evil = (cookie: string) => ({ origin: 'https://evil.example', cookie });

    const attempts = [
      call('POST', '/api/contact', evil(''), contact('forged@example.com')),
      call('POST', '/api/reviews', evil(customer.cookie), { productId: id, rating: 5, text: 'Forged.' }),
      call('POST', '/api/create-payment-intent', evil(customer.cookie), {}),
      call('DELETE', `/api/admin/products/${id}`, evil(admin.cookie)),
      call('PATCH', '/api/admin/orders/some-order/status', evil(admin.cookie), { status: 'shipped' }),
      call('POST', '/api/auth/sign-out', evil(customer.cookie), {}),
      // Sandboxed frames and some redirects send the literal origin "null".
      call('DELETE', `/api/admin/products/${id}`, { origin: 'null', cookie: admin.cookie }),
      // A sibling host or another port is another origin.
      call('DELETE', `/api/admin/products/${id}`, { origin: 'http://shop.test:8080', cookie: admin.cookie }),
      call('DELETE', `/api/admin/products/${id}`, { origin: 'http://evil.shop.test', cookie: admin.cookie }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
    expect(await t.db.select().from(products).where(eq(products.id, id))).toHaveLength(1);
    expect(
      await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'forged@example.com')),
    ).toEqual([]);
    expect((await customer.me()).statusCode).toBe(200);
  });

  it('without Origin, are refused when Sec-Fetch-Site says another site sent them', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const res = await call('POST', '/api/contact', { 'sec-fetch-site': site }, contact('site@example.com'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
  });
});

describe('requests the rule lets through', () => {
  it("the shop's own pages, and callers that are not a browser on another site (no Origin)", async () => {
    const own = await call(
      'POST',
      '/api/contact',
      { origin: 'http://shop.test' },
      contact('own@example.com'),
    );
    expect(own.statusCode).toBe(200);
    const fetchSameOrigin = await call(
      'POST',
      '/api/contact',
      { 'sec-fetch-site': 'same-origin' },
      contact('fetch@example.com'),
    );
    expect(fetchSameOrigin.statusCode).toBe(200);
    const script = await call('POST', '/api/contact', {}, contact('script@example.com'));
    expect(script.statusCode).toBe(200);
  });

  it('reads from anywhere (GET is not state-changing)', async () => {
    const res = await t.app.inject({ url: '/api/products', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });

  it("Stripe's signed webhook, which Stripe's servers call", async () => {
    const stripe = await createTestApp({
      env: {
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
      },
    });
    try {
      const res = await stripe.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { origin: 'https://stripe.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      // Past the origin rule: its own check (the signature) answers.
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_signature');
    } finally {
      await stripe.close();
    }
  });

  it('the 127.0.0.1 twin of a localhost PUBLIC_URL, as sign-in accepts', () => {
    expect([...shopOrigins('http://localhost:3000/')]).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect([...shopOrigins('https://shop.example/path')]).toEqual(['https://shop.example']);
  });
});
