import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRepository } from '../modules/media/repository.ts';
import { insertProducts } from '../testing/fixtures.ts';
import { meta, PUBLIC_URL, ssrTestApp } from './ssr-fixture.ts';

// What a link previewer (WhatsApp, iMessage, Facebook) does with a shared product page: reads og:image from the
// HTML, then fetches that picture from another origin. Through the whole app, so the security headers apply.

let t: Awaited<ReturnType<typeof ssrTestApp>>;

beforeAll(async () => {
  t = await ssrTestApp();
});
afterAll(() => t.close());

/** The page's og:image, checked and fetched as a previewer would, by its path on the shop. */
async function followOgImage(productId: string) {
  const page = await t.app.inject({ url: `/product-details/${productId}` });
  expect(page.statusCode).toBe(200);
  const image = meta(page.body, 'property', 'og:image') ?? '';
  expect(meta(page.body, 'name', 'twitter:image')).toBe(image);
  expect(meta(page.body, 'property', 'og:image:width')).toBe('1200');
  expect(meta(page.body, 'property', 'og:image:height')).toBe('630');
  expect(image.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  const res = await t.app.inject({ url: image.slice(PUBLIC_URL.length) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  // Previewers and other sites' pages fetch it cross-origin.
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  return image;
}

describe("a product page's link preview", () => {
  it("is the product's first image as a 1200 × 630 JPEG", async () => {
    const bytes = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#4a2a18' } })
      .jpeg()
      .toBuffer();
    await mediaRepository(t.db).insertMany([
      { id: 'shared-1', contentType: 'image/jpeg', width: 800, height: 1200, bytes },
    ]);
    const [row] = await insertProducts(t.db, [{ name: 'Shared Body Wave', imageUrls: ['/media/shared-1'] }]);
    if (!row) throw new Error('no product');
    expect(await followOgImage(row.id)).toBe(`${PUBLIC_URL}/media/shared-1/preview.jpg`);
  });

  it('is the placeholder for a product without images', async () => {
    const [row] = await insertProducts(t.db, [{ name: 'Shared Without Pictures' }]);
    if (!row) throw new Error('no product');
    expect(await followOgImage(row.id)).toBe(`${PUBLIC_URL}/media/placeholder/preview.jpg`);
  });
});
