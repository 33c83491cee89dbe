import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { firstRowRead } from './orders-csv.ts';

// An export that fails must never look like a complete file. Over a real socket: app.inject() would hide how
// the transfer ends.
let t: TestApp;
let base: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInAdmin(t)).cookie;
  await insertOrders(t.db, [{ status: 'placed', total: 1_000 }]);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Answer = { status: number; type: string; body: string; complete: boolean };
const download = (path: string, encoding = 'identity') =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { cookie, 'accept-encoding': encoding } }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk) => {
        body += chunk;
      });
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'] ?? '',
          body,
          complete: res.complete,
        });
      res.on('end', done);
      res.on('aborted', done);
      res.on('error', done);
    });
    req.on('error', reject);
    req.end();
  });

describe('GET /api/admin/orders/export.csv when its query fails', () => {
  it.each(['identity', 'gzip'])(
    'answers an error in the API shape before the first byte of the file (%s)',
    async (encoding) => {
      // The database refuses a NUL byte in a text parameter: a real query failure at the first batch.
      const res = await download('/api/admin/orders/export.csv?q=%00', encoding);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.type).toMatch(/^application\/json/);
      expect(res.complete).toBe(true);
    },
  );

  it('still sends the whole file when nothing fails', async () => {
    const res = await download('/api/admin/orders/export.csv');
    expect(res.status).toBe(200);
    expect(res.complete).toBe(true);
    expect(res.body.split('\r\n')).toHaveLength(3); // header, one order, the final empty string
  });
});

describe('firstRowRead', () => {
  async function* rows(failAt: number) {
    for (let i = 0; ; i++) {
      if (i === failAt) throw new Error(`row ${i} failed`);
      if (i === 3) return;
      yield i;
    }
  }
  const all = async (it: AsyncIterable<number>) => {
    const out: number[] = [];
    for await (const x of it) out.push(x);
    return out;
  };

  it('fails at once when the first read fails, and gives every row otherwise', async () => {
    await expect(firstRowRead(rows(0))).rejects.toThrow('row 0 failed');
    expect(await all(await firstRowRead(rows(-1)))).toEqual([0, 1, 2]);
  });

  it('passes a later failure on to the stream, which then ends without its closing chunk', async () => {
    const started = await firstRowRead(rows(2));
    await expect(all(started)).rejects.toThrow('row 2 failed');
  });
});
