import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from '#server/testing/auth-client.ts';
import { CARDS, shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { PAYMENT_LIMITS, PAYMENT_RATE_LIMITED } from './payment-limits.ts';

// Checkout and payment routes are limited per user and per IP (issue 7, item 7): card testing and order spam.
let t: TestApp;
let pony: string;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_LOGIN: 'on' } });
  const [row] = await insertProducts(t.db, [{ name: 'Drawstring Pony', price: 1_250, lengths: ['12"'] }]);
  pony = row?.id ?? '';
});
afterAll(() => t.close());

const expectLimited = (res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) => {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ error: { code: 'rate_limited', message: PAYMENT_RATE_LIMITED } });
};

describe('payment rate limits', () => {
  it('stop one customer creating payment intents past the limit, from any address', async () => {
    const s = await shopper(t);
    const { max } = PAYMENT_LIMITS.createIntent.user;
    for (let i = 0; i < max; i++) {
      s.ip = `198.18.200.${i}`; // a new address each time: only the per-user limit can bite
      const res = await s.createIntent([{ productId: pony, size: '12"', qty: 1 }]);
      expect(res.statusCode, res.body).toBe(200);
    }
    expectLimited(await s.createIntent([{ productId: pony, size: '12"', qty: 1 }]));
  });

  it('stop one address trying test cards past the limit, whoever is signed in', async () => {
    const { max } = PAYMENT_LIMITS.testConfirm.ip;
    const perUser = PAYMENT_LIMITS.testConfirm.user.max;
    let last: Awaited<ReturnType<Awaited<ReturnType<typeof shopper>>['pay']>> | undefined;
    for (let sent = 0; sent <= max; ) {
      const s = await shopper(t);
      s.ip = '198.18.201.1';
      for (let i = 0; i < perUser - 1 && sent <= max; i++, sent++) {
        last = await s.pay(`pi_test_nothing_${sent}_secret_x`, CARDS.success);
        if (sent < max) expect(last.statusCode).toBe(404);
      }
    }
    if (!last) throw new Error('no request was sent');
    expectLimited(last);
  });

  it("stop one customer's payment confirmations past the limit", async () => {
    const s = await shopper(t);
    const { max } = PAYMENT_LIMITS.orderConfirm.user;
    const confirm = (i: number) => {
      s.ip = `198.18.202.${i % 250}`;
      return s.post('/api/orders/confirm', { paymentIntentId: `pi_test_${i}`, clientSecret: 'x' });
    };
    for (let i = 0; i < max; i++) expect((await confirm(i)).statusCode).toBe(404);
    expectLimited(await confirm(max));
  });

  it('stop one address signing in to the demo account past 20 an hour', async () => {
    const c = authClient(t);
    c.ip = '198.18.203.1';
    for (let i = 0; i < 20; i++) expect((await c.post('/api/demo-login')).statusCode).toBe(200);
    const res = await c.post('/api/demo-login');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
