import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// What the shop says and hears: the mail outbox, contact messages and live events.

// ── Mail (docs/product.md#email, decision 008): every message is written here first, then delivered by the worker ──

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the message is for (password-reset, order-confirmation…), for the logs and the admin mailbox. */
    kind: text('kind').notNull(),
    /** pending → sent, or failed after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A worker that claims a message holds it until then; a crashed worker's claim simply runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The admin mailbox lists newest first, a page at a time.
    index('mail_outbox_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

// ── Orders (created by the server only, docs/product.md#checkout; the checkout issue fills them) ──

/**
 * Messages from the contact form (docs/product.md#contact), stored before anything is mailed. Spam (a filled honeypot)
 * is kept, flagged, so the admin's list can show real messages newest first and spam apart.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    spam: boolean('spam').notNull().default(false),
    /** Where it came from, for the rate limit's sake and for the admin judging a flood. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_spam_created_idx').on(
      t.spam,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Recent live events (order status, new orders, stock), kept a short while so a browser that reconnects with
 * Last-Event-ID to any instance is sent what it missed. The id orders them; the audience columns say who may see
 * each one (the order's owner, the admins, the watchers of a product), so a replay never leaks another's events.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    userId: text('user_id'),
    admins: boolean('admins').notNull().default(false),
    productId: text('product_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);
