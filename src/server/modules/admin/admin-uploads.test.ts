import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '#server/db/schema.ts';
import { multipart, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { IMAGE_WIDTHS } from '#shared/catalog.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const mediaCount = async () => (await t.db.select({ n: count() }).from(media))[0]?.n ?? 0;

/** A real photo-like picture, 4:3 and larger than the largest shop width, in the given format. */
async function picture(format: 'jpeg' | 'png' | 'webp' | 'avif', width = 2000, height = 1500) {
  const image = sharp({ create: { width, height, channels: 3, background: '#6b3f1d' } });
  return image.toFormat(format).toBuffer();
}

async function upload(files: Parameters<typeof multipart>[0]) {
  const body = await multipart(files);
  return admin.raw('POST', '/api/admin/uploads', body.payload, body.contentType);
}

describe('POST /api/admin/uploads', () => {
  it('stores a JPEG as WebP, served in every shop width with the right dimensions', async () => {
    const res = await upload([{ name: 'bundle.jpg', type: 'image/jpeg', bytes: await picture('jpeg') }]);
    expect(res.statusCode, res.body).toBe(201);
    const [image] = res.json().images;
    expect(image).toEqual({
      url: expect.stringMatching(/^\/media\/upload-[\w-]+$/),
      width: 960,
      height: 720,
    });
    for (const w of IMAGE_WIDTHS) {
      const served = await t.app.inject({ url: `${image.url}?w=${w}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, (w * 3) / 4]);
    }
  });

  it('takes several files at once: PNG, WebP and AVIF, whatever their names say', async () => {
    const before = await mediaCount();
    const res = await upload([
      { name: 'a.png', type: 'image/png', bytes: await picture('png', 800, 800) },
      { name: 'b.webp', type: 'image/webp', bytes: await picture('webp', 640, 480) },
      // Named and typed as something else: the content decides.
      { name: 'c.bin', type: 'application/octet-stream', bytes: await picture('avif', 1200, 900) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().images.map((i: { width: number; height: number }) => [i.width, i.height])).toEqual([
      [800, 800],
      [640, 480],
      [960, 720],
    ]);
    expect(await mediaCount()).toBe(before + 3);
    const [stored] = await t.db.select({ type: media.contentType }).from(media).limit(1);
    expect(stored?.type).toBe('image/webp');
  });

  it('refuses a text file named .jpg, and stores nothing', async () => {
    const before = await mediaCount();
    const res = await upload([
      { name: 'notes.jpg', type: 'image/jpeg', bytes: Buffer.from('not a picture\n') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'unsupported_image',
      message: '"notes.jpg" is not a JPEG, PNG, WebP or AVIF image. Nothing was uploaded.',
    });
    expect(await mediaCount()).toBe(before);
  });

  it('refuses the whole upload when one file of several is not an image', async () => {
    const before = await mediaCount();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const res = await upload([
      { name: 'good.png', type: 'image/png', bytes: await picture('png', 300, 300) },
      { name: 'vector.png', type: 'image/png', bytes: svg },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('"vector.png" is not a JPEG, PNG, WebP or AVIF image');
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a file over 10 MB with 413, and stores nothing', async () => {
    const before = await mediaCount();
    const big = Buffer.concat([await picture('png', 100, 100), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload([{ name: 'huge.png', type: 'image/png', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'file_too_large',
      message: 'Each image must be at most 10 MB. Nothing was uploaded.',
    });
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a request without files, with other fields, or not in multipart form', async () => {
    const empty = await multipart([]);
    expect((await admin.raw('POST', '/api/admin/uploads', empty.payload, empty.contentType)).statusCode).toBe(
      400,
    );
    const form = new FormData();
    form.append('note', 'not a file');
    const withField = new Request('http://upload.test/', { method: 'POST', body: form });
    const fieldBody = Buffer.from(await withField.arrayBuffer());
    const field = await admin.raw(
      'POST',
      '/api/admin/uploads',
      fieldBody,
      withField.headers.get('content-type') ?? '',
    );
    expect(field.statusCode).toBe(400);
    expect(field.json().error.message).toBe('Send image files only.');
    const json = await admin.post('/api/admin/uploads', { images: [] });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Send the images as multipart/form-data.');
  });

  it('lets a product use an uploaded image', async () => {
    const res = await upload([
      { name: 'wig.jpg', type: 'image/jpeg', bytes: await picture('jpeg', 1000, 1000) },
    ]);
    const url = res.json().images[0].url;
    const created = await admin.post('/api/admin/products', {
      name: 'Uploaded Wig',
      price: 15_000,
      category: 'Human hair',
      brand: 'Tressa',
      description: 'A wig with an uploaded photo.',
      variants: [{ length: '14"', stock: 4 }],
      imageURL: [url],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().imageURL).toEqual([url]);
  });
});
