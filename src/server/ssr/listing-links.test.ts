import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '#server/db/seed/demo-products.ts';
import { seedDemoCatalogue } from '#server/db/seed/seed-demo.ts';
import { readUrlset } from '#server/modules/seo/read-sitemap.ts';
import type { Listing } from '#shared/contract/catalog.ts';
import { head, PUBLIC_URL, ssrTestApp } from './ssr-fixture.ts';

// The listing's pages as a crawler that runs no JavaScript finds them (issue 30): its pager is made of links, and
// each page's address serves that page. Before, the pager was buttons: a crawl of the demo shop from its home page
// reached 45 of its 50 products.

let t: Awaited<ReturnType<typeof ssrTestApp>>;

beforeAll(async () => {
  t = await ssrTestApp();
  await seedDemoCatalogue(t.db, () => {});
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Every <a> of a page, with its attributes (values unescaped as a browser reads them). */
function anchors(html: string): Record<string, string>[] {
  return [...html.matchAll(/<a\s([^>]*)>/g)].map(([, attrs]) =>
    Object.fromEntries(
      [...(attrs ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name ?? '',
        (value ?? '')
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'"),
      ]),
    ),
  );
}

/** The anchors of the page's pager. */
function pager(html: string): Record<string, string>[] {
  const nav = /<nav aria-label="Pagination".*?<\/nav>/s.exec(html)?.[0];
  if (!nav) throw new Error('no pager on the page');
  return anchors(nav);
}

const listing = async (query: string) => (await get(`/api/products?${query}`)).json() as Promise<Listing>;

describe("a category listing's pager", () => {
  it('links page 2 with the full query, rel="next", and marks page 1 as the current one', async () => {
    const res = await get('/all?category=Human%20hair&sort=a2z');
    expect(res.statusCode).toBe(200);
    const links = pager(res.body);
    const next = links.find((a) => a.rel === 'next');
    expect(next?.href).toBe('/all?category=Human+hair&sort=a2z&page=2');
    expect(links.find((a) => a['aria-label'] === 'Page 2')?.href).toBe(next?.href);
    const current = links.find((a) => a['aria-current'] === 'page');
    expect(current).toMatchObject({ 'aria-label': 'Page 1', href: '/all?category=Human+hair&sort=a2z' });
    // Page 1 has no previous page: a link to nowhere, said to be unavailable.
    expect(links.find((a) => a.rel === 'prev')).toBeUndefined();
    expect(res.body).toMatch(/<a role="link" aria-disabled="true"[^>]*>.*?Previous<\/a>/);
  });

  it("serves page 2's products at ?page=2, linked back to page 1, with a canonical of its own", async () => {
    const second = await listing('category=Human%20hair&page=2');
    const first = await listing('category=Human%20hair');
    expect(second.items.length).toBeGreaterThan(0);
    const res = await get('/all?category=Human%20hair&page=2');
    expect(res.statusCode).toBe(200);
    for (const p of second.items) expect(res.body).toContain(`${p.name}</h3>`);
    for (const p of first.items) expect(res.body).not.toContain(`${p.name}</h3>`);
    const links = pager(res.body);
    expect(links.find((a) => a.rel === 'prev')?.href).toBe('/all?category=Human+hair');
    expect(links.find((a) => a['aria-current'] === 'page')?.['aria-label']).toBe('Page 2');
    expect(head(res.body)).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/all?category=Human+hair&amp;page=2"/>`,
    );
    // A sorted view's page is another order of the same products: its canonical is the listing's first page.
    const sorted = await get('/all?category=Human%20hair&sort=a2z&page=2');
    expect(head(sorted.body)).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/all?category=Human+hair"/>`,
    );
  });
});

describe('a listing filtered by option values (issue 31)', () => {
  it('renders the filtered products, keeps every opt in the pager, and points its canonical at the listing', async () => {
    const query = 'opt=length%3A10%22&opt=length%3A30%22&inStock=1';
    const api = await listing(query);
    const all = await listing('');
    expect(api.total).toBeGreaterThan(9);
    expect(api.total).toBeLessThan(all.total);
    const res = await get(`/all?${query}`);
    expect(res.statusCode).toBe(200);
    for (const p of api.items) expect(res.body).toContain(`${p.name}</h3>`);
    const next = pager(res.body).find((a) => a.rel === 'next');
    expect(new URL(next?.href ?? '', PUBLIC_URL).searchParams.getAll('opt')).toEqual([
      'length:10"',
      'length:30"',
    ]);
    expect(next?.href).toContain('inStock=1');
    expect(head(res.body)).toContain(`<link rel="canonical" href="${PUBLIC_URL}/all"/>`);
  });
});

describe('a crawler that follows links and runs no JavaScript', () => {
  it('reaches every product of the demo shop from its home page', async () => {
    const seen = new Set<string>();
    const queue = ['/'];
    const products = new Set<string>();
    while (queue.length > 0) {
      const url = queue.shift() as string;
      if (seen.has(url)) continue;
      seen.add(url);
      const res = await get(url);
      const product = /^\/product-details\/([^/?]+)$/.exec(url.split('?')[0] ?? '')?.[1];
      if (product && res.statusCode === 200) products.add(decodeURIComponent(product));
      // Only pages the server renders: the client-only pages (cart, sign-in, …) have no links of their own.
      if (res.statusCode !== 200 || !res.body.includes('id="ssr-state"')) continue;
      for (const { href } of anchors(res.body)) {
        if (!href) continue;
        const target = new URL(href, `${PUBLIC_URL}${url}`);
        if (target.origin !== PUBLIC_URL) continue;
        const path = `${target.pathname}${target.search}`;
        if (!seen.has(path)) queue.push(path);
      }
    }
    expect([...products].sort()).toEqual(DEMO_PRODUCTS.map((p) => p.slug).sort());

    // The sitemap's listings file names each listing page the crawl found, the way the pager links it.
    const listed = readUrlset((await get('/sitemaps/listings.xml')).body).map((u) => u.loc);
    // The home page's tiles write a space as %20, the pager as +: the same address to a crawler's URL parser.
    const normal = (u: string) => {
      const url = new URL(u, PUBLIC_URL);
      return `${url.pathname}?${url.searchParams}`;
    };
    const listingPages = [...seen].filter((u) => /^\/all(\?(category|brand)=[^&]+)?([?&]page=\d+)?$/.test(u));
    expect(listingPages).toContain('/all?category=Human+hair&page=2');
    expect(listed.map(normal)).toEqual(expect.arrayContaining(listingPages.map(normal)));
  });
});

describe("the sitemap's listing pages", () => {
  it('each answer 200 and name themselves as their canonical, so a search engine keeps them', async () => {
    const listed = readUrlset((await get('/sitemaps/listings.xml')).body)
      .map((u) => u.loc)
      .filter((loc) => loc.startsWith(`${PUBLIC_URL}/all`));
    expect(listed).toContain(`${PUBLIC_URL}/all?category=Frontal&page=2`);
    for (const loc of listed) {
      const res = await get(loc.slice(PUBLIC_URL.length));
      expect(res.statusCode, loc).toBe(200);
      expect(head(res.body), loc).toContain(`<link rel="canonical" href="${loc.replace(/&/g, '&amp;')}"/>`);
    }
  });
});
