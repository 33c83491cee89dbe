import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

// The shop's numbered paperwork (issue 32, decision 032): invoices, and the credit notes of refunds.

/**
 * The last number given of each kind of document. A number is taken by an UPDATE of its row inside the
 * transaction that issues the document, so numbers run without gaps: a transaction that rolls back gives its number
 * back, and two at once take turns on the row's lock.
 */
export const documentCounters = pgTable('document_counters', {
  kind: text('kind').primaryKey(),
  last: integer('last').notNull().default(0),
});

/** An invoice (one per placed order) or a credit note (one per refund), numbered within its kind. */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    kind: text('kind').notNull(),
    number: integer('number').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The refund a credit note is for; null for an invoice. */
    refundId: text('refund_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('documents_kind_known', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check(
      'documents_refund_for_credit_notes',
      sql`(${t.kind} = 'credit_note') = (${t.refundId} IS NOT NULL)`,
    ),
    uniqueIndex('documents_kind_number_unique').on(t.kind, t.number),
    // One invoice per order, one credit note per refund.
    uniqueIndex('documents_one_invoice_per_order').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('documents_one_per_refund').on(t.refundId),
    index('documents_order_idx').on(t.orderId),
  ],
);
