import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import {
  type Listing,
  type Product,
  type ProductDetail,
  productDetailSchema,
} from '#shared/contract/catalog.ts';
import { FIXTURE } from './catalog-fixture.ts';

let t: TestApp;
let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await insertProducts(
    t.db,
    FIXTURE.map(({ key: _key, ...p }) => ({ ...p, description: `${p.name}, described.` })),
  );
  ids = Object.fromEntries(FIXTURE.map((f, i) => [f.key, rows[i]?.id ?? '']));
});
afterAll(() => t.close());

async function list(query = ''): Promise<Listing> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const keysOf = (l: Listing) => l.items.map((i) => FIXTURE.find((f) => f.name === i.name)?.key);

describe('GET /api/products', () => {
  it('lists the latest first, 9 per page, with every field', async () => {
    const l = await list();
    expect(l.total).toBe(12);
    expect(l.page).toBe(1);
    expect(l.perPage).toBe(9);
    expect(keysOf(l)).toEqual([
      'silk',
      'body',
      'kinky',
      'yaki',
      'clip',
      'tape',
      'drawstring',
      'wrap',
      'lace',
    ]);
    const first = l.items[0] as Product;
    expect(Object.keys(first).sort()).toEqual(
      [
        'brand',
        'category',
        'createdAt',
        'description',
        'id',
        'imageURL',
        'maxPerOrder',
        'name',
        'price',
        'rating',
        'variantSummary',
      ].sort(),
    );
    expect(first).toMatchObject({
      id: ids.silk,
      price: 12000,
      // Its variants summed up: a listing carries none of them (a product may have 2,048).
      variantSummary: { count: 2, inStock: 2, minPrice: 12000, maxPrice: 12000 },
      imageURL: [],
      maxPerOrder: 10,
      rating: { average: 0, count: 0 },
    });
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
  });

  it('pages: the second page holds the rest; past the end is empty; perPage changes the size', async () => {
    expect(keysOf(await list('?page=2'))).toEqual(['closure', 'percent', 'afro']);
    const past = await list('?page=3');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(12);
    expect((await list('?perPage=5&page=3')).items).toHaveLength(2);
    expect((await list('?perPage=48')).items).toHaveLength(12);
  });

  it.each([
    ['lowest-price', ['yaki', 'afro', 'drawstring', 'wrap', 'percent', 'clip', 'kinky', 'tape', 'silk']],
    ['highest-price', ['lace', 'closure', 'body', 'silk', 'tape', 'kinky', 'clip', 'percent', 'wrap']],
    ['a2z', ['percent', 'afro', 'body', 'clip', 'closure', 'drawstring', 'lace', 'kinky', 'silk']],
    ['z2a', ['yaki', 'wrap', 'tape', 'silk', 'kinky', 'lace', 'drawstring', 'closure', 'clip']],
  ])('sorts by %s', async (sort, expected) => {
    expect(keysOf(await list(`?sort=${sort}`))).toEqual(expected);
  });

  it('filters by category', async () => {
    const l = await list('?category=Frontal');
    expect(keysOf(l)).toEqual(['lace', 'closure']);
    expect(l.total).toBe(2);
    expect((await list('?category=All')).total).toBe(12);
  });

  it('filters by brand', async () => {
    expect(keysOf(await list('?brand=Braidy'))).toEqual(['yaki', 'drawstring', 'closure', 'percent']);
    expect((await list(`?brand=${encodeURIComponent('Crown & Co')}`)).total).toBe(3);
  });

  it('filters by maximum price, inclusive', async () => {
    expect(keysOf(await list('?maxPrice=2500&sort=lowest-price'))).toEqual(['yaki', 'afro', 'drawstring']);
  });

  it('searches name, category and brand, case-insensitive, as a substring', async () => {
    expect(keysOf(await list('?q=BUNDLE'))).toEqual(['silk', 'body']);
    expect((await list('?q=pony')).total).toBe(3); // the "Pony tail" category, and two names
    expect(keysOf(await list('?q=raid'))).toEqual(['yaki', 'drawstring', 'closure', 'percent']); // brand Braidy
    expect(keysOf(await list('?q=%20synthetic%20'))).toEqual(['kinky', 'yaki']); // trimmed
  });

  it('treats % and _ in a search literally and never matches across fields', async () => {
    expect(keysOf(await list('?q=100%25'))).toEqual(['percent']);
    expect(keysOf(await list('?q=remy_'))).toEqual(['percent']);
    expect((await list('?q=_')).total).toBe(1);
    expect((await list('?q=bundlehuman')).total).toBe(0);
    expect((await list(`?q=${encodeURIComponent('bundle human')}`)).total).toBe(0);
  });

  it('combines every filter', async () => {
    const l = await list('?category=Human%20hair&brand=Luxe%20Locks&maxPrice=13000&q=silk');
    expect(keysOf(l)).toEqual(['silk']);
    expect((await list('?category=Human%20hair&brand=Luxe%20Locks&maxPrice=11999')).total).toBe(0);
    expect(keysOf(await list('?category=Pony%20tail&maxPrice=3000&sort=highest-price'))).toEqual([
      'drawstring',
      'afro',
    ]);
  });

  it('answers the facets and the price range of the whole catalogue', async () => {
    const l = await list();
    expect(l.priceRange).toEqual({ min: 900, max: 40000 });
    expect(l.facets.categories).toEqual([
      { value: 'Human hair', count: 3 },
      { value: 'Synthetic hair', count: 2 },
      { value: 'Extensions', count: 2 },
      { value: 'Pony tail', count: 3 },
      { value: 'Frontal', count: 2 },
    ]);
    expect(l.facets.brands).toEqual([
      { value: 'Braidy', count: 4 },
      { value: 'Crown & Co', count: 3 },
      { value: 'Luxe Locks', count: 5 },
    ]);
  });

  it('counts each facet under the other filters, but not its own', async () => {
    const l = await list('?category=Pony%20tail&brand=Braidy');
    expect(l.total).toBe(1);
    // Category counts apply the brand filter only; brand counts apply the category filter only.
    expect(l.facets.categories.find((c) => c.value === 'Frontal')?.count).toBe(1);
    expect(l.facets.categories.find((c) => c.value === 'Pony tail')?.count).toBe(1);
    expect(l.facets.brands).toEqual([
      { value: 'Braidy', count: 1 },
      { value: 'Crown & Co', count: 1 },
      { value: 'Luxe Locks', count: 1 },
    ]);
    // The price range ignores the price filter, so the slider can move back up.
    const priced = await list('?category=Frontal&maxPrice=20000');
    expect(priced.total).toBe(1);
    expect(priced.priceRange).toEqual({ min: 18000, max: 40000 });
  });

  it('keeps a chosen brand listed, with 0, when other filters leave nothing of it', async () => {
    const l = await list('?category=Extensions&brand=Braidy');
    expect(l.total).toBe(0);
    expect(l.items).toEqual([]);
    expect(l.facets.brands).toContainEqual({ value: 'Braidy', count: 0 });
  });

  it.each([
    ['?sort=cheapest', 'sort'],
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=two', 'page'],
    ['?perPage=49', 'perPage'],
    ['?perPage=0', 'perPage'],
    ['?maxPrice=ten', 'maxPrice'],
    ['?maxPrice=12.50', 'maxPrice'],
    ['?category=Wigs', 'category'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toContain(field);
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${ids.lace}` });
    expect(res.statusCode).toBe(200);
    const p: ProductDetail = res.json();
    expect(p).toMatchObject({ id: ids.lace, name: 'HD Lace Frontal', price: 40000, brand: 'Luxe Locks' });
    expect(p.editedAt).toBeNull();
    // Sent as kept text, not through the response schema's serialiser: nothing more than the schema says.
    expect(productDetailSchema.parse(p)).toEqual(p);
  });

  it('answers the stock a checkout took at once, though the answer before it was kept', async () => {
    const [product] = await insertProducts(t.db, [
      { name: 'Kept Body Wave', price: 9_900, variants: [{ length: '16"', stock: 5 }] },
    ]);
    const stock = async () =>
      ((await t.app.inject({ method: 'GET', url: `/api/products/${product?.id}` })).json() as ProductDetail)
        .variants[0]?.stock;
    expect(await stock()).toBe(5);
    expect(await stock()).toBe(5);
    const started = await (await shopper(t)).createIntent([
      { productId: product?.id ?? '', size: '16"', qty: 2 },
    ]);
    expect(started.statusCode, started.body).toBe(200);
    // The stock's live event travels through the database's NOTIFY, which arrives a moment after the commit.
    await expect.poll(stock, { timeout: 3_000 }).toBe(3);
  });

  it.each(['does-not-exist', '00000000-0000-0000-0000-000000000000'])('404s for %s', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No product Found' } });
  });
});

describe('GET /api/products/lookup', () => {
  it('answers the products it knows and leaves out the rest', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/lookup?ids=${ids.silk},nope,${ids.afro}`,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((p: Product) => p.name)
        .sort(),
    ).toEqual(['Afro Puff', 'Silk Straight Bundle']);
  });

  it('rejects an empty list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/lookup?ids=' });
    expect(res.statusCode).toBe(400);
  });
});
