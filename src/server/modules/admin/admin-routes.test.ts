import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { authClient, type Method } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function adminRoutes() {
  const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD');
  return routes.map((r) => ({ method: r.method as Method, url: r.url.replace(/:(\w+)/g, 'some-$1') }));
}

describe('every /api/admin route', () => {
  it('exists (the walk below is not empty) and uses only methods the walk knows', () => {
    const names = adminRoutes().map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/admin/summary',
      'GET /api/admin/products',
      'POST /api/admin/products',
      'PUT /api/admin/products/some-id',
      'DELETE /api/admin/products/some-id',
      'POST /api/admin/uploads',
      'GET /api/admin/orders',
      'GET /api/admin/orders/export.csv',
      'GET /api/admin/orders/some-id',
      'PATCH /api/admin/orders/some-id/status',
      'GET /api/admin/mail',
      'GET /api/admin/mail/some-id',
      'POST /api/admin/mail/some-id/retry',
    ]) {
      expect(names).toContain(expected);
    }
    for (const { method } of adminRoutes()) expect(METHODS).toContain(method);
  });

  it('answers 401 to a visitor and 403 to a customer, whatever the route and method', async () => {
    const customer = authClient(t);
    expect((await customer.signUp('shopper@example.com', 'shopper-pass-1')).statusCode).toBe(200);
    const visitor = authClient(t);
    for (const { method, url } of adminRoutes()) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const anonymous = await visitor.request(method, url, body);
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthorized');
      const asCustomer = await customer.request(method, url, body);
      expect(asCustomer.statusCode, `${method} ${url} as a customer`).toBe(403);
      expect(asCustomer.json().error.code).toBe('forbidden');
    }
  });

  it('is described in the OpenAPI document, every route and method', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const { method, url } of adminRoutes()) {
      const path = url.replace(/some-(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
  });

  it('lets the admin in: the summary counts products, placed orders and customers', async () => {
    const admin = await signedInAdmin(t);
    const res = await admin.get('/api/admin/summary');
    expect(res.statusCode).toBe(200);
    // One customer signed up above; the admin is not a customer; no products or orders in this database.
    expect(res.json()).toMatchObject({ products: 0, orders: 0, customers: 1, earnings: 0, recentOrders: [] });
  });
});

describe("better-auth's own admin endpoints", () => {
  // The shop manages accounts only through /api/admin and its guard; better-auth's admin plugin is not installed.
  const ENDPOINTS: [Method, string, object?][] = [
    ['GET', '/api/auth/admin/list-users'],
    ['POST', '/api/auth/admin/set-role', { userId: 'x', role: 'admin' }],
    ['POST', '/api/auth/admin/ban-user', { userId: 'x' }],
    ['POST', '/api/auth/admin/set-user-password', { userId: 'x', newPassword: 'whatever-123' }],
    ['POST', '/api/auth/admin/remove-user', { userId: 'x' }],
    ['POST', '/api/auth/admin/create-user', { email: 'x@example.com', password: 'whatever-123', name: 'x' }],
    ['POST', '/api/auth/admin/impersonate-user', { userId: 'x' }],
  ];

  it('answer 404 to the admin, a customer and a visitor alike', async () => {
    const admin = await signedInAdmin(t);
    const customer = authClient(t);
    customer.ip = '198.51.100.77';
    expect((await customer.signUp('another.shopper@example.com', 'shopper-pass-1')).statusCode).toBe(200);
    for (const [who, client] of [
      ['admin', admin],
      ['customer', customer],
      ['visitor', authClient(t)],
    ] as const) {
      for (const [method, url, body] of ENDPOINTS) {
        const res = await client.request(method, url, body);
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(404);
      }
    }
  });
});
