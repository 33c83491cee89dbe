import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like.ts';
import { orders } from '#server/db/schema.ts';
import type { AdminOrder, AdminOrdersFilter } from '#shared/contract/admin-orders.ts';
import { PAYABLE_STATUSES, TO_SHIP, TO_SHIP_STATUSES } from '#shared/order-status.ts';
import { orderOf } from '../orders/reads.ts';
import type { OrderExportRow } from './orders-csv.ts';
import { orderRowColumns, placedOrder, toOrderRow } from './placed-orders.ts';

/** Exactly the expression of the trigram index in migration 0005, so the index serves the search. */
const searchable = sql`lower(${orders.id} || ' ' || ${orders.email})`;

function conditions(f: AdminOrdersFilter): SQL | undefined {
  return and(
    placedOrder,
    f.status === TO_SHIP
      ? inArray(orders.status, [...TO_SHIP_STATUSES])
      : f.status
        ? eq(orders.status, f.status)
        : undefined,
    f.q ? sql`${searchable} LIKE ${containsPattern(f.q)}` : undefined,
  );
}

// Newest placement first; the id breaks ties so pages never overlap.
const NEWEST_FIRST = [desc(orders.placedAt), desc(orders.id)];

export function adminOrdersRepository(db: Db) {
  async function page(f: AdminOrdersFilter, limit: number, offset: number) {
    const rows = await db
      .select(orderRowColumns)
      .from(orders)
      .where(conditions(f))
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset(offset);
    return rows.map(toOrderRow);
  }

  return {
    page,

    /** An order still waiting for payment (the dashboard's held checkouts), with its payment intent. */
    async unpaid(id: string): Promise<{ id: string; intentId: string | null } | undefined> {
      const [row] = await db
        .select({ id: orders.id, intentId: orders.intentId })
        .from(orders)
        .where(and(eq(orders.id, id), inArray(orders.status, [...PAYABLE_STATUSES])));
      return row;
    },

    async count(f: AdminOrdersFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(conditions(f));
      return row?.n ?? 0;
    },

    /**
     * Every matching order, newest first, in batches that continue after the last row seen (keyset paging), so an
     * export of 100,000 orders neither holds them all in memory nor rescans what it has already sent. Each row has
     * the CSV's money too: subtotal, discount (offer and code together, issue 17), shipping and the code; and its
     * items.
     */
    async *all(f: AdminOrdersFilter, batchSize = 1_000): AsyncGenerator<OrderExportRow> {
      // The cursor keeps placed_at as the database's text, with its full microsecond precision (a JS Date has ms).
      let after: { at: string; id: string } | undefined;
      for (;;) {
        const rows = await db
          .select({
            ...orderRowColumns,
            subtotal: orders.subtotal,
            discount: sql<number>`${orders.offerDiscount} + ${orders.codeDiscount}`.mapWith(Number),
            shipping: orders.shipping,
            discountCode: orders.discountCode,
            // Each line by its SKU as ordered (its product id for a line bought before SKUs), read through
            // order_lines_order_idx. The outer row named in full: drizzle writes a bare "id" in a select list,
            // which inside this subquery would be the line's.
            items: sql<string>`coalesce((
              SELECT string_agg(l.qty || ' × ' || coalesce(l.sku, l.product_id) || ' (' || l.size || ')', '; '
                                ORDER BY l.position)
              FROM order_lines l WHERE l.order_id = "orders"."id"), '')`,
            at: sql<string>`${orders.placedAt}::text`,
          })
          .from(orders)
          .where(
            and(
              conditions(f),
              after
                ? sql`(${orders.placedAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id})`
                : undefined,
            ),
          )
          .orderBy(...NEWEST_FIRST)
          .limit(batchSize);
        for (const row of rows) {
          const { subtotal, discount, shipping, discountCode, items } = row;
          yield { ...toOrderRow(row), subtotal, discount, shipping, discountCode, items };
        }
        const last = rows[rows.length - 1];
        if (rows.length < batchSize || !last) return;
        after = { at: last.at, id: last.id };
      }
    },

    /** Any order (the admin may look at an unpaid one too), with what only the admin sees. */
    async detail(id: string): Promise<AdminOrder | null> {
      const [row] = await db
        .select({
          userId: orders.userId,
          placedAt: orders.placedAt,
          editedAt: orders.editedAt,
          paymentRef: orders.paymentRef,
        })
        .from(orders)
        .where(eq(orders.id, id));
      if (!row) return null;
      const order = await orderOf(db, id, row.userId);
      if (!order) return null;
      return {
        ...order,
        placedAt: row.placedAt?.toISOString() ?? null,
        editedAt: row.editedAt?.toISOString() ?? null,
        paymentRef: row.paymentRef,
      };
    },
  };
}
export type AdminOrdersRepository = ReturnType<typeof adminOrdersRepository>;
