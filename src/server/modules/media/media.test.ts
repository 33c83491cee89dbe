import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { IMAGE_WIDTHS } from '#shared/catalog.ts';
import { mediaTestApp } from './media-test-app.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  // Not square, so a wrong resize (height for width, or a crop) would show.
  const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a5a24' } })
    .jpeg()
    .toBuffer();
  app = await mediaTestApp(database, [
    { id: 'test-photo', contentType: 'image/jpeg', width: 1200, height: 900, bytes },
  ]);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('GET /media/:id', () => {
  it.each(IMAGE_WIDTHS)('renders a stored image as WebP %i px wide', async (w) => {
    const res = await app.inject({ url: `/media/test-photo?w=${w}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(w);
    expect(meta.height).toBe((w * 3) / 4);
  });

  it('defaults to 640 px', async () => {
    const res = await app.inject({ url: '/media/test-photo' });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
  });

  it('answers 304 when the ETag matches, the image again when it does not', async () => {
    const first = await app.inject({ url: '/media/test-photo?w=320' });
    const etag = first.headers.etag as string;
    const again = await app.inject({ url: '/media/test-photo?w=320', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const weakInList = await app.inject({
      url: '/media/test-photo?w=320',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weakInList.statusCode).toBe(304);
    const stale = await app.inject({
      url: '/media/test-photo?w=320',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
    // Another width is another variant with its own ETag.
    const other = await app.inject({ url: '/media/test-photo?w=160' });
    expect(other.headers.etag).not.toBe(etag);
  });

  it('serves the same bytes from the cache on repeat', async () => {
    const a = await app.inject({ url: '/media/test-photo?w=960' });
    const b = await app.inject({ url: '/media/test-photo?w=960' });
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
  });

  it.each(['123', '0', 'abc', '640px', '1280'])('rejects w=%s with 400', async (w) => {
    const res = await app.inject({ url: `/media/test-photo?w=${w}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'bad_request' } });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await app.inject({ url: '/media/no-such-image?w=320' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Image not found' } });
  });

  it('rejects an id with unexpected characters', async () => {
    const res = await app.inject({ url: '/media/bad%20id' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /media/placeholder', () => {
  it.each(IMAGE_WIDTHS)('renders the placeholder as WebP %i px wide', async (w) => {
    const res = await app.inject({ url: `/media/placeholder?w=${w}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(w);
  });

  it('answers 304 on a matching ETag and 400 on a bad width', async () => {
    const first = await app.inject({ url: '/media/placeholder' });
    const etag = first.headers.etag as string;
    const again = await app.inject({ url: '/media/placeholder', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ url: '/media/placeholder?w=123' })).statusCode).toBe(400);
  });
});
