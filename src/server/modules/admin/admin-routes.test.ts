import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from '../../testing/auth-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ensureAdmin } from '../auth/bootstrap.ts';

let t: TestApp;
const quiet = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  await ensureAdmin(t.app.services.auth, t.db, {
    email: t.config.auth.adminEmail,
    password: 'admin-pass-123',
    log: quiet,
  });
});
afterAll(() => t.close());

function adminRoutes() {
  const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD');
  return routes.map((r) => ({ method: r.method, url: r.url.replace(/:(\w+)/g, 'some-$1') }));
}

describe('every /api/admin route', () => {
  it('exists (the walk below is not empty)', () => {
    expect(adminRoutes().map((r) => `${r.method} ${r.url}`)).toContain('GET /api/admin/summary');
  });

  it('answers 401 to a visitor and 403 to a customer, whatever the route', async () => {
    const customer = authClient(t);
    expect((await customer.signUp('shopper@example.com', 'shopper-pass-1')).statusCode).toBe(200);
    const visitor = authClient(t);
    for (const { method, url } of adminRoutes()) {
      const m = method as 'GET' | 'POST';
      const anonymous = m === 'GET' ? await visitor.get(url) : await visitor.post(url, {});
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthorized');
      const asCustomer = m === 'GET' ? await customer.get(url) : await customer.post(url, {});
      expect(asCustomer.statusCode, `${method} ${url} as a customer`).toBe(403);
      expect(asCustomer.json().error.code).toBe('forbidden');
    }
  });

  it('lets the admin in: the summary counts products, orders and customers', async () => {
    const admin = authClient(t);
    expect((await admin.signIn(t.config.auth.adminEmail, 'admin-pass-123')).statusCode).toBe(200);
    const res = await admin.get('/api/admin/summary');
    expect(res.statusCode).toBe(200);
    // One customer signed up above; the admin is not a customer; no products or orders in this database.
    expect(res.json()).toEqual({ products: 0, orders: 0, customers: 1 });
  });
});
