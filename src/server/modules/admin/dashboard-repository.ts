import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orders, products, productVariants, users } from '#server/db/schema.ts';
import { LOW_STOCK } from '#shared/contract/admin-dashboard.ts';
import { PAID_STATUSES, PAYABLE_STATUSES, type PaidStatus } from '#shared/order-status.ts';
import { orderRowColumns, placedOrder, toOrderRow } from './placed-orders.ts';

export const EARNINGS_DAYS = 30;

const number = (expr: ReturnType<typeof sql>) => sql<number>`${expr}`.mapWith(Number);

/** The admin home's figures, each one SQL aggregate: nothing loads every order into the server. */
export function dashboardRepository(db: Db, timeZone: string) {
  return {
    /** The lengths nearly or wholly sold out, fewest first (a range read of product_variants_stock_idx). */
    lowStock(limit = 10) {
      return db
        .select({
          productId: productVariants.productId,
          name: products.name,
          length: productVariants.length,
          sku: productVariants.sku,
          stock: productVariants.stock,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(lte(productVariants.stock, LOW_STOCK))
        .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.position))
        .limit(limit);
    },

    /**
     * Units held by unpaid checkouts (issue 21): in all, and the biggest checkouts. Reads the few unpaid orders
     * through orders_payable_created_idx; their expiry keeps them few.
     */
    async held(limit = 10) {
      const units = sql<number>`coalesce(sum(${orderLines.qty}), 0)`.mapWith(Number);
      const unpaid = and(inArray(orders.status, [...PAYABLE_STATUSES]), eq(orders.stockHeld, true));
      const [all] = await db
        .select({ units, orders: number(sql`count(DISTINCT ${orders.id})`) })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(unpaid);
      const checkouts = await db
        .select({
          orderId: orders.id,
          email: orders.email,
          units,
          total: orders.total,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(unpaid)
        .groupBy(orders.id)
        .orderBy(desc(units), asc(orders.createdAt))
        .limit(limit);
      return { units: all?.units ?? 0, orders: all?.orders ?? 0, checkouts };
    },

    /**
     * Count, sum of totals and of refunds per status, paid orders only (an index-only scan of
     * orders_status_total_idx).
     */
    async perStatus(): Promise<{ status: PaidStatus; count: number; total: number; refunded: number }[]> {
      const rows = await db
        .select({
          status: orders.status,
          count: number(sql`count(*)`),
          total: number(sql`coalesce(sum(${orders.total}), 0)`),
          refunded: number(sql`coalesce(sum(${orders.refunded}), 0)`),
        })
        .from(orders)
        .where(inArray(orders.status, [...PAID_STATUSES]))
        .groupBy(orders.status);
      const by = new Map(rows.map((r) => [r.status, r]));
      return PAID_STATUSES.map((status) => ({
        status,
        count: by.get(status)?.count ?? 0,
        total: by.get(status)?.total ?? 0,
        refunded: by.get(status)?.refunded ?? 0,
      }));
    },

    /**
     * What the bundle offers and the discount codes took off the goods of paid orders, in pence (issue 17): the sum
     * of each order's `amounts.discount`. A shipping fee a code waived is not in it (the order's shipping is 0).
     * The same orders as perStatus (so as `earnings`); its own query, so that perStatus stays an index-only scan,
     * and served by the partial index of discounted orders (orders_discounted_idx).
     */
    async discounts(): Promise<number> {
      const [row] = await db
        .select({ n: number(sql`coalesce(sum(${orders.offerDiscount} + ${orders.codeDiscount}), 0)`) })
        .from(orders)
        .where(
          and(
            inArray(orders.status, [...PAID_STATUSES]),
            or(gt(orders.offerDiscount, 0), gt(orders.codeDiscount, 0)),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Earnings net of refunds and order count per day of the last 30 days (today included), by the day each
     * order was placed as the shop's time zone sees it, oldest first, with empty days as zero. Each day is one
     * range probe of orders_placed_idx.
     */
    async dailyEarnings(): Promise<{ day: string; total: number; orders: number }[]> {
      const result = (await db.execute(sql`
        WITH days AS (
          SELECT d::date AS day
          FROM generate_series(
            (now() AT TIME ZONE ${timeZone})::date - ${EARNINGS_DAYS - 1}::int,
            (now() AT TIME ZONE ${timeZone})::date,
            interval '1 day'
          ) AS d
        )
        SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
               coalesce(sum(o.total - o.refunded), 0)::float8 AS total,
               count(o.id)::int AS orders
        FROM days
        LEFT JOIN ${orders} o
          ON o.placed_at IS NOT NULL
         AND o.placed_at >= (days.day::timestamp AT TIME ZONE ${timeZone})
         AND o.placed_at < ((days.day + 1)::timestamp AT TIME ZONE ${timeZone})
         AND o.status IN (${sql.join(
           PAID_STATUSES.map((s) => sql`${s}`),
           sql`, `,
         )})
        GROUP BY days.day
        ORDER BY days.day`)) as { rows: { day: string; total: number | string; orders: number | string }[] };
      return result.rows.map((r) => ({
        day: r.day,
        total: Number(r.total),
        orders: Number(r.orders),
      }));
    },

    async recentOrders(limit = 10) {
      const rows = await db
        .select(orderRowColumns)
        .from(orders)
        .where(placedOrder)
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(limit);
      return rows.map(toOrderRow);
    },

    async productCount(): Promise<number> {
      const [row] = await db.select({ n: number(sql`count(*)`) }).from(products);
      return row?.n ?? 0;
    },

    async customerCount(): Promise<number> {
      const [row] = await db
        .select({ n: number(sql`count(*)`) })
        .from(users)
        .where(eq(users.role, 'user'));
      return row?.n ?? 0;
    },
  };
}
