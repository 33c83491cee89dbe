import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { media } from '#server/db/schema.ts';
import { multipart, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { MALFORMED_UPLOAD_MESSAGE } from './uploads-routes.ts';

// A broken multipart body is the sender's fault: a 400 whose message the image uploader shows, never a 500.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const mediaCount = async () => (await t.db.select({ n: count() }).from(media))[0]?.n ?? 0;

it.each([
  [
    'a body cut off inside a file',
    async () => {
      const { payload, contentType } = await multipart([
        { name: 'a.png', type: 'image/png', bytes: Buffer.alloc(5_000, 7) },
      ]);
      return { payload: payload.subarray(0, 3_000), contentType };
    },
  ],
  [
    'no closing boundary',
    async () => {
      const { payload, contentType } = await multipart([
        { name: 'a.png', type: 'image/png', bytes: Buffer.alloc(50, 7) },
      ]);
      return { payload: payload.subarray(0, payload.length - 8), contentType };
    },
  ],
  [
    'garbage instead of parts',
    async () => ({
      payload: Buffer.from('this is not multipart at all'),
      contentType: 'multipart/form-data; boundary=----x',
    }),
  ],
  [
    'a missing boundary parameter',
    async () => ({
      payload: Buffer.from('------x\r\n\r\n'),
      contentType: 'multipart/form-data',
    }),
  ],
])('%s: 400 with a message for the uploader, nothing stored', async (_what, body) => {
  const before = await mediaCount();
  const { payload, contentType } = await body();
  const res = await admin.raw('POST', '/api/admin/uploads', payload, contentType);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ error: { code: 'bad_request', message: MALFORMED_UPLOAD_MESSAGE } });
  expect(await mediaCount()).toBe(before);
});
