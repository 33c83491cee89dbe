import { type AnyColumn, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Variant } from '../../shared/contract/catalog.ts';
import { ALL_ORDER_STATUSES } from '../../shared/order-status.ts';

/** `column IN ('placed', …)`: the database itself refuses a status the code does not know (issue 7, item 15). */
const isOrderStatus = (column: AnyColumn) =>
  sql`${column} IN (${sql.raw(ALL_ORDER_STATUSES.map((s) => `'${s}'`).join(', '))})`;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    name: text('name').notNull(),
    /** Integer pence (DECISIONS 13). */
    price: integer('price').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    lengths: text('lengths').array().notNull().default(sql`'{}'::text[]`),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    /** Lower-cased name, category and brand joined by a unit separator, so a search cannot match across fields. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || chr(31) || category || chr(31) || brand)`),
    /**
     * The product's reviews, summed up: how many, and their ratings added up in half-stars (4.5 stars = 9). Kept
     * exact by the review write in the same transaction, so listings read the average without touching reviews.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingHalves: integer('rating_halves').notNull().default(0),
    /**
     * The product's variants as listings send them (`[{ length, price, stock }]`, in order), copied from
     * product_variants by a trigger in the same transaction (migration 0014): a listing reads them with the row
     * instead of aggregating them per request. Never written by the code.
     */
    variants: json('variants').$type<Variant[]>().notNull().default([]),
  },
  (t) => [
    check('products_price_non_negative', sql`${t.price} >= 0`),
    // Directions and NULLS FIRST match ORDER BY created_at DESC, id DESC exactly (DESC defaults to NULLS FIRST),
    // so "latest" pages read the index in order instead of sorting the table.
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_price_idx').on(t.price, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_category_created_idx').on(
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_brand_created_idx').on(
      t.brand,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * The lengths a product is sold in (DECISIONS 24), each with its own price and stock. The product's `lengths` and
 * `price` (its lowest length price, which listings filter and sort on) are kept from these by the same write
 * (catalog/variants.ts).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    length: text('length').notNull(),
    /** The admin's order of the lengths. */
    position: integer('position').notNull(),
    /** Integer pence. */
    price: integer('price').notNull(),
    /** Units left to sell: taken when a checkout creates its payment, given back if the order is never paid. */
    stock: integer('stock').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.length] }),
    check('product_variants_price_non_negative', sql`${t.price} >= 0`),
    // The database itself refuses to sell what is not there, whatever the code does.
    check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
    // The admin home's low-stock list reads the few lengths nearly sold out, not every length.
    index('product_variants_stock_idx').on(t.stock),
  ],
);

/** Source images, kept in the database so every app instance can serve them; resized on request. */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// ── Accounts (better-auth's user, session, account and verification models, with the admin plugin's fields) ──

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  /** Stored lower-case: better-auth normalises it, and the unique index then makes one account per address. */
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** 'admin' for the shop's admin (ADMIN_EMAIL), 'user' for customers; checked by the server on every admin route. */
  role: text('role').notNull().default('user'),
  /** A disabled account: it cannot sign in, and its sessions are deleted when it is disabled. */
  banned: boolean('banned').notNull().default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true, mode: 'date' }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true, mode: 'date' }),
    scope: text('scope'),
    /** better-auth's password hash (scrypt); never the password. */
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Fixed-window counters for sign-in, sign-up and reset attempts, per IP and per e-mail. They live in the
 * database, not in memory, so the limit holds across several app instances.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Failed sign-ins per (address, IP) and per IP, and the wait they have earned (auth/sign-in-throttle.ts). Never
 * per address alone: a stranger's wrong passwords must not lock the owner out from the owner's own address.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
});

// ── Mail (DECISIONS 17): every message is written here first, then delivered by the worker ──

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

