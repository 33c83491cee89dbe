import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  foreignKey,
  index,
  integer,
  json,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { VariantSummary } from '#shared/contract/catalog.ts';
import { users } from './accounts.ts';

// The catalogue: products, their lengths (variants), their pictures, reviews and the listing index's version.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    name: text('name').notNull(),
    /** Integer pence (docs/product.md#money). */
    price: integer('price').notNull(),
    /**
     * The product's price as the owner sets it: what each length without a price of its own sells at. A length's
     * own price is one that differs from it (a price equal to it is no price of its own), so changing it moves
     * every other length. Null (products made before migration 0021, and the seeds): `price`, the lowest.
     */
    basePrice: integer('base_price'),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    /**
     * The names of the product's option values ("Body Wave", "1B", "#613", "22″"), joined by a unit separator and
     * kept by triggers on product_option_values (migration 0026), so a search finds them.
     */
    optionText: text('option_text').notNull().default(''),
    /**
     * Lower-cased name, category, brand and option values joined by a unit separator, so a search cannot match
     * across fields.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || chr(31) || category || chr(31) || brand || chr(31) || option_text)`,
      ),
    /**
     * The product's reviews, summed up: how many, and their ratings added up in half-stars (4.5 stars = 9). Kept
     * exact by the review write in the same transaction, so listings read the average without touching reviews.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingHalves: integer('rating_halves').notNull().default(0),
    /**
     * What a listing says of the variants (how many, how many in stock, lowest and highest price), kept by the
     * variants' triggers in the same transaction (0029, 0031): small whatever the product's size, so a listing page
     * carries no variant; rewritten only when it changes, so a sale that leaves units on sale leaves the row alone.
     */
    variantSummary: json('variant_summary')
      .$type<VariantSummary>()
      .notNull()
      .default({ count: 0, inStock: 0, minPrice: null, maxPrice: null }),
    /**
     * The most of one length a customer may buy in one order, set by the owner (issue 21): a hair shop sells a
     * head's worth, not its shelf, to one checkout, and every unit an unpaid checkout holds is off sale meanwhile.
     */
    maxPerOrder: integer('max_per_order').notNull().default(10),
  },
  (t) => [
    check('products_price_non_negative', sql`${t.price} >= 0`),
    check('products_base_price_non_negative', sql`${t.basePrice} >= 0`),
    check('products_max_per_order_range', sql`${t.maxPerOrder} BETWEEN 1 AND 99`),
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
 * The options a product is chosen by (issue 31, decision 026): Texture, Shade, Length…, at most four, in the owner's
 * order (`position` 0–3, one option per position: a fifth cannot be stored). A product made before options has one,
 * Length (migration 0024).
 */
export const productOptions = pgTable(
  'product_options',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** How the product page offers its values: colour or picture swatches (shades), or buttons. */
    kind: text('kind', { enum: ['swatch', 'button'] })
      .notNull()
      .default('button'),
    /** The schema.org property its values are (a variant's `size`, `color`…); null: an `additionalProperty`. */
    property: text('property', { enum: ['size', 'color', 'pattern', 'material'] }),
  },
  (t) => [
    check('product_options_position_range', sql`${t.position} BETWEEN 0 AND 3`),
    check('product_options_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 40`),
    check('product_options_kind', sql`${t.kind} IN ('swatch', 'button')`),
    check('product_options_property', sql`${t.property} IN ('size', 'color', 'pattern', 'material')`),
    // DEFERRABLE in the migration, so the owner's reorder can swap two positions in one transaction.
    unique('product_options_product_position_unique').on(t.productId, t.position),
    uniqueIndex('product_options_product_name_unique').on(t.productId, sql`lower(${t.name})`),
  ],
);

/**
 * An option's values in the owner's order (1B, #27, #613; 12″, 14″…). A value may carry a swatch (a colour, or a
 * picture for a shade that is not one colour) and photos its variants share unless they have their own.
 */
export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    optionId: text('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    /** The option's product, repeated so a variant's value can be required to be of its own product (by key). */
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    swatchColor: text('swatch_color'),
    swatchImage: text('swatch_image'),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    check('product_option_values_position_non_negative', sql`${t.position} >= 0`),
    check('product_option_values_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 40`),
    check('product_option_values_swatch_color', sql`${t.swatchColor} ~ '^#[0-9a-f]{6}$'`),
    check('product_option_values_swatch_image', sql`${t.swatchImage} ~ '^/media/[A-Za-z0-9._-]{1,200}$'`),
    unique('product_option_values_option_name_unique').on(t.optionId, t.name),
    // The key a variant's value slots point at: the value, and that it is of the variant's product.
    unique('product_option_values_id_product_unique').on(t.id, t.productId),
    index('product_option_values_product_idx').on(t.productId),
  ],
);

/**
 * The variants a product is sold in (docs/product.md#lengths), each with its own price and stock. The product's `price`
 * (its lowest length price, which listings filter and sort on) is kept from these by the same write
 * (catalog/variants.ts).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    /** The variant's own id (migration 0022): what carts, orders and stock will name once options arrive (decision 026). */
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    length: text('length').notNull(),
    /**
     * Stock-keeping unit, unique across the shop whatever its case. Made from the product id and the length
     * (`variant_sku()`, e.g. `brazilian-body-wave-bundle-22in`) by a trigger when a row is written without one, so
     * every writer (seeds, an older instance during an upgrade) gets one.
     */
    sku: text('sku').notNull(),
    /** The admin's order of the lengths. */
    position: integer('position').notNull(),
    /** Integer pence. */
    price: integer('price').notNull(),
    /** Units left to sell: taken when a checkout creates its payment, given back if the order is never paid. */
    stock: integer('stock').notNull(),
    /** "Was £89.99": shown crossed out beside the price; above it or null. */
    compareAtPrice: integer('compare_at_price'),
    /** The variant's own photos; empty: its swatch value's, then the product's. */
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The values it combines, one per option: slot k holds a value of the option at position k − 1. A row written
     * with none (a length added by today's admin form, or by an older instance) is given its Length value by a
     * trigger (migration 0024).
     */
    value1Id: text('value1_id'),
    value2Id: text('value2_id'),
    value3Id: text('value3_id'),
    value4Id: text('value4_id'),
  },
  (t) => [
    // One row per length of a product: what today's carts and checkouts name (decision 026 keeps it).
    unique('product_variants_product_length_unique').on(t.productId, t.length),
    uniqueIndex('product_variants_sku_unique').on(sql`lower(${t.sku})`),
    check('product_variants_sku_format', sql`${t.sku} ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'`),
    check('product_variants_price_non_negative', sql`${t.price} >= 0`),
    // The database itself refuses to sell what is not there, whatever the code does.
    check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
    // The admin home's low-stock list reads the few lengths nearly sold out, not every length.
    index('product_variants_stock_idx').on(t.stock),
    check(
      'product_variants_compare_at_above_price',
      sql`${t.compareAtPrice} IS NULL OR ${t.compareAtPrice} > ${t.price}`,
    ),
    // Each combination once: #613 in 22″ is one variant (an option left empty counts as a value).
    unique('product_variants_values_unique')
      .on(t.productId, t.value1Id, t.value2Id, t.value3Id, t.value4Id)
      .nullsNotDistinct(),
    ...([t.value1Id, t.value2Id, t.value3Id, t.value4Id] as const).map((slot, k) =>
      foreignKey({
        name: `product_variants_value${k + 1}_fk`,
        columns: [slot, t.productId],
        foreignColumns: [productOptionValues.id, productOptionValues.productId],
      }),
    ),
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

/**
 * One review per customer per product (docs/product.md#reviews): a second one updates the first. The rating is in
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
    /** What the reviewer last bought of the product when they wrote it: the variant's label (issue 31). */
    bought: text('bought'),
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
