import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { pick, seededRandom } from '#server/db/seed/random.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { rowsOf } from '#server/testing/table-fingerprint.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { CATEGORIES, type Category, SORTS } from '#shared/catalog.ts';
import { type Listing, type ListingQuery, listingQuerySchema } from '#shared/contract/catalog.ts';
import { randomOptionProduct } from './listing-options-fixture.ts';
import { catalogRepository } from './repository.ts';
import { type CatalogService, catalogService } from './service.ts';

// "One variant matches all chosen values" (issue 31): the listing index must answer option filters exactly as SQL
// over the variant tables does. The reference below is that SQL written out plainly — a product matches when a
// variant of it has a chosen value of every option named, is under the price cap and, when asked, in stock — over
// seeded-random catalogues with options in different orders, names in different cases and the #613-in-14″ /
// 1B-in-22″ trap everywhere.

type Group = { option: string; values: string[] };

/** The chosen values by option, as the query normalises them (`shade:#613`). */
function groupsOf(opt: string[] | undefined): Group[] {
  const groups = new Map<string, string[]>();
  for (const f of opt ?? []) {
    const at = f.indexOf(':');
    groups.set(f.slice(0, at), [...(groups.get(f.slice(0, at)) ?? []), f.slice(at + 1)]);
  }
  return [...groups].map(([option, values]) => ({ option, values }));
}

/** Variant `v` has a value of `g`'s option among its chosen ones (`reference_values`: see beforeAll). */
const hasValue = (g: Group) => sql`EXISTS (
  SELECT 1 FROM reference_values r
  WHERE r.variant_id = v.id AND r.option = ${g.option} AND r.value IN (${sql.join(
    g.values.map((x) => sql`${x}`),
    sql`, `,
  )}))`;

/** The variants that pass every filter on variants (but `skip`'s option, and the price cap when `noPrice`). */
function variantPasses(q: ListingQuery, opts: { noPrice?: boolean; skip?: SQL } = {}): SQL {
  const parts: SQL[] = [sql`v.product_id = p.id`];
  if (q.maxPrice !== undefined && !opts.noPrice) parts.push(sql`v.price <= ${q.maxPrice}`);
  if (q.inStock) parts.push(sql`v.stock > 0`);
  for (const g of groupsOf(q.opt))
    parts.push(opts.skip ? sql`(${opts.skip} = ${g.option} OR ${hasValue(g)})` : hasValue(g));
  return sql.join(parts, sql` AND `);
}

function productWhere(q: ListingQuery, omit?: 'category' | 'brand'): SQL[] {
  const parts: SQL[] = [];
  if (q.category && omit !== 'category') parts.push(sql`p.category = ${q.category}`);
  if (q.brand && omit !== 'brand') parts.push(sql`p.brand = ${q.brand}`);
  if (q.q) parts.push(sql`p.search_text LIKE ${`%${q.q.toLowerCase()}%`}`);
  return parts;
}

const where = (parts: SQL[]) => (parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``);

