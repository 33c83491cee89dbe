import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The built-in test-card provider's own records (PAYMENTS=test): its payment intents and refunds, kept as Stripe keeps
// them, apart from the shop's orders and payments.

/** The built-in test-card provider's payment intents (docs/product.md#payments), shaped like Stripe's. */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    orderId: text('order_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    cardBrand: text('card_brand'),
    last4: text('last4'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('test_payment_intents_amount_non_negative', sql`${t.amount} >= 0`)],
);

/**
 * The built-in test-card provider's refunds, shaped like Stripe's (decision 019). A refund of a payment made with
 * the card that "fails refunds" (4000 0000 0000 5126) is accepted as pending and fails a little later, as Stripe's
 * does. The idempotency key makes a repeated request answer the refund the first one made.
 */
export const testRefunds = pgTable(
  'test_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => testPaymentIntents.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The shop's refund id it was made for. */
    reference: text('reference'),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('test_refunds_amount_positive', sql`${t.amount} > 0`),
    check('test_refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    index('test_refunds_intent_idx').on(t.intentId),
  ],
);
