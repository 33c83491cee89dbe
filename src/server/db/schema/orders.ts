import { type AnyColumn, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALL_ORDER_STATUSES } from '#shared/order-status.ts';
import { users } from './accounts.ts';

// Orders: what was bought, its status history and its payment.

/** `column IN ('placed', …)`: the database itself refuses a status the code does not know (issue 7, item 15). */
const isOrderStatus = (column: AnyColumn) =>
  sql`${column} IN (${sql.raw(ALL_ORDER_STATUSES.map((s) => `'${s}'`).join(', '))})`;

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    /** One of ALL_ORDER_STATUSES (docs/product.md#orders, shared/order-status.ts); checked by the database. */
    status: text('status').notNull().default('awaiting_payment'),
    /** Integer pence, computed by the server from the database (docs/product.md#money). */
    subtotal: integer('subtotal').notNull(),
    /** The shipping charged: the fee, unless the threshold or a code waived it. */
    shipping: integer('shipping').notNull(),
    /** subtotal − offer_discount − code_discount + shipping. */
    total: integer('total').notNull(),
    /** The bundle offer applied, as its label read then (issue 17, decision 020), and what it took off the lines. */
    offerLabel: text('offer_label'),
    offerDiscount: integer('offer_discount').notNull().default(0),
    /** The discount code applied, as typed then (upper-case), what it took off the lines and the fee it waived. */
    discountCode: text('discount_code'),
    codeDiscount: integer('code_discount').notNull().default(0),
    codeShipping: integer('code_shipping').notNull().default(0),
    /**
     * What refunds have taken of the total, in pence: succeeded and pending ones (a failed refund gives its amount
     * back). Never more than the total: the database refuses it (decision 019), whatever the code does.
     */
    refunded: integer('refunded').notNull().default(0),
    /** The shipping fee has been refunded (it is refunded whole, once). */
    shippingRefunded: boolean('shipping_refunded').notNull().default(false),
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    /** The payment that placed the order; unique, so one payment can never place two orders. */
    paymentRef: text('payment_ref').unique(),
    /** The provider's payment intent made for this order at checkout; the expiry cancels it (orders/expiry.ts). */
    intentId: text('intent_id'),
    /** Stock is taken for the lines (checkout) and not yet given back (orders/stock.ts). */
    stockHeld: boolean('stock_held').notNull().default(false),
    /**
     * The address the checkout came from, kept while the order is unpaid so the units held from one address can be
     * bounded (checkout/hold-limits.ts); cleared when the order is placed or ends.
     */
    clientIp: text('client_ip'),
    /**
     * How the parcel went (issue 32: dispatch), given when the order was marked shipped: a carrier of
     * shared/carriers.ts and its tracking number, both or neither.
     */
    trackingCarrier: text('tracking_carrier'),
    trackingNumber: text('tracking_number'),
    /**
     * How it is delivered (issue 32, decision 030): the delivery method's name when it was bought ('Next day') and
     * the country it goes to (ISO code); null on orders from before delivery zones.
     */
    deliveryMethod: text('delivery_method'),
    deliveryCountry: text('delivery_country'),
    /**
     * The VAT it includes (decision 031): the rate in basis points (null: the shop charged none), the VAT inside the
     * delivery, and the whole order's (its lines' and the delivery's), in pence.
     */
    vatRate: integer('vat_rate'),
    shippingVat: integer('shipping_vat').notNull().default(0),
    vat: integer('vat').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('orders_status_known', isOrderStatus(t.status)),
    check('orders_amounts_non_negative', sql`${t.subtotal} >= 0 AND ${t.shipping} >= 0 AND ${t.total} >= 0`),
    check(
      'orders_discounts_non_negative',
      sql`${t.offerDiscount} >= 0 AND ${t.codeDiscount} >= 0 AND ${t.codeShipping} >= 0`,
    ),
    check('orders_refunded_within_total', sql`${t.refunded} >= 0 AND ${t.refunded} <= ${t.total}`),
    check('orders_tracking_whole', sql`(${t.trackingCarrier} IS NULL) = (${t.trackingNumber} IS NULL)`),
    // The VAT is inside the amounts paid: never negative, never more than they are.
    check('orders_vat_within_total', sql`${t.vat} >= 0 AND ${t.vat} <= ${t.total} AND ${t.shippingVat} >= 0`),
    index('orders_status_idx').on(t.status),
    // The expiry worker's scan: orders still waiting for payment, oldest first.
    // One unpaid order per customer (issue 21): a new checkout replaces the earlier one, and two at the same
    // moment cannot both stay. The database's rule, whatever the code does.
    uniqueIndex('orders_one_unpaid_per_user')
      .on(t.userId)
      .where(sql`${t.status} IN ('awaiting_payment', 'payment_failed')`),
    // The units held by unpaid checkouts from one address (checkout/hold-limits.ts).
    index('orders_unpaid_client_ip_idx')
      .on(t.clientIp)
      .where(sql`${t.status} IN ('awaiting_payment', 'payment_failed')`),
    index('orders_payable_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('awaiting_payment', 'payment_failed')`),
    // The admin dashboard counts and sums paid orders per status, net of refunds, from this index alone.
    index('orders_status_total_idx').on(t.status, t.total, t.refunded),
    // The dashboard's discount total (issue 17) reads only the orders a promotion touched.
    index('orders_discounted_idx')
      .on(t.status, t.offerDiscount, t.codeDiscount)
      .where(sql`${t.offerDiscount} > 0 OR ${t.codeDiscount} > 0`),
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
    /**
     * The variant bought (issue 31, decision 026), whose stock the line takes and gives back. No foreign key, like
     * product_id: deleting a variant never breaks an order; its line then has nothing to return units to. Filled
     * from (product_id, size) by a trigger when an older instance writes a line without it (migration 0023).
     */
    variantId: text('variant_id'),
    /** The variant's SKU when bought. */
    sku: text('sku'),
    /** What was chosen, as bought: [{ name: 'Length', value: '22"' }, …], kept whatever the product becomes. */
    options: jsonb('options').$type<{ name: string; value: string }[]>().notNull().default([]),
    name: text('name').notNull(),
    /** The variant's label when bought (today its length); kept for older clients, mails and the CSV. */
    size: text('size').notNull(),
    unitPrice: integer('unit_price').notNull(),
    qty: integer('qty').notNull(),
    image: text('image'),
    /** This line's share of the order's discounts (offer and code), in pence; never more than the line. */
    discount: integer('discount').notNull().default(0),
    /** The VAT inside what the line cost after its discount, in pence (shared/vat.ts). */
    vat: integer('vat').notNull().default(0),
    /** Units of this line in refunds that are not failed; never more than were bought. */
    refundedQty: integer('refunded_qty').notNull().default(0),
  },
  (t) => [
    check('order_lines_unit_price_non_negative', sql`${t.unitPrice} >= 0`),
    check('order_lines_qty_positive', sql`${t.qty} > 0`),
    check(
      'order_lines_discount_within_line',
      sql`${t.discount} >= 0 AND ${t.discount} <= ${t.unitPrice} * ${t.qty}`,
    ),
    check('order_lines_refunded_qty_within_qty', sql`${t.refundedQty} >= 0 AND ${t.refundedQty} <= ${t.qty}`),
    check('order_lines_vat_non_negative', sql`${t.vat} >= 0`),
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
    /** Why, when someone gave one (a cancellation's reason). */
    note: text('note'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('order_status_history_status_known', isOrderStatus(t.status)),
    index('order_status_history_order_idx').on(t.orderId, t.at),
  ],
);

