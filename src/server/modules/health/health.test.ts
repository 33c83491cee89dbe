import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

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
        '/api/health',
        '/api/ready',
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

  it('is ready once the database is migrated and the listing index built, which asking builds', async () => {
    const fresh = await createTestApp({ database: t.database });
    try {
      expect(fresh.app.services.catalog.indexed()).toBe(false);
      const res = await fresh.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode, res.body).toBe(200);
      const { migrations, ...rest } = res.json();
      expect(rest).toEqual({
        status: 'ready',
        database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
        listingIndex: 'built',
      });
      expect(migrations.applied).toBe(migrations.expected);
      expect(migrations.expected).toBeGreaterThan(20);
      expect(fresh.app.services.catalog.indexed()).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('is not ready while a migration of this build is not applied', async () => {
    const [last] = (
      (await t.db.execute(
        sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      )) as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    if (!last) throw new Error('no migrations recorded');
    await t.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not_ready',
        message: expect.stringMatching(/migrations applied/),
      });
      // Alive all the same: health is not readiness.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
  });
});
