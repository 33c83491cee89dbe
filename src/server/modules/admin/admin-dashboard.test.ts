import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { insertOrders, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { PAID_STATUSES } from '#shared/order-status.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
const DAY = 86_400_000;

/** The date in London of an instant, as YYYY-MM-DD. */
const londonDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);

beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_TIME_ZONE: 'Europe/London' } });
  admin = await signedInAdmin(t);
  await insertProducts(t.db, [{}, {}, {}]);
  const now = Date.now();
  await insertOrders(t.db, [
    { status: 'placed', total: 1_000, placedAt: new Date(now - 60_000) },
    { status: 'placed', total: 2_500, placedAt: new Date(now - 3 * DAY) },
    { status: 'processing', total: 4_000, placedAt: new Date(now - 3 * DAY) },
    { status: 'shipped', total: 7_000, placedAt: new Date(now - 10 * DAY) },
    { status: 'shipped', total: 3_000, placedAt: new Date(now - 29 * DAY + 3_600_000) },
    { status: 'delivered', total: 9_999, placedAt: new Date(now - 40 * DAY) },
    // Never counted: unpaid checkouts.
    { status: 'awaiting_payment', total: 50_000 },
    { status: 'payment_failed', total: 60_000 },
  ]);
});
afterAll(() => t.close());

describe('GET /api/admin/summary', () => {
  it('equals direct SQL counts over placed orders: earnings, orders and each status', async () => {
    const res = await admin.get('/api/admin/summary');
    expect(res.statusCode).toBe(200);
    const summary = res.json();

    const placed = sql`status IN ('placed', 'processing', 'shipped', 'delivered', 'cancelled')`;
    const [totals] = (
      (await t.db.execute(
        sql`SELECT count(*)::int AS n, coalesce(sum(total), 0)::int AS s FROM orders WHERE ${placed}`,
      )) as unknown as { rows: { n: number; s: number }[] }
    ).rows;
    const perStatus = (
      (await t.db.execute(
        sql`SELECT status, count(*)::int AS n FROM orders WHERE ${placed} GROUP BY status`,
      )) as unknown as { rows: { status: string; n: number }[] }
    ).rows;

    expect(summary.orders).toBe(totals?.n);
    expect(summary.earnings).toBe(totals?.s);
    expect(summary.orders).toBe(6);
    expect(summary.earnings).toBe(27_499);
    // Labels and bars in one order: Order Placed, Processing..., Item(s) Shipped, Item(s) Delivered, Cancelled.
    expect(summary.statusCounts).toEqual(
      PAID_STATUSES.map((status) => ({ status, count: perStatus.find((r) => r.status === status)?.n ?? 0 })),
    );
    expect(summary.statusCounts.map((s: { count: number }) => s.count)).toEqual([2, 1, 2, 1, 0]);
    expect(summary.products).toBe(3);
  });

  it('gives earnings per day for the last 30 days, today last, empty days as zero', async () => {
    const { dailyEarnings } = (await admin.get('/api/admin/summary')).json();
    const now = Date.now();
    expect(dailyEarnings).toHaveLength(30);
    expect(dailyEarnings.map((d: { day: string }) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => londonDay(new Date(now - (29 - i) * DAY))),
    );
    const on = (d: Date) => dailyEarnings.find((e: { day: string }) => e.day === londonDay(d));
    expect(on(new Date(now - 60_000))).toEqual({
      day: londonDay(new Date(now - 60_000)),
      total: 1_000,
      orders: 1,
    });
    expect(on(new Date(now - 3 * DAY))).toMatchObject({ total: 6_500, orders: 2 });
    expect(on(new Date(now - 10 * DAY))).toMatchObject({ total: 7_000, orders: 1 });
    // The 40-day-old order is outside the window; everything inside adds up to the other five.
    const windowTotal = dailyEarnings.reduce((n: number, d: { total: number }) => n + d.total, 0);
    expect(windowTotal).toBe(27_499 - 9_999);
  });

  it('lists the ten most recent placed orders, newest first, never an unpaid one', async () => {
    const now = Date.now();
    await insertOrders(
      t.db,
      Array.from({ length: 12 }, (_, i) => ({
        status: 'placed' as const,
        total: 100 + i,
        placedAt: new Date(now - i * 1_000),
      })),
    );
    const { recentOrders } = (await admin.get('/api/admin/summary')).json();
    expect(recentOrders).toHaveLength(10);
    expect(recentOrders.map((o: { total: number }) => o.total)).toEqual(
      Array.from({ length: 10 }, (_, i) => 100 + i),
    );
  });
});