// ── Orders (created by the server only, DECISIONS 2; the checkout issue fills them) ──

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    /** One of ALL_ORDER_STATUSES (DECISIONS 9, shared/order-status.ts); checked by the database. */
    status: text('status').notNull().default('awaiting_payment'),
    /** Integer pence, computed by the server from the database (DECISIONS 1). */
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    total: integer('total').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    /** The payment that placed the order; unique, so one payment can never place two orders. */
    paymentRef: text('payment_ref').unique(),
    /** The provider's payment intent made for this order at checkout; the expiry cancels it (orders/expiry.ts). */
    intentId: text('intent_id'),
    /** Stock is taken for the lines (checkout) and not yet given back (orders/stock.ts). */
    stockHeld: boolean('stock_held').notNull().default(false),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('orders_status_known', isOrderStatus(t.status)),
    check('orders_amounts_non_negative', sql`${t.subtotal} >= 0 AND ${t.shipping} >= 0 AND ${t.total} >= 0`),
    index('orders_status_idx').on(t.status),
    // The expiry worker's scan: orders still waiting for payment, oldest first.
    index('orders_payable_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('awaiting_payment', 'payment_failed')`),
    // The admin dashboard counts and sums placed orders per status from this index alone (an index-only scan).
    index('orders_status_total_idx').on(t.status, t.total),
    // Placed orders newest first (the admin list, the recent orders, the last 30 days' earnings). Only placed
    // orders have placed_at, so unpaid checkouts never enter these indexes.
    index('orders_placed_idx')
      .on(t.placedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.placedAt} IS NOT NULL`),
    index('orders_status_placed_idx')
      .on(t.status, t.placedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.placedAt} IS NOT NULL`),
  ],
);

/** Values the shop makes for itself once and every instance shares, such as the generated AUTH_SECRET. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** What was bought, as it was when the order was made: later price or name changes do not rewrite it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    size: text('size').notNull(),
    unitPrice: integer('unit_price').notNull(),
    qty: integer('qty').notNull(),
    image: text('image'),
  },
  (t) => [
    check('order_lines_unit_price_non_negative', sql`${t.unitPrice} >= 0`),
    check('order_lines_qty_positive', sql`${t.qty} > 0`),
    index('order_lines_order_idx').on(t.orderId, t.position),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('order_status_history_status_known', isOrderStatus(t.status)),
    index('order_status_history_order_idx').on(t.orderId, t.at),
  ],
);

/** The payment that placed an order. Card numbers are never stored: brand and last 4 only (DECISIONS 16). */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    intentId: text('intent_id').notNull().unique(),
    amount: integer('amount').notNull(),
    cardBrand: text('card_brand'),
    last4: text('last4'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('payments_amount_non_negative', sql`${t.amount} >= 0`)],
);

/** The built-in test-card provider's payment intents (DECISIONS 16), shaped like Stripe's. */
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
 * One review per customer per product (DECISIONS 4): a second one updates the first. The rating is in
 * half-stars (1–10 for 0.5–5 stars), so sums stay integers. A product's deletion takes its reviews with it;
 * a customer with reviews has orders, which keep the account from being deleted.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    ratingHalves: integer('rating_halves').notNull(),
    text: text('text').notNull(),
    /** The name shown with the review, as the reviewer chose it on the form; '' shows as 'Anonymous'. */
    name: text('name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('reviews_rating_halves_range', sql`${t.ratingHalves} BETWEEN 1 AND 10`),
    uniqueIndex('reviews_user_product_idx').on(t.userId, t.productId),
    // A product's reviews, newest first, read in index order.
    index('reviews_product_created_idx').on(
      t.productId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Messages from the contact form (DECISIONS 18), stored before anything is mailed. Spam (a filled honeypot) is
 * kept, flagged, so the admin's list can show real messages newest first and spam apart.
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

/**
 * The catalogue's version: one row, bumped by a statement trigger (migration 0011) in the same transaction as every
 * change to what listings filter and sort on, so a listing can check in the same snapshot as its rows that its
 * in-memory index is current (modules/catalog/listing-index.ts).
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
