import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// What the owner decides about the shop (decision 030 of DECISIONS.md, docs/decisions/029) and who changed what.

/**
 * The shop's business settings: one row, its values a JSON document that `#shared/contract/settings.ts` reads
 * (a field added later is filled by its default, no migration). `version` goes up by one on every change: a save
 * names the version it was made from, so two admins saving at once never overwrite each other unseen.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    version: integer('version').notNull().default(1),
    values: jsonb('values').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * Who did what, when, with the values before and after (issue 32's settings first; issue 34's staff changes
 * next). Written in the same transaction as the change it records; a trigger (migration 0033) refuses to
 * change or delete an entry, so the trail cannot be edited by the shop's own code either.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The account that did it; kept as an e-mail snapshot too, so the entry still says who after they go. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, as area.verb: settings.update. */
    action: text('action').notNull(),
    /** What it was done to (an order's or product's id), when it was one thing among many. */
    subject: text('subject'),
    /** Each changed field's value before and after: { field: { before, after } }. */
    changes: jsonb('changes').notNull(),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc(), t.id.desc())],
);
