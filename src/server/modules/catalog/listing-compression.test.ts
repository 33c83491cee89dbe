import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { Listing } from '#shared/contract/catalog.ts';

// A cached listing answer is kept compressed and sent as the client takes it (compressed-text.ts): the same JSON
// in brotli, gzip or plain, each saying so, and with the cache off the answer is compressed per request as before.

let cached: TestApp;
let uncached: TestApp;

beforeAll(async () => {
  cached = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '60' } });
  uncached = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '0' } });
  const products = Array.from({ length: 12 }, (_, i) => ({
    name: `Compressed Bundle ${i}`,
    description: 'Long enough to be worth compressing. '.repeat(20),
  }));
  await insertProducts(cached.db, products);
  await insertProducts(uncached.db, products);
});
afterAll(async () => {
  await cached?.close();
  await uncached?.close();
});

const URL = '/api/products?sort=a2z&perPage=12';
const get = (t: TestApp, encoding?: string) =>
  t.app.inject({ method: 'GET', url: URL, headers: encoding ? { 'accept-encoding': encoding } : {} });

function decoded(res: Awaited<ReturnType<typeof get>>): Listing {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text =
    encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
  return JSON.parse(text.toString()) as Listing;
}

describe('the listing, compressed', () => {
  it.each([
    ['a cached answer', () => cached, true],
    ['an answer with the cache off', () => uncached, false],
  ])('%s goes out in brotli, gzip or plain as asked, the same listing each way', async (_, app, kept) => {
    const plain = await get(app());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const listing = decoded(plain);
    expect(listing.items.map((i) => i.name)).toHaveLength(12);
    for (const encoding of ['br', 'gzip'] as const) {
      // Twice: the first fills the cache, the second is served from it.
      for (const _time of [1, 2]) {
        const res = await get(app(), encoding === 'br' ? 'gzip, br' : 'gzip, deflate');
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        // Kept bytes have a known length; @fastify/compress streams a large answer it compresses.
        if (kept) expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decoded(res)).toEqual(listing);
      }
    }
  });
});
