import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the API description', () => {
  it('in production: /api/openapi.json is public, the Swagger UI is not served', async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', PAYMENTS: 'test' } });
    const doc = await t.app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/docs/static/index.html' })).statusCode).toBe(404);
  });

  it('outside production the Swagger UI is there for developers', async () => {
    t = await createTestApp();
    const ui = await t.app.inject({ url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
