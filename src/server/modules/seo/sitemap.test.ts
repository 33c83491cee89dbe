import { asc, count, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema.ts';
import { errorHandler } from '#server/plugins/error-handler.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { CATEGORIES, DEFAULT_PER_PAGE } from '#shared/catalog.ts';
import { adminProductsRepository } from '../admin/products-repository.ts';
import { readSitemapIndex, readUrlset } from './read-sitemap.ts';
import { seo } from './routes.ts';

// A catalogue larger than the file size: 50 URLs a file here stands for the protocol's 50,000, and a batch of 7
// makes every file end in the middle of a batch.
const PER_FILE = 50;
const PUBLIC_URL = 'https://shop.example';
const ODD_ID = `crown&co<wig>"1"`;
const ODD_BRAND = `Crown & Co <"Luxe">`;

let database: TestDatabase;
let app: ReturnType<typeof Fastify>;
let deletedId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const base = Date.UTC(2026, 2, 1, 9, 30, 15, 250);
  await database.db.insert(products).values(
    Array.from({ length: 124 }, (_, i) => ({
      name: `Bundle ${i}`,
      price: 1000 + i,
      category: CATEGORIES[i % 3] as string,
      brand: i % 2 ? 'Braidy' : 'Luxe Locks',
      description: 'For the sitemap.',
      createdAt: new Date(base - i * 60_000),
      // Every third product was edited since: its edit is its last change.
      editedAt: i % 3 === 0 ? new Date(base + i * 1_000 + 7) : null,
    })),
  );
  const [odd] = await insertProducts(database.db, [{ id: ODD_ID, brand: ODD_BRAND, category: 'Frontal' }]);
  const [gone] = await insertProducts(database.db, [{ name: 'Discontinued wig', category: 'Pony tail' }]);
  if (!odd || !gone) throw new Error('no fixture products');
  deletedId = gone.id;
  // Deleted the way the admin deletes a product.
  expect(await adminProductsRepository(database.db).delete(deletedId)).toBe(true);

  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(seo, { db: database.db, publicUrl: PUBLIC_URL, urlsPerFile: PER_FILE, batchSize: 7 });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The products as the database holds them, in the order the files split them, with their last change. */
async function productsInDatabase() {
  const rows = await database.db
    .select({ id: products.id, createdAt: products.createdAt, editedAt: products.editedAt })
    .from(products)
    .orderBy(asc(products.id));
  return rows.map((r) => ({ id: r.id, lastmod: (r.editedAt ?? r.createdAt).toISOString() }));
}

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the sitemap index', () => {
  it('lists one product file per 50 products, then the listings, each with its newest change', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const db = await productsInDatabase();
    expect(db).toHaveLength(125);
    const newest = (rows: typeof db) =>
      rows
        .map((r) => r.lastmod)
        .sort()
        .at(-1);
    expect(readSitemapIndex(res.body)).toEqual([
      { loc: `${PUBLIC_URL}/sitemaps/products-1.xml`, lastmod: newest(db.slice(0, 50)) },
      { loc: `${PUBLIC_URL}/sitemaps/products-2.xml`, lastmod: newest(db.slice(50, 100)) },
      { loc: `${PUBLIC_URL}/sitemaps/products-3.xml`, lastmod: newest(db.slice(100)) },
      { loc: `${PUBLIC_URL}/sitemaps/listings.xml`, lastmod: newest(db) },
    ]);
  });
});

