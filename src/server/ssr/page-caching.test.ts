import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductInput } from '#shared/contract/admin-products.ts';
import { signedInAdmin } from '../testing/admin-fixtures.ts';
import { authClient } from '../testing/auth-client.ts';
import { insertProducts } from '../testing/fixtures.ts';
import { ssrTestApp } from './ssr-fixture.ts';

// Rendered pages revalidated by their own hash and kept briefly by a CDN or proxy in front of the shop; private
// answers never shared (issue 30, item 8; decision 023). Before, every page said `no-cache` with no ETag: each
// back/forward or reload downloaded the whole page again, and nothing in front of the shop could hold one.

const SHARED = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

let t: Awaited<ReturnType<typeof ssrTestApp>>;
let productId: string;

beforeAll(async () => {
  t = await ssrTestApp();
  const [row] = await insertProducts(t.db, [{ name: 'Cached Body Wave', category: 'Human hair' }]);
  if (!row) throw new Error('no product');
  productId = row.id;
  await t.settled();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('a rendered page', () => {
  it.each(['/', '/all', '/all?category=Human%20hair&page=1', '/contact', '/product-details/:id'])(
    '%s has a strong ETag, the same while the page is, and a Cache-Control shared caches may keep',
    async (address) => {
      const url = address.replace(':id', productId);
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control']).toBe(SHARED);
      expect(first.headers.vary).toBe('accept-encoding');
      const again = await get(url);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.body).toBe(first.body);
    },
  );

  it('tags each encoding it is sent in apart, as a strong tag names exact bytes', async () => {
    const url = `/product-details/${productId}`;
    const plain = (await get(url)).headers.etag;
    const br = await get(url, { 'accept-encoding': 'br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(String(plain).replace(/"$/, '-br"'));
    expect(gzip.headers.etag).toBe(String(plain).replace(/"$/, '-gzip"'));
  });

  it('answers a matching If-None-Match with 304, no body, and the same validators; anything else with the page', async () => {
    const url = `/product-details/${productId}`;
    const page = await get(url, { 'accept-encoding': 'gzip, br' });
    const etag = String(page.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(url, { 'accept-encoding': 'gzip, br', 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.body, ifNoneMatch).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(SHARED);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    const head = await t.app.inject({
      method: 'HEAD',
      url,
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': etag },
    });
    expect(head.statusCode).toBe(304);
    // The tag of another encoding, or of an older page, is not this page as this client would get it.
    for (const other of [etag.replace('-br"', '"'), '"stale-page"']) {
      const res = await get(url, { 'accept-encoding': 'gzip, br', 'if-none-match': other });
      expect(res.statusCode, other).toBe(200);
      expect(res.rawPayload.length).toBeGreaterThan(0);
    }
  });

  it('gets a new ETag once the product is edited, and the old one is answered with the new page', async () => {
    const url = `/product-details/${productId}`;
    const before = await get(url);
    const admin = await signedInAdmin(t);
    const input: ProductInput = {
      name: 'Cached Body Wave, Now Longer',
      price: 7_500,
      category: 'Human hair',
      brand: 'Crown & Co',
      description: 'Body wave bundles.',
      variants: [{ length: '24"', stock: 4 }],
      imageURL: [],
    };
    const edited = await admin.request('PUT', `/api/admin/products/${productId}`, input);
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Cached Body Wave, Now Longer</h1>');
    expect(after.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // On PostgreSQL the edit's NOTIFY may drop the kept page once more just after that render, and a new render
    // is a new page (its data's fetch times differ): once the page is kept again, its own ETag gets a 304.
    await expect
      .poll(
        async () => {
          const page = await get(url);
          return (await get(url, { 'if-none-match': String(page.headers.etag) })).statusCode;
        },
        { timeout: 5_000 },
      )
      .toBe(304);
  });

  it("is rendered again once the owner changes the shop's settings, which every page's footer shows", async () => {
    const before = await get('/contact');
    expect(before.body).toContain('Phone:');
    const admin = await signedInAdmin(t);
    const { version } = (await admin.get('/api/admin/settings')).json();
    const saved = await admin.request('PATCH', '/api/admin/settings', {
      version,
      values: { phone: '+44 20 3000 4000' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await get('/contact');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('+44 20 3000 4000');
  });

  it('is the same page for a signed-in visitor: same bytes, same ETag, no cookie set, so no Vary: Cookie', async () => {
    const url = `/product-details/${productId}`;
    const anonymous = await get(url);
    const admin = await signedInAdmin(t);
    expect(admin.cookie).not.toBe('');
    const signedIn = await get(url, { cookie: admin.cookie });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    expect(signedIn.headers['cache-control']).toBe(SHARED);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });

  it('keeps an unknown address 404 briefly too, and answers it with the page whatever If-None-Match says', async () => {
    const first = await get('/no/such/page');
    expect(first.statusCode).toBe(404);
    expect(first.headers['cache-control']).toBe(SHARED);
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get('/no/such/page', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('doorway to the great nothing');
  });
});

describe('private answers', () => {
  it("are never shared: a shopper's and the admin's API answers are private, no-store", async () => {
    const shopper = authClient(t);
    expect((await shopper.signUp('cache-check@example.com', 'a-long-password-1')).statusCode).toBe(200);
    const admin = await signedInAdmin(t);
    const answers = [
      await shopper.get('/api/me'),
      await shopper.get('/api/orders'),
      await admin.get('/api/admin/orders'),
      await admin.get(`/api/admin/products/${productId}`),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control'], res.body).toBe('private, no-store');
    }
  });

  it('the pages of the account, checkout and admin areas are never given a shared lifetime', async () => {
    for (const url of ['/cart', '/checkout', '/my-orders', '/admin/home', '/admin/orders']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).not.toMatch(/public|s-maxage/);
    }
  });
});
