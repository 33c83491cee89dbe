import { and, asc, count, desc, eq, lte, max, min, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompressedText } from '#server/compressed-text.ts';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { pick, seededRandom } from '#server/db/seed/random.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { CATEGORIES, type Category, SORTS } from '#shared/catalog.ts';
import type { Listing, ListingQuery } from '#shared/contract/catalog.ts';
import { toProduct } from './product-row.ts';
import { catalogRepository } from './repository.ts';
import { type CatalogService, catalogService } from './service.ts';

// The listing index must answer exactly as SQL over the products table does. The reference below is that SQL,
// written out plainly: every filter a WHERE, every facet a GROUP BY under the other filters, every page an
// ORDER BY … LIMIT … OFFSET. Hundreds of seeded-random queries must get the same answer from both.

type Filters = Pick<ListingQuery, 'q' | 'category' | 'brand' | 'maxPrice'>;

function where(f: Filters, omit?: 'category' | 'brand' | 'price'): SQL | undefined {
  const parts: SQL[] = [];
  if (f.category && omit !== 'category') parts.push(eq(products.category, f.category));
  if (f.brand && omit !== 'brand') parts.push(eq(products.brand, f.brand));
  if (f.maxPrice !== undefined && omit !== 'price') parts.push(lte(products.price, f.maxPrice));
  if (f.q) {
    const pattern = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`${products.searchText} LIKE ${pattern}`);
  }
  return and(...parts);
}

const ORDER = {
  latest: [desc(products.createdAt), desc(products.id)],
  'lowest-price': [asc(products.price), asc(products.id)],
  'highest-price': [desc(products.price), desc(products.id)],
  a2z: [asc(products.name), asc(products.id)],
  z2a: [desc(products.name), desc(products.id)],
};

async function referenceListing(db: Db, query: ListingQuery): Promise<Listing> {
  const { sort, page, perPage, ...f } = query;
  const [totalRow] = await db.select({ n: count() }).from(products).where(where(f));
  const categoryRows = await db
    .select({ value: products.category, count: count() })
    .from(products)
    .where(where(f, 'category'))
    .groupBy(products.category);
  const brands = await db
    .select({ value: products.brand, count: count() })
    .from(products)
    .where(where(f, 'brand'))
    .groupBy(products.brand)
    .orderBy(products.brand);
  const [range] = await db
    .select({ min: min(products.price), max: max(products.price) })
    .from(products)
    .where(where(f, 'price'));
  const rows = await db
    .select()
    .from(products)
    .where(where(f))
    .orderBy(...ORDER[sort])
    .limit(perPage)
    .offset((page - 1) * perPage);
  if (f.brand && !brands.some((b) => b.value === f.brand)) brands.push({ value: f.brand, count: 0 });
  const byCategory = new Map(categoryRows.map((r) => [r.value, r.count]));
  return {
    items: rows.map(toProduct),
    total: totalRow?.n ?? 0,
    page,
    perPage,
    priceRange: { min: range?.min ?? 0, max: range?.max ?? 0 },
    facets: {
      categories: CATEGORIES.map((value) => ({ value, count: byCategory.get(value) ?? 0 })),
      brands,
      // The option facets have their own reference (listing-options.test.ts): here the index's own are taken.
      options: [],
    },
  };
}

const withoutOptions = (l: Listing): Listing => ({ ...l, facets: { ...l.facets, options: [] } });

// Words, brands and prices chosen to collide: shared prices and dates (ties broken by id), brands that differ only
// in case or accents (the database's collation decides their order), names that sort differently by case.
const WORDS = [
  'Silk',
  'silky',
  'Body',
  'Wave',
  'deep',
  'Curly',
  'Kinky',
  'Yaki',
  'Bone',
  'Straight',
  'Lace',
  '100%',
];
const BRANDS = ['Luxe Locks', 'luxe locks', 'Crown & Co', 'Élan', 'Elan', 'Zuri', 'Braid_Co', 'Aurelia'];
const PRICES = [999, 1499, 1499, 2999, 4999, 4999, 7500, 12000, 18999, 38999];

function randomProducts(n: number) {
  const rng = seededRandom('listing-index');
  return Array.from({ length: n }, () => ({
    name: `${pick(rng, WORDS)} ${pick(rng, WORDS)} ${Math.floor(rng() * 50)}`,
    price: pick(rng, PRICES),
    category: pick(rng, CATEGORIES),
    brand: pick(rng, BRANDS),
    hoursAgo: Math.floor(rng() * 40),
  }));
}

const listing = (over: Partial<ListingQuery>): ListingQuery => ({
  sort: 'latest',
  page: 1,
  perPage: 9,
  brand: undefined,
  ...over,
});

