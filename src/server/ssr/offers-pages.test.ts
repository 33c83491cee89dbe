import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../testing/admin-fixtures.ts';
import { insertProducts } from '../testing/fixtures.ts';
import { PAGE_MAX_AGE_MS } from './pages.ts';
import { pageState, ssrTestApp } from './ssr-fixture.ts';

// Bundle offers on the server-rendered listing and product page (issue 17): drawn into the first HTML, so no badge
// appears after the page shows, and no older than the offers' own minute, though the catalogue did not change.

let t: Awaited<ReturnType<typeof ssrTestApp>>;

beforeAll(async () => {
  t = await ssrTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

/** The page's rendering once it is kept (a NOTIFY from inserting the product may drop the first one). */
async function cachedPage(url: string) {
  let previous = await get(url);
  await expect
    .poll(async () => {
      const now = await get(url);
      const same = now === previous;
      previous = now;
      return same;
    })
    .toBe(true);
  return previous;
}

/** Moves the clock the page cache reads (lru-cache's, performance.now) past a rendered page's minute. */
async function pastPageMaxAge() {
  const now = performance.now.bind(performance);
  vi.spyOn(performance, 'now').mockImplementation(() => now() + PAGE_MAX_AGE_MS + 1_000);
  // lru-cache keeps the time it last read for a millisecond.
  await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('a bundle offer on the rendered pages', () => {
  it('is in the HTML of the product page and the listing, and shows within a minute of the admin adding it', async () => {
    const name = `Offer Wave ${Date.now()}`;
    const [row] = await insertProducts(t.db, [{ name, category: 'Human hair' }]);
    if (!row) throw new Error('no product');
    const productUrl = `/product-details/${row.id}`;
    const listingUrl = `/all?q=${encodeURIComponent(name)}`;
    const before = await cachedPage(productUrl);
    expect(before).toContain(`${name}</h1>`);
    expect(before).not.toContain('Wave deal');
    expect(await cachedPage(listingUrl)).not.toContain('Wave deal');

    const admin = await signedInAdmin(t);
    const created = await admin.request('POST', '/api/admin/promotions/offers', {
      label: 'Wave deal: 25% off',
      minQty: 3,
      percent: 25,
      target: { categories: [], productIds: [row.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    // Within the minute a kept page may still be the one drawn before.
    expect(await get(productUrl)).toBe(before);

    await pastPageMaxAge();
    const product = await get(productUrl);
    expect(product).toContain('Wave deal: 25% off');
    expect(product).toContain('Buy 3 or more: 25% off those items at checkout');
    // The browser is handed the offers the page was drawn with, so hydrating it draws the same and asks nothing.
    expect(pageState(product).query.queries.map((q) => q.queryKey)).toContainEqual(['offers']);
    const listing = await get(listingUrl);
    expect(listing).toContain('Wave deal: 25% off');
    expect(pageState(listing).query.queries.map((q) => q.queryKey)).toContainEqual(['offers']);

    // Another product is not covered: its page shows no offer (its state still lists the shop's offers).
    const [other] = await insertProducts(t.db, [{ name: `Not On Offer ${Date.now()}`, category: 'Frontal' }]);
    if (!other) throw new Error('no product');
    const otherPage = await get(`/product-details/${other.id}`);
    expect(otherPage).toContain('Not On Offer');
    expect(otherPage).not.toContain('Buy 3 or more');
  });
});
