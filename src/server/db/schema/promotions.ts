import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

// Promotions (issue 17, decision 020): discount codes the shopper types, and bundle offers that need none.

const when = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    /** Upper-case letters, digits and dashes; compared case-insensitively by storing it upper-case. */
    code: text('code').notNull().unique(),
    /** 'percent', 'fixed' (pence off) or 'free_shipping'. */
    kind: text('kind').notNull(),
    /** Percent (1–100) or pence; 0 for free shipping. */
    value: integer('value').notNull().default(0),
    /** The cart's subtotal before discounts must reach it, in pence. */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: when('starts_at'),
    endsAt: when('ends_at'),
    /** Held and redeemed uses, all customers together; null: no limit. */
    maxRedemptions: integer('max_redemptions'),
    /** Held and redeemed uses by one customer; null: no limit. */
    perCustomer: integer('per_customer'),
    /** All three empty: the whole cart. */
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Variants (issue 31): "#613 in 22″ of this bundle". */
    variantIds: text('variant_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Applies on top of a bundle offer; if not, the better of the two applies. */
    combines: boolean('combines').notNull().default(true),
    paused: boolean('paused').notNull().default(false),
    createdAt: when('created_at').notNull().defaultNow(),
    updatedAt: when('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('discount_codes_code_format', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9-]{1,31}$'`),
    check('discount_codes_kind', sql`${t.kind} in ('percent', 'fixed', 'free_shipping')`),
    check(
      'discount_codes_value',
      sql`(${t.kind} = 'percent' AND ${t.value} BETWEEN 1 AND 100) OR (${t.kind} = 'fixed' AND ${t.value} > 0)
          OR (${t.kind} = 'free_shipping' AND ${t.value} = 0)`,
    ),
    check('discount_codes_min_subtotal', sql`${t.minSubtotal} >= 0`),
    check(
      'discount_codes_window',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`,
    ),
    check(
      'discount_codes_limits',
      sql`coalesce(${t.maxRedemptions}, 1) > 0 AND coalesce(${t.perCustomer}, 1) > 0`,
    ),
  ],
);

export const bundleOffers = pgTable(
  'bundle_offers',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    /** What the storefront shows: '3+ bundles: 10% off'. */
    label: text('label').notNull(),
    minQty: integer('min_qty').notNull(),
    percent: integer('percent').notNull(),
    /** All three empty: any product. */
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    variantIds: text('variant_ids').array().notNull().default(sql`'{}'::text[]`),
    startsAt: when('starts_at'),
    endsAt: when('ends_at'),
    paused: boolean('paused').notNull().default(false),
    createdAt: when('created_at').notNull().defaultNow(),
    updatedAt: when('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('bundle_offers_min_qty', sql`${t.minQty} BETWEEN 2 AND 100`),
    check('bundle_offers_percent', sql`${t.percent} BETWEEN 1 AND 90`),
    check(
      'bundle_offers_window',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`,
    ),
    index('bundle_offers_created_idx').on(t.createdAt),
  ],
);

/**
 * A code used by an order (decision 020): `held` from the checkout that creates the order, `redeemed` once it is
 * paid, `released` when it expires, is replaced or is cancelled. The limits count held and redeemed ones.
 */
export const codeRedemptions = pgTable(
  'code_redemptions',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    codeId: text('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    /** An order uses one code at most. */
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    state: text('state').notNull().default('held'),
    createdAt: when('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('code_redemptions_state', sql`${t.state} in ('held', 'redeemed', 'released')`),
    index('code_redemptions_code_idx').on(t.codeId, t.state),
    index('code_redemptions_code_user_idx').on(t.codeId, t.userId),
  ],
);
