import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// The catalogue's version and what each version changed: how every instance's listing index knows it is current.

/**
 * The catalogue's version: one row, bumped by a statement trigger (migration 0011) in the same transaction as every
 * change to what listings filter and sort on, so a listing can check in the same snapshot as its rows that its
 * in-memory index is current (modules/catalog/listing-index.ts).
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * What each catalogue version changed (migration 0030): a variant that sold out or came back (`variantId`), or
 * anything else (`variantId` null: the listing index must be read again). Sales are the commonest change, so an
 * instance whose index is a few versions behind patches those variants' stock rather than reading every product and
 * variant again. Only the last 1,000 versions are kept.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    variantId: text('variant_id'),
  },
  (t) => [index('catalog_changes_version_idx').on(t.version)],
);