function randomQuery(rng: () => number): ListingQuery {
  const query = listing({ sort: pick(rng, SORTS), page: 1 + Math.floor(rng() * 12) });
  if (rng() < 0.4) query.category = pick(rng, CATEGORIES) as Category;
  if (rng() < 0.3) query.brand = pick(rng, [...BRANDS, 'No Such Brand']);
  if (rng() < 0.3) query.maxPrice = rng() < 0.5 ? pick(rng, PRICES) : Math.floor(rng() * 40_000);
  if (rng() < 0.35) query.q = pick(rng, [...WORDS, 'wave b', 'zzz', 'hair', 'ex', '%', '_']).toLowerCase();
  if (rng() < 0.1) query.page = 1 + Math.floor(rng() * 80);
  return query;
}

describe('the listing index', () => {
  let database: TestDatabase;
  let catalog: CatalogService;

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertProducts(database.db, randomProducts(700));
    catalog = catalogService(catalogRepository(database.db), { responseCacheSeconds: 0 });
  });
  afterAll(() => database?.close());

  it('answers 400 random listings exactly as SQL does: items, total, facets and price range', async () => {
    const rng = seededRandom('queries');
    for (let i = 0; i < 400; i++) {
      const query = randomQuery(rng);
      expect(withoutOptions(await catalog.list(query)), JSON.stringify(query)).toEqual(
        await referenceListing(database.db, query),
      );
    }
  });

  it('sees a change made straight in the database at once, without being told', async () => {
    const query = listing({ sort: 'lowest-price', q: 'cheapest' });
    expect((await catalog.list(query)).total).toBe(0);
    const [added] = await insertProducts(database.db, [
      { name: 'The Cheapest Wig', price: 1, brand: 'Zuri' },
    ]);
    expect((await catalog.list(query)).items.map((p) => p.id)).toEqual([added?.id]);

    await database.db.execute(
      sql`UPDATE products SET price = 999999, category = 'Frontal' WHERE id = ${added?.id}`,
    );
    const moved = await catalog.list({ ...query, sort: 'highest-price', q: undefined });
    expect(moved.items[0]).toMatchObject({ id: added?.id, price: 999999, category: 'Frontal' });
    expect(withoutOptions(moved)).toEqual(
      await referenceListing(database.db, { ...query, sort: 'highest-price', q: undefined }),
    );

    await database.db.execute(sql`DELETE FROM products WHERE id = ${added?.id}`);
    expect((await catalog.list(query)).total).toBe(0);
  });

  it('keeps a search memo only for the catalogue it was found in', async () => {
    const query = listing({ sort: 'a2z', q: 'silk' });
    const before = await catalog.list(query);
    await insertProducts(database.db, [{ name: 'Silk Press Kit', price: 2500, brand: 'Zuri' }]);
    const after = await catalog.list(query);
    expect(after.total).toBe(before.total + 1);
    expect(withoutOptions(after)).toEqual(await referenceListing(database.db, query));
  });
});

describe('the listing response cache', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertProducts(database.db, randomProducts(60));
  });
  afterAll(() => database?.close());

  /** The JSON a listing answer sends to a client that takes no compression. */
  const textOf = async (answer: Promise<string | CompressedText>) => {
    const kept = await answer;
    return typeof kept === 'string' ? kept : (await kept.body(null)).toString();
  };

  it('holds no more bytes than it is given, however many listings are asked for', async () => {
    const bound = 40_000;
    const catalog = catalogService(catalogRepository(database.db), {
      responseCacheSeconds: 60,
      responseCacheBytes: bound,
    });
    let asked = 0;
    for (let page = 1; page <= 7; page++)
      for (const sort of SORTS) {
        const kept = await catalog.listingJson(listing({ sort, page }));
        asked += typeof kept === 'string' ? kept.length * 2 : kept.size;
      }
    expect(asked).toBeGreaterThan(bound * 2);
    expect(catalog.cacheBytes().listings).toBeGreaterThan(0);
    expect(catalog.cacheBytes().listings).toBeLessThanOrEqual(bound);
  });

  it('serves a cached answer until invalidated, then the catalogue as it is', async () => {
    const catalog = catalogService(catalogRepository(database.db), { responseCacheSeconds: 60 });
    const query = listing({ sort: 'latest' });
    const first = await catalog.listingJson(query);
    await insertProducts(database.db, [{ name: 'Fresh Arrival', hoursAgo: -1000 }]);
    expect(await catalog.listingJson(query)).toBe(first);
    catalog.invalidate();
    const fresh = JSON.parse(await textOf(catalog.listingJson(query))) as Listing;
    expect(fresh.items[0]?.name).toBe('Fresh Arrival');
  });
});