/**
 * The payment that placed an order. Card numbers are never stored: brand and last 4 only (docs/product.md#payments).
 */
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

/**
 * Money given back for an order (decision 019): written pending before the provider is asked, then succeeded or
 * failed from its answer. The idempotency key (the admin form's, or the cancellation's) makes a repeated request
 * answer the refund the first one made. A failed refund counts for nothing and may be tried again (`attempt`).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The whole refund in pence: its lines, the shipping fee and any goodwill amount. */
    amount: integer('amount').notNull(),
    shipping: integer('shipping').notNull().default(0),
    goodwill: integer('goodwill').notNull().default(0),
    /** The VAT inside `amount` (decision 033): its lines', the shipping's and the goodwill's, at the order's rate. */
    vat: integer('vat').notNull().default(0),
    /** The VAT inside `shipping`: the order's shipping VAT when the fee is refunded, else 0. */
    shippingVat: integer('shipping_vat').notNull().default(0),
    reason: text('reason').notNull(),
    /** 'customer' (a shopper's cancellation) or 'admin'. */
    requestedBy: text('requested_by').notNull(),
    status: text('status').notNull().default('pending'),
    /** 1, then 2… for each time a failed refund is tried again; part of the key the provider is given. */
    attempt: integer('attempt').notNull().default(1),
    providerRefundId: text('provider_refund_id').unique(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When it last changed: the settlement asks the provider about pending refunds left a while. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('order_refunds_amount_positive', sql`${t.amount} > 0`),
    check('order_refunds_parts_non_negative', sql`${t.shipping} >= 0 AND ${t.goodwill} >= 0`),
    check(
      'order_refunds_vat_within_amount',
      sql`${t.vat} >= 0 AND ${t.vat} <= ${t.amount} AND ${t.shippingVat} >= 0 AND ${t.shippingVat} <= ${t.vat}`,
    ),
    check('order_refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('order_refunds_requested_by', sql`${t.requestedBy} in ('customer', 'admin')`),
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    index('order_refunds_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** The order lines a refund covers, how many units of each, and whether they went back on sale. */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    refundId: text('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderLineId: text('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    amount: integer('amount').notNull(),
    /** The VAT inside `amount` (decision 033): these units' share of the line's VAT. */
    vat: integer('vat').notNull().default(0),
    restock: boolean('restock').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderLineId] }),
    check('order_refund_lines_qty_positive', sql`${t.qty} > 0`),
    check('order_refund_lines_amount_non_negative', sql`${t.amount} >= 0`),
    check('order_refund_lines_vat_within_amount', sql`${t.vat} >= 0 AND ${t.vat} <= ${t.amount}`),
  ],
);
