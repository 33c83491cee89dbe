import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `me${++n}.${Date.now()}@example.com`;

// Every page a visitor opens asks who is signed in. Nobody is the common answer, so it must not be an error
// status: the browser logs any 4xx as a failed request, on every page view (issue 30).
describe('GET /api/me', () => {
  it('answers a visitor who is not signed in with 200 and no user, kept by no cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the same to a cookie whose session was revoked', async () => {
    const c = authClient(t);
    await c.signUp(newEmail(), 'long-enough-1');
    const old = c.cookie;
    expect((await c.signOut()).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: old } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers a signed-in customer with who they are, kept by no cache either', async () => {
    const c = authClient(t);
    const email = newEmail();
    await c.signUp(email, 'long-enough-1');
    const res = await c.me();
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, role: 'user' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves 401 to the calls that need a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });
});
