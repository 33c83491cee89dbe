import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from '#server/testing/auth-client.ts';
import { ADDRESS } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// With DEMO_LOGIN=on every visitor signs in as the same customer (docs/product.md#accounts).
let t: TestApp;
let pony: string;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_LOGIN: 'on' } });
  const [row] = await insertProducts(t.db, [{ name: 'Drawstring Pony', price: 1_250, lengths: ['12"'] }]);
  pony = row?.id ?? '';
});
afterAll(() => t.close());

async function demoVisitor(ip: string) {
  const c = authClient(t);
  c.ip = ip;
  const res = await c.post('/api/demo-login');
  expect(res.statusCode, res.body).toBe(200);
  return c;
}

describe('the shared demo account', () => {
  it("never prefills checkout with the previous visitor's address", async () => {
    const first = await demoVisitor('198.51.100.1');
    const intent = await first.post('/api/create-payment-intent', {
      items: [{ productId: pony, size: '12"', qty: 1 }],
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const second = await demoVisitor('198.51.100.2');
    expect((await second.get('/api/orders/last-address')).json()).toEqual({ address: null });
  });

  it("keeps no address book, so no visitor sees another's addresses", async () => {
    const visitor = await demoVisitor('198.51.100.3');
    const saved = await visitor.post('/api/addresses', { address: ADDRESS });
    expect(saved.statusCode).toBe(403);
    expect(saved.json().error.message).toBe('The demo account cannot keep addresses. Make your own account.');
    expect((await visitor.get('/api/addresses')).json()).toEqual({ items: [] });
  });
});
