import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, shopper } from '../testing/checkout-fixtures.ts';
import { insertProducts } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Prometheus metrics (issue 19): only with METRICS_TOKEN, only to that token, with the shop's own figures.

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t?.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });
/** The value of one series in the exposition text, or undefined. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN: never public by default', async () => {
    const plain = await createTestApp({ database: t.database });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers only the bearer of the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('measures requests by route and status, and counts orders, payment failures, mail and live streams', async () => {
    const [product] = await insertProducts(t.db, [{ name: 'Metric Wig', price: 5_000 }]);
    const s = await shopper(t);
    const line = { productId: product?.id ?? '', size: '12"', qty: 1 };
    const declined = (await s.createIntent([line])).json();
    expect((await s.pay(declined.clientSecret, CARDS.declined)).json().status).toBe('failed');
    await s.buy([line]);
    await t.app.inject({ method: 'GET', url: '/api/products/no-such-product' });

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id",status_code="404"\} 1/,
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{.*route="\/api\/create-payment-intent".*\}/);
    expect(text).not.toMatch(/route="\/api\/metrics"/);
    expect(seriesValue(text, 'tressa_orders{status="placed"}')).toBe(1);
    expect(seriesValue(text, 'tressa_payment_failures_total')).toBe(1);
    expect(seriesValue(text, 'tressa_mail_outbox{status="pending"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'tressa_live_streams')).toBe(0);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    if (process.env.TEST_DB === 'postgres') {
      expect(seriesValue(text, 'tressa_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    } else {
      expect(text).not.toMatch(/tressa_db_pool_connections/);
    }
  });

  it('says how many bytes each in-memory cache of this instance holds, so its filling is not taken for a leak', async () => {
    const bytes = async () => {
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      return {
        images: seriesValue(text, 'tressa_cache_bytes{cache="images"}') ?? Number.NaN,
        searches: seriesValue(text, 'tressa_cache_bytes{cache="searches"}') ?? Number.NaN,
        listings: seriesValue(text, 'tressa_cache_bytes{cache="listings"}') ?? Number.NaN,
      };
    };
    const before = await bytes();
    expect((await t.app.inject({ method: 'GET', url: '/media/placeholder?w=320' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/products?q=metric' })).statusCode).toBe(200);
    const after = await bytes();
    expect(after.images).toBeGreaterThan(before.images + 1_000);
    expect(after.searches).toBeGreaterThan(before.searches);
    expect(after.listings).toBeGreaterThanOrEqual(0);
  });

  it('is left out of the public API description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/metrics');
  });
});
