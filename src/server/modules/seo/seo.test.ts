import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { isPrivatePath } from './private-paths.ts';
import { readSitemapIndex, readUrlset } from './read-sitemap.ts';
import { escapeXml } from './xml.ts';

// The whole app, with a built storefront in place: its not-found handler answers any other GET with the app's
// HTML, so these tests also show that robots.txt and the sitemap are ours and the private pages say noindex.
let t: TestApp;
let webRoot: string;
let productId: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'tressa-seo-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Tressa</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webRoot, env: { PUBLIC_URL: 'https://tressa.example/' } });
  const [product] = await insertProducts(t.db, [{ name: 'Body Wave', category: 'Frontal', brand: 'Oya' }]);
  productId = product?.id ?? '';
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of the private pages and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /address-book',
        'Disallow: /admin',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /my-orders',
        'Disallow: /order-details',
        'Disallow: /review-product',
        'Disallow: /reset',
        'Disallow: /api/',
        '',
        'Sitemap: https://tressa.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('the sitemap in the app', () => {
  it('is served before the storefront: the index, then the product and the listing it names', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(readSitemapIndex(index.body).map((s) => s.loc)).toEqual([
      'https://tressa.example/sitemaps/products-1.xml',
      'https://tressa.example/sitemaps/listings.xml',
    ]);
    const file = await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' });
    expect(readUrlset(file.body).map((u) => u.loc)).toEqual([
      `https://tressa.example/product-details/${productId}`,
    ]);
    const listings = await t.app.inject({ method: 'GET', url: '/sitemaps/listings.xml' });
    expect(readUrlset(listings.body).map((u) => u.loc)).toEqual([
      'https://tressa.example/',
      'https://tressa.example/contact',
      'https://tressa.example/all',
      'https://tressa.example/all?category=Frontal',
      'https://tressa.example/all?brand=Oya',
    ]);
    const past = await t.app.inject({ method: 'GET', url: '/sitemaps/products-2.xml' });
    expect(past.statusCode).toBe(404);
    expect(past.json().error.code).toBe('not_found');
  });

  it('is described in the OpenAPI document beside the other non-API routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const route of ['/robots.txt', '/sitemap.xml', '/sitemaps/listings.xml', '/sitemaps/{file}'])
      expect(doc.paths[route]?.get?.tags, route).toEqual(['seo']);
  });
});

const PRIVATE_PAGES = [
  '/admin',
  '/admin/home',
  '/admin/order-details/abc',
  '/cart',
  '/checkout',
  '/checkout-details',
  '/checkout-success?payment_intent_client_secret=x',
  '/my-orders',
  '/order-details/abc',
  '/review-product/abc',
  '/reset',
  '/reset-password?token=abc',
  '/Admin/Home',
];
const PUBLIC_PAGES = [
  '/',
  '/all',
  '/all?category=Frontal',
  '/product-details/abc',
  '/contact',
  '/cartography',
];

describe('noindex', () => {
  it.each(PRIVATE_PAGES)('%s answers with X-Robots-Tag: noindex, nofollow', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it.each(PUBLIC_PAGES)('%s may be indexed: no X-Robots-Tag', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });

  it('matches whole path segments only, in any case, as the storefront router does', () => {
    expect(isPrivatePath('/admin/')).toBe(true);
    expect(isPrivatePath('/CHECKOUT-SUCCESS')).toBe(true);
    expect(isPrivatePath('/administrator')).toBe(false);
    expect(isPrivatePath('/resets')).toBe(false);
    expect(isPrivatePath('/all')).toBe(false);
  });
});

describe('escapeXml', () => {
  it('turns the five special characters into entities and leaves the rest', () => {
    expect(escapeXml(`Crown & Co <"Luxe"> it's`)).toBe('Crown &amp; Co &lt;&quot;Luxe&quot;&gt; it&apos;s');
  });
});