/** The listing by plain SQL: what the index must answer (option facets as counts by lower-cased names). */
async function reference(db: Db, q: ListingQuery) {
  const best = sql`(SELECT min(v.price) FROM product_variants v WHERE ${variantPasses(q, { noPrice: true })})`;
  const matching = (omit?: 'category' | 'brand') =>
    where([...productWhere(q, omit), sql`${best} IS NOT NULL`, sql`${best} <= ${q.maxPrice ?? 2 ** 31 - 1}`]);
  const order = {
    latest: sql`p.created_at DESC, p.id DESC`,
    'lowest-price': sql`best, p.price, p.id`,
    'highest-price': sql`best DESC, p.price DESC, p.id DESC`,
    a2z: sql`p.name, p.id`,
    z2a: sql`p.name DESC, p.id DESC`,
  }[q.sort];
  const items = await rowsOf<{ id: string; sku: string }>(
    db,
    sql`SELECT p.id, (SELECT v.sku FROM product_variants v WHERE ${variantPasses(q)} ORDER BY v.price, v.position LIMIT 1) AS sku,
          ${best} AS best FROM products p ${matching()} ORDER BY ${order}
        LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`,
  );
  const [total] = await rowsOf<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM products p ${matching()}`,
  );
  const [range] = await rowsOf<{ lo: number | null; hi: number | null }>(
    db,
    sql`SELECT min(${best}) AS lo, max(${best}) AS hi FROM products p ${where([...productWhere(q), sql`${best} IS NOT NULL`])}`,
  );
  const byCategory = await rowsOf<{ value: string; count: number }>(
    db,
    sql`SELECT category AS value, count(*)::int AS count FROM products p ${matching('category')} GROUP BY 1`,
  );
  const brands = await rowsOf<{ value: string; count: number }>(
    db,
    sql`SELECT brand AS value, count(*)::int AS count FROM products p ${matching('brand')} GROUP BY 1 ORDER BY 1`,
  );
  const facetRows = await rowsOf<{ option: string; value: string; count: number }>(
    db,
    sql`SELECT lower(o.name) AS option, lower(val.name) AS value, count(DISTINCT p.id)::int AS count
        FROM products p JOIN product_variants v ON v.product_id = p.id
        JOIN product_option_values val ON val.id IN (v.value1_id, v.value2_id, v.value3_id, v.value4_id)
        JOIN product_options o ON o.id = val.option_id
        ${where([...productWhere(q), variantPasses(q, { skip: sql`lower(o.name)` })])}
        GROUP BY 1, 2`,
  );
  const options: Record<string, Record<string, number>> = {};
  const facetOf = (name: string) => {
    options[name] ??= {};
    return options[name];
  };
  for (const r of facetRows) facetOf(r.option)[r.value] = r.count;
  // A chosen value some product has stays listed, at 0 when nothing has it now.
  for (const g of groupsOf(q.opt))
    for (const value of g.values) {
      const [known] = await rowsOf<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM product_option_values val JOIN product_options o ON o.id = val.option_id
            WHERE lower(o.name) = ${g.option} AND lower(val.name) = ${value}`,
      );
      if (known?.n) facetOf(g.option)[value] ??= 0;
    }
  if (q.brand && !brands.some((b) => b.value === q.brand)) brands.push({ value: q.brand, count: 0 });
  const counts = new Map(byCategory.map((r) => [r.value, r.count]));
  const filtered = q.opt !== undefined || q.inStock === true;
  return {
    items: items.map((r) => (filtered ? { id: r.id, sku: r.sku } : { id: r.id })),
    total: total?.n ?? 0,
    priceRange: { min: range?.lo ?? 0, max: range?.hi ?? 0 },
    categories: CATEGORIES.map((value) => ({ value, count: counts.get(value) ?? 0 })),
    brands,
    options,
  };
}

/** The index's answer in the reference's shape. */
const shaped = (l: Listing) => ({
  items: l.items.map((p) => (p.chosen ? { id: p.id, sku: p.chosen.sku } : { id: p.id })),
  total: l.total,
  priceRange: l.priceRange,
  categories: l.facets.categories,
  brands: l.facets.brands,
  options: Object.fromEntries(
    l.facets.options.map((o) => [
      o.name.toLowerCase(),
      Object.fromEntries(o.values.map((v) => [v.value.toLowerCase(), v.count])),
    ]),
  ),
});

const FILTERS = [
  'Shade:#613',
  'shade:1B',
  'SHADE:#27',
  'Length:22"',
  'length:12"',
  'Length:14"',
  'Texture:Body Wave',
  'texture:deep wave',
  'Shade:#999',
  'Colour:Red',
];

function randomQuery(rng: () => number): ListingQuery {
  const raw: Record<string, unknown> = { sort: pick(rng, SORTS), page: String(1 + Math.floor(rng() * 3)) };
  const n = Math.floor(rng() * 4);
  if (n) raw.opt = Array.from({ length: n }, () => pick(rng, FILTERS));
  if (rng() < 0.35) raw.inStock = '1';
  if (rng() < 0.3) raw.maxPrice = String(pick(rng, [1000, 1500, 2500, 3499]));
  if (rng() < 0.3) raw.category = pick(rng, CATEGORIES) as Category;
  if (rng() < 0.25) raw.brand = pick(rng, ['Zuri', 'Aurelia', 'Braidy']);
  if (rng() < 0.2) raw.q = pick(rng, ['wave', 'bundle', '613', 'deep', 'wig']);
  return listingQuerySchema.parse(raw);
}

