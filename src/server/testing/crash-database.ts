import { randomBytes } from 'node:crypto';
import { type Database, migrateDatabase, openDatabase } from '../db/client.ts';
import { onServer } from './postgres-instances.ts';
import type { Queryable } from './shop-invariants.ts';

/**
 * A new PostgreSQL database on TEST_DATABASE_URL's server for the crash test, migrated and filled by `seed`;
 * `drop` removes it (whoever is still connected).
 */
export async function createCrashDatabase(serverUrl: string, seed: (db: Database['db']) => Promise<unknown>) {
  const name = `tressa_crash_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 2 });
  try {
    await migrateDatabase(database);
    await seed(database.db);
  } finally {
    await database.close();
  }
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The outbox messages a mail worker has claimed and not yet marked sent (the claim runs 2 minutes). */
export async function mailClaimed(sql: Queryable): Promise<string[]> {
  const res = await sql.query<{ id: string }>(
    `SELECT id FROM mail_outbox WHERE status = 'pending' AND locked_until > now()`,
  );
  return res.rows.map((r) => r.id);
}

/** Ends every claim on a message now, as if its 2 minutes (mail/delivery.ts) had passed. */
export async function releaseMailClaims(sql: Queryable) {
  await sql.query(
    `UPDATE mail_outbox SET locked_until = now() WHERE status = 'pending' AND locked_until > now()`,
  );
}

/** Every message in the outbox, with its status. */
export async function readOutbox(sql: Queryable) {
  return (await sql.query<{ id: string; status: string }>('SELECT id, status FROM mail_outbox')).rows;
}
