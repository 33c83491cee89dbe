import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssrTestApp } from '../ssr/ssr-fixture.ts';
import { signedInAdmin } from '../testing/admin-fixtures.ts';
import { shopper } from '../testing/checkout-fixtures.ts';
import { insertProducts } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { unstorableIn, unstorableInUrl, unstorableMessage, unstorableText } from './storable-text.ts';

const NUL = '\u0000';
const HIGH = '\uD83D'; // the first half of 😀 alone
const LOW = '\uDE00'; // the second half alone

describe('unstorableText', () => {
  it('finds NUL and unpaired surrogates anywhere in a string', () => {
    expect(unstorableText(`a${NUL}b`)).toBe('NUL');
    expect(unstorableText(NUL)).toBe('NUL');
    expect(unstorableText(`x${HIGH}`)).toBe('an unpaired UTF-16 surrogate');
    expect(unstorableText(`${HIGH}x`)).toBe('an unpaired UTF-16 surrogate');
    expect(unstorableText(`${LOW}x`)).toBe('an unpaired UTF-16 surrogate');
    expect(unstorableText(`${LOW}${HIGH}`)).toBe('an unpaired UTF-16 surrogate');
  });

  it('accepts ordinary Unicode: emoji (paired surrogates), accents, fractions, other scripts', () => {
    for (const ok of [
      '',
      'plain',
      '😀',
      `${HIGH}${LOW}`,
      'Crème brûlée',
      '½ kilo',
      '日本語',
      'עברית',
      'e\u0301',
      '\u0001\t\n',
    ])
      expect(unstorableText(ok)).toBeNull();
  });
});

describe('unstorableIn', () => {
  it('walks objects and arrays at any depth, keys included', () => {
    expect(unstorableIn({ a: [{ b: { c: `x${NUL}` } }] })).toBe('NUL');
    expect(unstorableIn({ a: [{ [`k${NUL}`]: 1 }] })).toBe('NUL');
    expect(unstorableIn([[[[LOW]]]])).toBe('an unpaired UTF-16 surrogate');
    let deep: unknown = NUL;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableIn(deep)).toBe('NUL');
  });

  it('passes other values and skips raw bodies (a Buffer is not text)', () => {
    expect(unstorableIn(undefined)).toBeNull();
    expect(unstorableIn(null)).toBeNull();
    expect(unstorableIn({ n: 1, b: true, s: 'ok ½ 😀', list: [1, 'two'] })).toBeNull();
    expect(unstorableIn(Buffer.from([0, 0xff, 0]))).toBeNull();
  });
});

describe('unstorableInUrl', () => {
  it('finds a NUL written out or percent-encoded, in the path or the query', () => {
    expect(unstorableInUrl('/api/products/a%00b')).toBe('NUL');
    expect(unstorableInUrl('/api/products?q=%00abc')).toBe('NUL');
    expect(unstorableInUrl(`/api/products/a${NUL}b`)).toBe('NUL');
    expect(unstorableInUrl('/api/products?q=%2500')).toBeNull(); // an encoded '%' then "00": the text "%00"
    expect(unstorableInUrl('/api/products?q=%C2%BD%F0%9F%98%80')).toBeNull();
  });
});

const refused = (where: string, what: 'NUL' | 'an unpaired UTF-16 surrogate') => ({
  error: { code: 'bad_request', message: unstorableMessage(where, what) },
});

describe('the app refuses text the database cannot store (issue 18)', () => {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await ssrTestApp();
    const [product] = await insertProducts(t.db, [{ name: 'Body Wave' }]);
    productId = product?.id ?? '';
  });
  afterAll(() => t.close());

  it('the reproductions answer 400 with a clear message', async () => {
    const get = (url: string) => t.app.inject({ url, remoteAddress: '198.51.100.1' });
    expect((await get('/api/products?q=%00abc')).json()).toEqual(refused('address', 'NUL'));
    const product = await get('/api/products/a%00b');
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual(refused('address', 'NUL'));

    const customer = await shopper(t);
    const confirm = await customer.post('/api/orders/confirm', { paymentIntentId: NUL, clientSecret: 'ok' });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toEqual(refused('body', 'NUL'));

    const admin = await signedInAdmin(t);
    const created = await admin.post('/api/admin/products', {
      name: `Wig${NUL}`,
      price: 1000,
      category: 'Human hair',
      brand: 'Brand',
      description: 'A wig.',
      variants: [{ length: '12"', stock: 1 }],
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(refused('body', 'NUL'));
    for (const url of ['/api/admin/orders?q=a%00b', '/api/admin/products?q=a%00b']) {
      const res = await admin.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused('address', 'NUL'));
    }
  });

  it('refuses unpaired surrogates in a body, keys too, and NUL in a key', async () => {
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json', origin: 'http://shop.test' },
        payload,
        remoteAddress: '198.51.100.2',
      });
    expect((await send('{"message":"hi \\ud800"}')).json()).toEqual(
      refused('body', 'an unpaired UTF-16 surrogate'),
    );
    expect((await send('{"a":{"\\udc00":1}}')).json()).toEqual(
      refused('body', 'an unpaired UTF-16 surrogate'),
    );
    expect((await send('{"a":[{"k\\u0000":1}]}')).json()).toEqual(refused('body', 'NUL'));
    // The auth routes take their bodies through the same parser.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json', origin: 'http://shop.test' },
      payload: JSON.stringify({ email: 'nul@example.com', password: 'long-enough-123', name: `A${NUL}` }),
      remoteAddress: '198.51.100.3',
    });
    expect(signUp.json()).toEqual(refused('body', 'NUL'));
  });

  it('still takes ordinary Unicode: emoji, accents and "½"', async () => {
    const search = await t.app.inject({ url: `/api/products?q=${encodeURIComponent('½ crème 😀')}` });
    expect(search.statusCode).toBe(200);
    const admin = await signedInAdmin(t);
    const created = await admin.post('/api/admin/products', {
      name: 'Crème ½ wig 😀',
      price: 1000,
      category: 'Human hair',
      brand: 'Brûlée',
      description: 'Façade — naïve 日本語.',
      variants: [{ length: '12½"', stock: 1 }],
    });
    expect(created.statusCode).toBe(201);
    const read = await admin.get(`/api/admin/products/${created.json().id}`);
    expect(read.json().name).toBe('Crème ½ wig 😀');
  });

  it("Fastify's refusals before routing leave in the same shape (frameworkErrors)", async () => {
    const badEscape = await t.app.inject({ url: '/api/products/a%zzb' });
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual({
      error: { code: 'bad_request', message: 'The address is not valid: it has a malformed %-escape.' },
    });
    const long = await t.app.inject({ url: `/api/products/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      error: { code: 'uri_too_long', message: 'A part of the address is too long.' },
    });
  });

  it('the server-rendered pages answer 400 or 404 for such addresses, never 500', async () => {
    for (const url of [
      '/product-details/a%00b',
      `/product-details/${productId}%00`,
      '/all?q=%00abc',
      '/?q=a%00b',
      '/a%00b',
      `/product-details/a${NUL}b`,
    ]) {
      const res = await t.app.inject({ url, remoteAddress: '198.51.100.4' });
      expect(res.statusCode, url).toBe(400);
    }
    // Percent-encoded surrogate halves are not UTF-8: the page is not found (or its shell sent), never a 500.
    const res = await t.app.inject({ url: '/product-details/a%ED%A0%80b' });
    expect(res.statusCode).toBeLessThan(500);
  });
});
