import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: 'client-123.apps.example', GOOGLE_CLIENT_SECRET: 'secret-456' },
  });
});
afterAll(() => t.close());

describe('cross-site requests', () => {
  it('refuses a sign-up posted from another origin, and creates nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: 'x=1' },
      payload: JSON.stringify({ email: 'victim@example.com', password: 'long-enough-1', name: '' }),
    });
    expect(res.statusCode).toBe(403);
    expect(Object.keys(res.json().error).sort()).toEqual(['code', 'message']);
    const me = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(me.json()).toEqual({ user: null });
  });
});

describe('Google sign-in', () => {
  it('is offered when configured, and starts at Google with our callback', async () => {
    const shop = await t.app.inject({ method: 'GET', url: '/api/shop' });
    expect(shop.json().features).toEqual({ google: true, demoLogin: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json' },
      payload: JSON.stringify({ provider: 'google', callbackURL: '/' }),
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('client-123.apps.example');
    expect(url.searchParams.get('redirect_uri')).toBe('http://shop.test/api/auth/callback/google');
  });

  it('is hidden when not configured', async () => {
    const plain = await createTestApp();
    try {
      const shop = await plain.app.inject({ method: 'GET', url: '/api/shop' });
      expect(shop.json().features.google).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
