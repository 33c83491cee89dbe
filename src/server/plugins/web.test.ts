import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'tressa-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>Tressa</title><div id="root"></div>',
  );
  writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log("hi")');
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the storefront files', () => {
  it.each(['/', '/all?category=Frontal', '/product-details/abc', '/cart', '/no/such/page'])(
    'serves the app for %s so a refresh on a client route works',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API and media paths with JSON 404s, never the app', async () => {
    for (const url of ['/api/nope', '/media/nope/deeper']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const post = await t.app.inject({ method: 'POST', url: '/cart' });
    expect(post.statusCode).toBe(404);
  });
});

describe('errors', () => {
  it('hides the internals of a 5xx', async () => {
    // A closed database makes the health query fail the way a real outage would.
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    await broken.app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    });
  });

  it('answers malformed JSON with a 400 in the one error shape', async () => {
    // A route that exists and reads a JSON body (the contact form), so only the body can be at fault.
    const sent = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const res = await sent('{not json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'fst_err_ctp_invalid_json_body', message: expect.stringMatching(/JSON/i) },
    });
    // The same route with a well-formed (if incomplete) body gets past parsing to validation.
    const valid = await sent('{}');
    expect(valid.statusCode).toBe(400);
    expect(valid.json().error.code).toBe('bad_request');
  });
});
