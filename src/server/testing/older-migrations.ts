import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrateDatabase, migrationsFolder } from '../db/client.ts';
import { ADDRESS } from './checkout-fixtures.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * A copy of the migrations folder whose journal ends at `tag`: the database as an older release left it, for a test
 * that upgrades it (the caller removes the folder).
 */
export function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tressa-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * Products as an older release writes them: the columns every release has, by name, so the insert does not name
 * columns added since (drizzle's insert names every column the schema of today has).
 */
export async function insertOlderProducts(db: Db, rows: { id: string; name: string; price: number }[]) {
  for (const r of rows)
    await db.execute(sql`INSERT INTO products (id, name, price, category, brand, description)
      VALUES (${r.id}, ${r.name}, ${r.price}, 'Human hair', 'Tressa', 'Hair.')`);
}

/**
 * An order as an older release writes it, for `total` with no shipping, to the fixtures' address: the columns every
 * release has, by name, as for products (insertOlderProducts). Answers its id.
 */
export async function insertOlderOrder(
  db: Db,
  o: { id: string; userId: string; status: string; total: number; stockHeld?: boolean },
) {
  const address = JSON.stringify(ADDRESS);
  await db.execute(sql`INSERT INTO orders (id, user_id, email, status, stock_held, subtotal, shipping, total,
      shipping_address, billing_address)
    VALUES (${o.id}, ${o.userId}, 'upgrade@example.com', ${o.status}, ${o.stockHeld ?? false}, ${o.total}, 0,
      ${o.total}, ${address}::jsonb, ${address}::jsonb)`);
  return o.id;
}

/** A new test database migrated as far as `tag`: the database an older release left, to upgrade in a test. */
export async function olderDatabase(tag: string) {
  const database = await createTestDatabase({ migrate: false });
  const older = migrationsUpTo(tag);
  try {
    await migrateDatabase(database, undefined, older);
  } finally {
    rmSync(older, { recursive: true, force: true });
  }
  return database;
}