describe('discounts on the admin home (issue 17)', () => {
  it('sums what the offers and codes took off paid orders, leaving the net figures as they were', async () => {
    const before = (await admin.get('/api/admin/summary')).json();
    expect(before.discounts).toBe(0);
    // Old enough to stay out of the 30 days and the recent orders the tests above look at.
    const long = new Date(Date.now() - 60 * DAY);
    await insertOrders(t.db, [
      {
        status: 'delivered',
        total: 9_000,
        placedAt: long,
        offer: { label: '3+ bundles: 10% off', amount: 1_000 },
      },
      {
        status: 'shipped',
        total: 4_500,
        placedAt: long,
        offer: { label: '3+ bundles: 10% off', amount: 500 },
        code: { code: 'SUMMER-5', amount: 250, shipping: 499 },
      },
      // A code that only waived the shipping fee took nothing off the goods.
      {
        status: 'placed',
        total: 3_000,
        placedAt: long,
        code: { code: 'FREESHIP', amount: 0, shipping: 499 },
      },
      // A cancelled order was paid: its discount counts, as its total does among the paid orders.
      { status: 'cancelled', total: 2_000, placedAt: long, code: { code: 'SUMMER-5', amount: 100 } },
      // Never counted: an unpaid checkout's discount.
      { status: 'awaiting_payment', total: 5_000, offer: { label: '3+ bundles: 10% off', amount: 555 } },
    ]);
    const after = (await admin.get('/api/admin/summary')).json();
    expect(after.discounts).toBe(1_000 + 500 + 250 + 100);
    const [direct] = (
      (await t.db.execute(
        sql`SELECT coalesce(sum(offer_discount + code_discount), 0)::int AS d FROM orders
            WHERE status IN ('placed', 'processing', 'shipped', 'delivered', 'cancelled')`,
      )) as unknown as { rows: { d: number }[] }
    ).rows;
    expect(after.discounts).toBe(direct?.d);
    // Earnings stay the totals paid (already net of the discounts), refunds stay as they were.
    expect(after.earnings).toBe(before.earnings + 9_000 + 4_500 + 3_000 + 2_000);
    expect(after.refunded).toBe(before.refunded);
  });
});

describe('low stock on the admin home', () => {
  it('lists the lengths with 3 or fewer left, fewest first, and none with more', async () => {
    const [wig, pony] = await insertProducts(t.db, [
      {
        name: 'Almost Gone Wig',
        variants: [
          { length: '14"', stock: 2 },
          { length: '16"', stock: 40 },
        ],
      },
      {
        name: 'Sold Out Pony',
        variants: [
          { length: '12"', stock: 0 },
          { length: '20"', stock: 3 },
          { length: '22"', stock: 4 },
        ],
      },
    ]);
    const { lowStock } = (await admin.get('/api/admin/summary')).json();
    // Each with its SKU, made from the product id and the length.
    const sku = (id: string | undefined, inches: number) => `${id}-${inches}in`;
    expect(lowStock).toEqual([
      { productId: pony?.id, name: 'Sold Out Pony', length: '12"', sku: sku(pony?.id, 12), stock: 0 },
      { productId: wig?.id, name: 'Almost Gone Wig', length: '14"', sku: sku(wig?.id, 14), stock: 2 },
      { productId: pony?.id, name: 'Sold Out Pony', length: '20"', sku: sku(pony?.id, 20), stock: 3 },
    ]);
  });
});

describe('SHOP_TIME_ZONE', () => {
  it('must name a real time zone', () => {
    expect(loadConfig({ NODE_ENV: 'test', SHOP_TIME_ZONE: 'Asia/Tokyo' }).settingsSeed.timeZone).toBe(
      'Asia/Tokyo',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', SHOP_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      /SHOP_TIME_ZONE must be an IANA time zone/,
    );
  });
});
