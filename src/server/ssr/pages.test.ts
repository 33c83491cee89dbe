import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../db/schema.ts';
import { signedInAdmin } from '../testing/admin-fixtures.ts';
import { insertProducts } from '../testing/fixtures.ts';
import { PAGE_START_SCRIPT } from './page-start.ts';
import { head, jsonLd, meta, PUBLIC_URL, pageState, ssrTestApp } from './ssr-fixture.ts';

// The public pages as a crawler or a link preview receives them: rendered on the server, with their true status,
// their own head tags and structured data checked against the database (issue 15, decision 018).

let t: Awaited<ReturnType<typeof ssrTestApp>>;

beforeAll(async () => {
  t = await ssrTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a product page', () => {
  it('names the product in its title, description, canonical URL, Open Graph and JSON-LD, from the database', async () => {
    const [row] = await insertProducts(t.db, [
      {
        name: 'Silky Straight </script><b>Bundle</b>',
        category: 'Human hair',
        brand: 'Crown & Co',
        description: `Soft, "silky" straight hair. ${'Long lasting. '.repeat(20)}`,
        imageUrls: ['/media/silky-1', '/media/silky-2'],
        variants: [
          { length: '12"', price: 4_500, stock: 3 },
          { length: '16"', price: 6_000, stock: 0 },
        ],
      },
    ]);
    if (!row) throw new Error('no product');
    const res = await get(`/product-details/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    const url = `${PUBLIC_URL}/product-details/${row.id}`;

    // One title and one description, the page's own, in the head (the shell's are replaced).
    expect(head(html).match(/<title>/g)).toHaveLength(1);
    expect(head(html)).toContain(
      '<title>Silky Straight &lt;/script&gt;&lt;b&gt;Bundle&lt;/b&gt; | Tressa</title>',
    );
    expect(head(html).match(/<meta name="description"/g)).toHaveLength(1);
    const description = meta(html, 'name', 'description') ?? '';
    expect(description.startsWith('Soft, "silky" straight hair. Long lasting.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(head(html)).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(meta(html, 'property', 'og:url')).toBe(url);
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/media/silky-1/preview.jpg`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');

    // The product's own markup is there for a crawler that runs no JavaScript.
    expect(html).toContain('Silky Straight &lt;/script&gt;&lt;b&gt;Bundle&lt;/b&gt;</h1>');
    // The page shows the price of the variant it offers first.
    expect(html).toContain('£45.00');
    // Its structured data comes after the picture and the reviews: at 2,048 variants it is a megabyte, which the
    // parser must not read before it finds the picture (Lighthouse's LCP, decision 026 session nine).
    expect(html.indexOf('application/ld+json')).toBeGreaterThan(html.indexOf('<img'));
    expect(html.indexOf('application/ld+json')).toBeGreaterThan(html.indexOf('</h1>'));

    const variants = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, row.id))
      .orderBy(productVariants.position);
    const [product, breadcrumb] = jsonLd(html);
    // Two lengths: a ProductGroup (issue 31), each length a variant with its own SKU and offer (its own address).
    expect(product).toMatchObject({
      '@type': 'ProductGroup',
      name: row.name,
      productGroupID: row.id,
      brand: { '@type': 'Brand', name: 'Crown & Co' },
      image: [`${PUBLIC_URL}/media/silky-1?w=960`, `${PUBLIC_URL}/media/silky-2?w=960`],
      url,
      variesBy: ['https://schema.org/size'],
    });
    const offered = (
      product as { hasVariant: { sku: string; size: string; offers: Record<string, string> }[] }
    ).hasVariant;
    expect(offered.map((v) => [v.sku, v.size, v.offers.price, v.offers.availability, v.offers.url])).toEqual(
      // Each length's own SKU, made from the product id and the length (migration 0022).
      variants.map((v) => {
        const sku = `${row.id}-${v.length.replace('"', 'in')}`;
        return [
          sku,
          v.length,
          (v.price / 100).toFixed(2),
          v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          `${url}?variant=${sku}`,
        ];
      }),
    );
    expect(product).not.toHaveProperty('aggregateRating'); // no reviews yet
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
        { position: 2, name: 'All Products', item: `${PUBLIC_URL}/all` },
        { position: 3, name: 'Human hair', item: `${PUBLIC_URL}/all?category=Human+hair` },
        { position: 4, name: row.name, item: url },
      ],
    });

    // The browser gets the data the page was drawn from, so hydrating it fetches nothing again.
    const state = pageState(html);
    expect(state.origin).toBe(PUBLIC_URL);
    expect(state.query.queries.map((q) => q.queryKey)).toEqual(
      expect.arrayContaining([['products', 'detail', row.id], ['products', 'reviews', row.id, 1], ['shop']]),
    );
  });

  it('answers 404 with the not-found page for an unknown product, and for one deleted since', async () => {
    const unknown = await get('/product-details/no-such-product');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No product Found</h1>');
    expect(meta(unknown.body, 'name', 'robots')).toBe('noindex');

    const [row] = await insertProducts(t.db, [{ name: 'Soon Gone Frontal' }]);
    if (!row) throw new Error('no product');
    expect((await get(`/product-details/${row.id}`)).statusCode).toBe(200);
    const admin = await signedInAdmin(t);
    expect((await admin.request('DELETE', `/api/admin/products/${row.id}`)).statusCode).toBe(204);
    const gone = await get(`/product-details/${row.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('No product Found</h1>');
  });

  it('is cached until the catalogue changes, and a change anywhere (a NOTIFY from the products trigger) drops it', async () => {
    const [row] = await insertProducts(t.db, [{ name: 'Body Wave Before' }]);
    if (!row) throw new Error('no product');
    await t.settled();
    const first = (await get(`/product-details/${row.id}`)).body;
    expect(first).toContain('Body Wave Before</h1>');
    // Served again from the cache: the same rendering, to the millisecond it was drawn.
    const again = (await get(`/product-details/${row.id}`)).body;
    expect(again).toBe(first);
    // Written straight to the database, as another instance would: its trigger's NOTIFY drops the cached page.
    // A tracking parameter is the same page (only the listing reads its query): no second rendering.
    expect((await get(`/product-details/${row.id}?utm_source=instagram`)).body).toBe(first);
    await t.db.update(products).set({ name: 'Body Wave After' }).where(eq(products.id, row.id));
    await expect
      .poll(async () => (await get(`/product-details/${row.id}`)).body, { timeout: 5_000 })
      .toContain('Body Wave After</h1>');
  });
});

describe('the other public pages', () => {
  it('renders a filtered listing with its products, and a canonical that keeps the filters but not the sort', async () => {
    const rows = await insertProducts(t.db, [
      { name: 'Pony Tail Listed One', category: 'Pony tail' },
      { name: 'Pony Tail Listed Two', category: 'Pony tail' },
    ]);
    const res = await get('/all?category=Pony%20tail&sort=price-asc&view=list');
    expect(res.statusCode).toBe(200);
    for (const row of rows) expect(res.body).toContain(row.name);
    expect(head(res.body)).toContain(`<link rel="canonical" href="${PUBLIC_URL}/all?category=Pony+tail"/>`);
    const [breadcrumb] = jsonLd(res.body);
    expect(breadcrumb?.['@type']).toBe('BreadcrumbList');
  });

  it('gives the home page the shop and its search box as structured data', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(head(res.body)).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"/>`);
    const graph = JSON.stringify(jsonLd(res.body));
    expect(graph).toContain('"@type":"Organization"');
    expect(graph).toContain(`"urlTemplate":"${PUBLIC_URL}/all?q={search_term_string}"`);
    expect(graph).toContain(`"email":"${t.app.services.settings.values.email}"`);
  });

  it('answers an unknown address with 404 and the not-found page', async () => {
    // '/promotions' once opened the admin's Promotions page to any signed-in shopper; it lives at /admin/promotions.
    expect((await get('/promotions')).statusCode).toBe(404);
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head(res.body)).toContain('<title>Page not found | Tressa</title>');
    expect(res.body).toContain('doorway to the great nothing');
  });

  it("answers HEAD (as link-preview fetchers ask first) with the page's status and type, and no body", async () => {
    const [row] = await insertProducts(t.db, [{ name: 'Previewed Closure' }]);
    const page = await t.app.inject({ method: 'HEAD', url: `/product-details/${row?.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe('');
    const missing = await t.app.inject({ method: 'HEAD', url: '/product-details/no-such-product' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends the plain shell for pages drawn in the browser only', async () => {
    for (const url of ['/cart', '/checkout', '/my-orders', '/admin/home']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('ssr-state');
    }
  });

  it('sends a page compressed as the browser accepts (brotli, else gzip), the same page either way', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await t.app.inject({
      method: 'GET',
      url: '/contact',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ method: 'GET', url: '/contact', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
  });

  it('loads no script before the first paint: it names them for its start script, the only inline script', async () => {
    const [row] = await insertProducts(t.db, [{ name: 'Preloaded Frontal' }]);
    const res = await get(`/product-details/${row?.id}`);
    const html = res.body;
    expect(head(html)).toContain('<link rel="stylesheet" crossorigin href="/assets/product-page.css">');
    // The entry, its chunk (named by the shell) and the page's own chunks, each once, loaded after the first paint.
    const start = html.match(/<script type="application\/json" id="app-start">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(start ?? 'null')).toEqual({
      entry: '/assets/main.js',
      modules: ['/assets/shared.js', '/assets/product-page.js', '/assets/gallery.js'],
    });
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('src="/assets/main.js"');
    // Every script is data, but one: the page's start script, which the policy allows by its hash.
    const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    const inline = scripts.filter(
      ([, attrs]) => !/type="module"[^>]* src=|type="application\/(ld\+)?json"/.test(attrs ?? ''),
    );
    expect(inline.map(([, , body]) => body)).toEqual([PAGE_START_SCRIPT]);
    const hash = createHash('sha256')
      .update(inline[0]?.[2] ?? '')
      .digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
  });
});
