import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { isCanonicalPath } from './canonical-path.ts';

// Over a real listening server: app.inject() would normalise the path before the app saw it.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A POST with the path sent byte for byte (fetch, like a browser, would resolve the dots first). */
function post(path: string, body: object): Promise<{ status: number; json: () => unknown }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://shop.test' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const SPELLINGS = [
  '/api/auth/sign-in/./email',
  '/api/auth/sign-in/%2e/email',
  '/api/auth/sign-in/%2E%2E/sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/sign-in%2femail',
  '/api/auth//sign-in/email',
  '/api/auth/sign-in\\email',
  '/api/auth/sign-in/%252e/email',
];

describe('canonical paths', () => {
  it('answers 400 in the error shape for every other spelling of a path, before any route runs', async () => {
    for (const path of SPELLINGS) {
      const res = await post(path, { email: 'a@example.com', password: 'whatever-123' });
      expect(res.status, path).toBe(400);
      expect(res.json(), path).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
    }
  });

  it('keeps the reset limit (3 an hour per address) whatever the spelling of its path', async () => {
    const body = { email: 'canonical@example.com', redirectTo: '/reset-password' };
    const canonical = '/api/auth/request-password-reset';
    for (let i = 0; i < 3; i++) expect((await post(canonical, body)).status).toBe(200);
    expect((await post(canonical, body)).status).toBe(429);
    const others = SPELLINGS.map((p) =>
      p.replace('/api/auth/sign-in', '/api/auth/x').replace('email', 'request-password-reset'),
    );
    for (const path of [
      ...others,
      '/api/auth/./request-password-reset',
      '/api/auth/x/../request-password-reset',
      '/api/auth/request-password-reset/',
      '/api/auth/request-password-reset?again=1',
    ]) {
      const res = await post(path, body);
      expect([400, 404, 429], path).toContain(res.status);
    }
  });

  it('lets ordinary paths, encoded characters and query strings through', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/products?q=50%25%20off`)).status).toBe(200);
    expect(isCanonicalPath('/product-details/silk%20wave?x=../y')).toBe(true);
    expect(isCanonicalPath('/')).toBe(true);
    expect(isCanonicalPath('/a/.hidden')).toBe(true);
  });
});
