import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A customer's address book (issue 33, decision 034): addresses kept for their next checkout, gone with their
 * account. At most one default per customer, which the database holds to (a partial unique index), so two tabs
 * making different addresses the default at once leave one.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The seven fields of `#shared/contract/checkout.ts` addressSchema, the country as its English name. */
    address: jsonb('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.updatedAt),
    uniqueIndex('saved_addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
