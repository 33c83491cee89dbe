import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/** Source images, kept in the database so every app instance can serve them; resized on request. */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
