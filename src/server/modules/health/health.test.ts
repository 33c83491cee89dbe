import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('errors and health', () => {
  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('describes the API as OpenAPI, generated from the same schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/{id}',
        '/api/orders',
        '/api/reviews',
        '/api/products/{id}/reviews',
        '/api/contact',
      ]),
    );
    expect(Object.keys(doc.paths['/api/reviews'].post.responses)).toEqual(
      expect.arrayContaining(['200', '201', '403']),
    );
    const sortParam = doc.paths['/api/products'].get.parameters.find(
      (p: { name: string }) => p.name === 'sort',
    );
    expect(sortParam.schema.enum).toEqual(['latest', 'lowest-price', 'highest-price', 'a2z', 'z2a']);
  });
});
