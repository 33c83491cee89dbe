import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_START_HASH } from '../ssr/page-start.ts';
import { CARDS, shopper } from '../testing/checkout-fixtures.ts';
import { insertProducts } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'tressa-headers-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>Tressa</title><div id="root"></div>',
  );
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectShopHeaders(headers: Record<string, unknown>) {
  const policy = csp(headers['content-security-policy']);
  expect(policy['default-src']).toEqual(["'self'"]);
  // No inline script but the one that holds a rendered page's early taps, by its hash.
  expect(policy['script-src']).toEqual(["'self'", PAGE_START_HASH]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // Served over http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('are on a storefront page', async () => {
    const res = await t.app.inject({ url: '/checkout', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expectShopHeaders(res.headers);
  });

  it('are on an API answer, an error included', async () => {
    expectShopHeaders((await t.app.inject({ url: '/api/health' })).headers);
    const missing = await t.app.inject({ url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expectShopHeaders(missing.headers);
  });

  it('are on the test bank page, which cannot be framed and posts only to the shop', async () => {
    const [row] = await insertProducts(t.db, [{ name: 'Pony', price: 1_000, lengths: ['12"'] }]);
    const s = await shopper(t);
    const { clientSecret } = (
      await s.createIntent([{ productId: row?.id ?? '', size: '12"', qty: 1 }])
    ).json();
    const { redirectUrl } = (await s.pay(clientSecret, CARDS.authenticate)).json();
    const page = await t.app.inject({ url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Authenticate your payment');
    expect(page.body).not.toMatch(/<script/i);
    expectShopHeaders(page.headers);
  });
});

describe('with Stripe and Google configured, over https', () => {
  it('allows Stripe.js, its frames and API, the Google sign-in redirect, and sends HSTS', async () => {
    const t2 = await createTestApp({
      env: {
        PUBLIC_URL: 'https://shop.example.com',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      },
    });
    try {
      const res = await t2.app.inject({ url: '/api/health' });
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['script-src']).toEqual([
        "'self'",
        PAGE_START_HASH,
        'https://js.stripe.com',
        'https://*.js.stripe.com',
      ]);
      expect(policy['frame-src']).toContain('https://hooks.stripe.com');
      expect(policy['connect-src']).toEqual(["'self'", 'blob:', 'https://api.stripe.com']);
      expect(policy['form-action']).toEqual([
        "'self'",
        'https://hooks.stripe.com',
        'https://accounts.google.com',
      ]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await t2.close();
    }
  });
});
