import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SHOP_NAME: 'Crown & Co', SHOP_EMAIL: 'hi@crown.test', SHOP_TIME_ZONE: 'Asia/Tokyo' },
  });
});
afterAll(() => t.close());

describe('GET /api/shop', () => {
  it("says the shop's settings, seeded from configuration, its time zone among them, never kept stale", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({
      name: 'Crown & Co',
      email: 'hi@crown.test',
      timeZone: 'Asia/Tokyo',
      features: { google: false, demoLogin: false },
    });
  });

  it('says Europe/London when the owner set no zone', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/shop' })).json().timeZone).toBe(
        'Europe/London',
      );
    } finally {
      await plain.close();
    }
  });
});