describe('the product files', () => {
  it('hold 50, 50 and 25 URLs: together every product in the database once, the deleted one nowhere', async () => {
    const db = await productsInDatabase();
    const files = [];
    for (const n of [1, 2, 3]) {
      const res = await get(`/sitemaps/products-${n}.xml`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      files.push(readUrlset(res.body));
    }
    expect(files.map((f) => f.length)).toEqual([50, 50, 25]);
    const expected = (rows: typeof db) =>
      rows.map((r) => ({
        loc: `${PUBLIC_URL}/product-details/${encodeURIComponent(r.id)}`,
        lastmod: r.lastmod,
      }));
    expect(files[0]).toEqual(expected(db.slice(0, 50)));
    expect(files[1]).toEqual(expected(db.slice(50, 100)));
    expect(files[2]).toEqual(expected(db.slice(100)));
    const ids = files.flat().map((u) => decodeURIComponent(u.loc.split('/product-details/')[1] as string));
    expect(new Set(ids).size).toBe(125);
    expect(ids).not.toContain(deletedId);
    expect(ids).toContain(ODD_ID);
  });

  it('escapes an id with &, < and quotes so the URL and the XML both stay intact', async () => {
    const bodies = await Promise.all(
      [1, 2, 3].map(async (n) => (await get(`/sitemaps/products-${n}.xml`)).body),
    );
    const loc = `<loc>${PUBLIC_URL}/product-details/crown%26co%3Cwig%3E%221%22</loc>`;
    expect(bodies.filter((b) => b.includes(loc))).toHaveLength(1);
  });

  it('answers a file past the end, file 0 or another name with 404 in the API error shape', async () => {
    for (const name of [
      'products-4.xml',
      'products-0.xml',
      'products-01.xml',
      'products-x.xml',
      'nope.xml',
    ]) {
      const res = await get(`/sitemaps/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toEqual({ error: { code: 'not_found', message: 'No such sitemap file' } });
      expect(res.headers['cache-control'], name).toBeUndefined();
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/sitemaps/products-3.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/sitemaps/products-4.xml' })).statusCode).toBe(404);
  });
});

describe('the listings file', () => {
  const newest = async (where: ReturnType<typeof sql>) => {
    const rows = await database.db
      .select({ createdAt: products.createdAt, editedAt: products.editedAt })
      .from(products)
      .where(where);
    return rows
      .map((r) => (r.editedAt ?? r.createdAt).toISOString())
      .sort()
      .at(-1);
  };
  const category = (c: string) => newest(sql`${products.category} = ${c}`);
  const brand = (b: string) => newest(sql`${products.brand} = ${b}`);
  /** Page `n` of a listing as the storefront's pager links it. */
  const paged = (loc: string, n: number) =>
    n === 1 ? loc : `${loc}${loc.includes('?') ? '&' : '?'}page=${n}`;

  it('has the home and contact pages, then the first page of /all, each category and brand with products, as the storefront writes their URLs', async () => {
    const res = await get('/sitemaps/listings.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    // Pony tail's only product was deleted: its listing is empty and left out.
    expect(readUrlset(res.body).slice(0, 10)).toEqual([
      { loc: `${PUBLIC_URL}/`, lastmod: await newest(sql`true`) },
      { loc: `${PUBLIC_URL}/contact` },
      { loc: `${PUBLIC_URL}/all`, lastmod: await newest(sql`true`) },
      { loc: `${PUBLIC_URL}/all?category=Human+hair`, lastmod: await category('Human hair') },
      { loc: `${PUBLIC_URL}/all?category=Synthetic+hair`, lastmod: await category('Synthetic hair') },
      { loc: `${PUBLIC_URL}/all?category=Extensions`, lastmod: await category('Extensions') },
      { loc: `${PUBLIC_URL}/all?category=Frontal`, lastmod: await category('Frontal') },
      { loc: `${PUBLIC_URL}/all?brand=Braidy`, lastmod: await brand('Braidy') },
      {
        loc: `${PUBLIC_URL}/all?brand=Crown+%26+Co+%3C%22Luxe%22%3E`,
        lastmod: await brand(ODD_BRAND),
      },
      { loc: `${PUBLIC_URL}/all?brand=Luxe+Locks`, lastmod: await brand('Luxe Locks') },
    ]);
  });

  it("names every page of each listing, 9 products a page, as the listing's pager links them (issue 30)", async () => {
    const urls = readUrlset((await get('/sitemaps/listings.xml')).body);
    const pagesOf = (loc: string) =>
      urls.filter(
        (u) => u.loc === loc || u.loc.startsWith(`${loc}&page=`) || u.loc.startsWith(`${loc}?page=`),
      );
    const expectPages = async (loc: string, products: number, lastmod: string | undefined) => {
      const want = Array.from({ length: Math.ceil(products / DEFAULT_PER_PAGE) }, (_, i) => ({
        loc: paged(loc, i + 1),
        lastmod,
      }));
      expect(pagesOf(loc), loc).toEqual(want);
    };
    const counted = async (where: ReturnType<typeof sql>) =>
      (await database.db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0;
    // 125 products: /all has 14 pages; Human hair 42 products, 5 pages; Braidy 62, 7 pages.
    await expectPages(`${PUBLIC_URL}/all`, await counted(sql`true`), await newest(sql`true`));
    for (const c of ['Human hair', 'Synthetic hair', 'Extensions', 'Frontal']) {
      const loc = `${PUBLIC_URL}/all?category=${c.replace(' ', '+')}`;
      await expectPages(loc, await counted(sql`${products.category} = ${c}`), await category(c));
    }
    for (const b of ['Braidy', 'Luxe Locks']) {
      const loc = `${PUBLIC_URL}/all?brand=${b.replace(' ', '+')}`;
      await expectPages(loc, await counted(sql`${products.brand} = ${b}`), await brand(b));
    }
    expect(pagesOf(`${PUBLIC_URL}/all`)).toHaveLength(14);
    expect(urls).toHaveLength(2 + 14 + 5 + 5 + 5 + 1 + 7 + 1 + 7);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
  });

  it('stops at the pages it is told to list, the same depth for every listing', async () => {
    const capped = Fastify();
    capped.setValidatorCompiler(validatorCompiler);
    capped.setSerializerCompiler(serializerCompiler);
    await capped.register(seo, { db: database.db, publicUrl: PUBLIC_URL, listingPagesListed: 3 });
    try {
      const urls = readUrlset((await capped.inject({ method: 'GET', url: '/sitemaps/listings.xml' })).body);
      const locs = urls.map((u) => u.loc);
      expect(locs.filter((l) => l.includes('page='))).toEqual([
        `${PUBLIC_URL}/all?page=2`,
        `${PUBLIC_URL}/all?category=Human+hair&page=2`,
        `${PUBLIC_URL}/all?category=Synthetic+hair&page=2`,
        `${PUBLIC_URL}/all?category=Extensions&page=2`,
        `${PUBLIC_URL}/all?brand=Braidy&page=2`,
        `${PUBLIC_URL}/all?brand=Luxe+Locks&page=2`,
        `${PUBLIC_URL}/all?page=3`,
        `${PUBLIC_URL}/all?category=Human+hair&page=3`,
        `${PUBLIC_URL}/all?category=Synthetic+hair&page=3`,
        `${PUBLIC_URL}/all?category=Extensions&page=3`,
        `${PUBLIC_URL}/all?brand=Braidy&page=3`,
        `${PUBLIC_URL}/all?brand=Luxe+Locks&page=3`,
      ]);
      expect(locs).toHaveLength(10 + 12);
    } finally {
      await capped.close();
    }
  });
});
