import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOffers } from '#server/db/schema.ts';
import { insertProducts, variantOf } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { activeOffers } from './active-offers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);

describe('GET /api/offers', () => {
  it('answers an empty list, publicly, cacheable for a minute', async () => {
    const res = await t.app.inject({ url: '/api/offers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ offers: [] });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('lists only the offers running now: not paused, started, not ended', async () => {
    const base = { minQty: 3, percent: 10 };
    const [open, windowed] = await t.db
      .insert(bundleOffers)
      .values([
        { ...base, label: 'open' },
        {
          ...base,
          label: 'windowed',
          minQty: 4,
          percent: 15,
          categories: ['Frontal'],
          productIds: ['p-1'],
          startsAt: inDays(-1),
          endsAt: inDays(1),
        },
      ])
      .returning();
    await t.db.insert(bundleOffers).values([
      { ...base, label: 'paused', paused: true },
      { ...base, label: 'scheduled', startsAt: inDays(1) },
      { ...base, label: 'expired', startsAt: inDays(-3), endsAt: inDays(-1) },
      { ...base, label: 'paused in its window', paused: true, startsAt: inDays(-1), endsAt: inDays(1) },
    ]);

    const res = await t.app.inject({ url: '/api/offers' });
    expect(res.statusCode).toBe(200);
    const { offers } = res.json();
    expect(offers.map((o: { label: string }) => o.label).sort()).toEqual(['open', 'windowed']);
    expect(offers).toContainEqual({
      id: windowed?.id,
      label: 'windowed',
      minQty: 4,
      percent: 15,
      target: { categories: ['Frontal'], productIds: ['p-1'], variantIds: [] },
      endsAt: windowed?.endsAt?.toISOString(),
      variantCounts: {},
    });
    expect(offers).toContainEqual({
      id: open?.id,
      label: 'open',
      minQty: 3,
      percent: 10,
      target: { categories: [], productIds: [], variantIds: [] },
      endsAt: null,
      variantCounts: {},
    });
  });

  it('counts the variants it names by product, for cards that carry no variant ids (issue 31)', async () => {
    const [wave, straight] = await insertProducts(t.db, [
      { name: 'Counted Wave', lengths: ['12"', '14"', '16"'] },
      { name: 'Counted Straight', lengths: ['12"', '14"'] },
    ]);
    const named = await Promise.all([
      variantOf(t.db, wave?.id ?? '', '12"'),
      variantOf(t.db, wave?.id ?? '', '16"'),
      variantOf(t.db, straight?.id ?? '', '14"'),
    ]);
    await t.db.insert(bundleOffers).values({
      label: 'counted',
      minQty: 2,
      percent: 5,
      // One id of a variant since deleted: counted for no product.
      variantIds: [...named.map((v) => v?.id ?? ''), 'v-gone'],
    });
    const { offers } = (await t.app.inject({ url: '/api/offers' })).json();
    const counted = offers.find((o: { label: string }) => o.label === 'counted');
    expect(counted.variantCounts).toEqual({ [wave?.id ?? '']: 2, [straight?.id ?? '']: 1 });
  });

  it('counts a start as begun at its instant and an end as over at its instant', async () => {
    const startsAt = new Date('2030-06-01T09:00:00Z');
    const endsAt = new Date('2030-06-02T09:00:00Z');
    await t.db.insert(bundleOffers).values({ label: 'edges', minQty: 2, percent: 5, startsAt, endsAt });
    const labels = async (at: Date) => (await activeOffers(t.db, at)).map((o) => o.label);
    expect(await labels(new Date(startsAt.getTime() - 1))).not.toContain('edges');
    expect(await labels(startsAt)).toContain('edges');
    expect(await labels(new Date(endsAt.getTime() - 1))).toContain('edges');
    expect(await labels(endsAt)).not.toContain('edges');
  });
});