describe('listing by option values', () => {
  let database: TestDatabase;
  let catalog: CatalogService;

  beforeAll(async () => {
    database = await createTestDatabase();
    const rng = seededRandom('listing-options');
    await insertProducts(
      database.db,
      Array.from({ length: 90 }, (_, i) => randomOptionProduct(rng, i)),
    );
    // Each variant's values by lower-cased option and value name, once, so the reference's EXISTS stay cheap.
    await database.db.execute(sql`
      CREATE TABLE reference_values AS
      SELECT v.id AS variant_id, lower(o.name) AS option, lower(val.name) AS value
      FROM product_variants v
      JOIN product_option_values val ON val.id IN (v.value1_id, v.value2_id, v.value3_id, v.value4_id)
      JOIN product_options o ON o.id = val.option_id`);
    await database.db.execute(sql`CREATE INDEX ON reference_values (variant_id, option)`);
    catalog = catalogService(catalogRepository(database.db), { responseCacheSeconds: 0 });
  });
  afterAll(() => database?.close());

  it('answers 200 random listings with option filters exactly as SQL does', {
    timeout: 120_000,
  }, async () => {
    const rng = seededRandom('option-queries');
    let narrowed = 0;
    for (let i = 0; i < 200; i++) {
      const query = randomQuery(rng);
      const answer = await catalog.list(query);
      if (query.opt && answer.total > 0) narrowed++;
      expect(shaped(answer), JSON.stringify(query)).toEqual(await reference(database.db, query));
    }
    // The random queries did filter by options and find products (not only empty answers).
    expect(narrowed).toBeGreaterThan(30);
  });

  it('patches its index when variants sell out or come back, answering as SQL does; reads it whole for other changes', {
    timeout: 120_000,
  }, async () => {
    const rng = seededRandom('stock-crossings');
    await catalog.list(listingQuerySchema.parse({}));
    const before = catalog.indexLoads();
    const variants = await rowsOf<{ id: string; stock: number }>(
      database.db,
      sql`SELECT id, stock FROM product_variants ORDER BY id`,
    );
    // Three sales, each in its own transaction (a version each): some variants sell out, others come back.
    for (let sale = 0; sale < 3; sale++) {
      const flipped = Array.from({ length: 12 }, () => pick(rng, variants));
      for (const v of flipped)
        await database.db.execute(
          sql`UPDATE product_variants SET stock = CASE WHEN stock > 0 THEN 0 ELSE 3 END WHERE id = ${v.id}`,
        );
    }
    for (let i = 0; i < 60; i++) {
      const query = randomQuery(rng);
      expect(shaped(await catalog.list(query)), JSON.stringify(query)).toEqual(
        await reference(database.db, query),
      );
    }
    const after = catalog.indexLoads();
    expect(after.whole).toBe(before.whole);
    expect(after.patched).toBeGreaterThan(before.patched);

    // A price is not stock: the index is read whole, and answers as SQL does.
    await database.db.execute(
      sql`UPDATE product_variants SET price = price + 100 WHERE id = ${variants[0]?.id}`,
    );
    const query = listingQuerySchema.parse({ sort: 'lowest-price', opt: ['Shade:#613'] });
    expect(shaped(await catalog.list(query))).toEqual(await reference(database.db, query));
    expect(catalog.indexLoads().whole).toBe(after.whole + 1);
  });

  it('lists only a product with #613 and 22" in one variant, not one with #613 in 12" and 1B in 22"', async () => {
    const [apart, together] = await insertProducts(database.db, [
      randomOptionProduct(() => 0, 0, {
        brand: 'Trap',
        combos: [
          ['#613', '12"'],
          ['1B', '22"'],
        ],
      }),
      randomOptionProduct(() => 0, 1, { brand: 'Trap', combos: [['#613', '22"']] }),
    ]);
    const listing = await catalog.list(
      listingQuerySchema.parse({ brand: 'Trap', opt: ['Shade:#613', 'Length:22"'] }),
    );
    expect(listing.items.map((p) => p.id)).toEqual([together?.id]);
    expect(listing.items.map((p) => p.id)).not.toContain(apart?.id);
  });
});
