import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { mediaTestApp } from './media-test-app.ts';
import { createMediaRenderer } from './render.ts';
import type { MediaSource } from './repository.ts';

// The link-preview JPEG (og:image): always 1200 × 630, the whole picture fitted inside on the shop's stone colour.

const STONE = [245, 245, 244];
const MAX_BYTES = 300 * 1024;

let database: Database;
let app: FastifyInstance;

/**
 * A source full of fine detail (grain everywhere), which JPEG finds harder to shrink than a product photo: the size
 * bound holds with room to spare for real pictures.
 */
async function grainy(width: number, height: number): Promise<Buffer> {
  const raw = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  return sharp(raw).jpeg({ quality: 90 }).toBuffer();
}

// Stored 1600 × 900 but shown upright as 900 × 1600, as a phone held upright writes it; with an Artist to drop.
const phonePhoto = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#8a5a24' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'Someone' } })
    .toBuffer();

const SOURCES = { tall: [900, 1600], wide: [2400, 1000], square: [1000, 1000] } as const;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows: MediaSource[] = await Promise.all(
    Object.entries(SOURCES).map(async ([id, [width, height]]) => ({
      id: `preview-${id}`,
      contentType: 'image/jpeg',
      width,
      height,
      bytes: await grainy(width, height),
    })),
  );
  rows.push({
    id: 'preview-phone',
    contentType: 'image/jpeg',
    width: 1600,
    height: 900,
    bytes: await phonePhoto(),
  });
  app = await mediaTestApp(database, rows);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The colour at (x, y) of a JPEG, as [r, g, b]. */
async function pixel(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** The largest difference, channel by channel, from the stone colour (JPEG may shift it by a step or two). */
const offStone = (rgb: number[]) => Math.max(...rgb.map((c, i) => Math.abs(c - (STONE[i] ?? 0))));
const expectStone = (rgb: number[]) => expect(offStone(rgb)).toBeLessThanOrEqual(3);
const expectNotStone = (rgb: number[]) => expect(offStone(rgb)).toBeGreaterThan(20);

async function fetchPreview(id: string) {
  const res = await app.inject({ url: `/media/${id}/preview.jpg` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  const meta = await sharp(res.rawPayload).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630, isProgressive: true });
  expect(res.rawPayload.length).toBeLessThan(MAX_BYTES);
  return { res, meta };
}

describe('GET /media/:id/preview.jpg', () => {
  it.each(['tall', 'wide', 'square'])('renders a %s source as a 1200 × 630 JPEG', async (shape) => {
    await fetchPreview(`preview-${shape}`);
  });

  it('fits the whole picture inside on the stone colour rather than cropping it', async () => {
    // Tall 900 × 1600 → 354 × 630 in the middle; square → 630 × 630; wide 2400 × 1000 → 1200 × 500.
    const tall = (await fetchPreview('preview-tall')).res.rawPayload;
    expectStone(await pixel(tall, 200, 315));
    expectStone(await pixel(tall, 1000, 315));
    expectNotStone(await pixel(tall, 600, 5));
    const square = (await fetchPreview('preview-square')).res.rawPayload;
    expectStone(await pixel(square, 100, 315));
    expectNotStone(await pixel(square, 300, 315));
    const wide = (await fetchPreview('preview-wide')).res.rawPayload;
    expectStone(await pixel(wide, 600, 20));
    expectStone(await pixel(wide, 600, 610));
    expectNotStone(await pixel(wide, 5, 315));
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const { res, meta } = await fetchPreview('preview-phone');
    // Upright it is tall, so the bands are left and right.
    expectStone(await pixel(res.rawPayload, 100, 315));
    expectNotStone(await pixel(res.rawPayload, 600, 20));
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it('renders the placeholder too', async () => {
    await fetchPreview('placeholder');
  });

  it('answers 304 when the ETag matches; the preview and the WebP variants have ETags of their own', async () => {
    const first = await app.inject({ url: '/media/preview-square/preview.jpg' });
    const etag = first.headers.etag as string;
    const again = await app.inject({
      url: '/media/preview-square/preview.jpg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await app.inject({
      url: '/media/preview-square/preview.jpg',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(Buffer.compare(stale.rawPayload, first.rawPayload)).toBe(0);
    const webp = await app.inject({ url: '/media/preview-square?w=960' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.etag).not.toBe(etag);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await app.inject({ url: '/media/no-such-image/preview.jpg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Image not found' } });
    expect((await app.inject({ url: '/media/bad%20id/preview.jpg' })).statusCode).toBe(400);
  });
});

describe('the renderer', () => {
  it('renders a preview once however many ask at the same time, apart from the WebP variants', async () => {
    const source = await grainy(400, 400);
    let loads = 0;
    const renderer = createMediaRenderer(async () => {
      loads += 1;
      return source;
    });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => renderer.render('x', 'preview')));
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(await renderer.render('x', 'preview')).toBe(a);
    expect(loads).toBe(1);
    const webp = await renderer.render('x', 960);
    expect(loads).toBe(2);
    expect(webp?.etag).not.toBe(a?.etag);
  });
});
