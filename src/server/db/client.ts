import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/**
 * The database or a transaction on it: drizzle's `PgTransaction` extends `PgDatabase`, so a repository function
 * taking a `Db` is called with `tx` inside `db.transaction(async (tx) => …)` as it is, never cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
};

/**
 * The migrations this build ships and how many of them the database has applied: the readiness check's "migrated"
 * (an instance of a newer build on a database another instance has not migrated yet is not ready).
 */
export async function migrationState(db: Db): Promise<{ applied: number; expected: number }> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const rows = (await db.execute(
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations WHERE created_at <= ${Math.max(...journal.entries.map((e) => e.when))}`,
  )) as { rows: { n: number }[] };
  return { applied: Number(rows.rows[0]?.n ?? 0), expected: journal.entries.length };
}

/** How long a request waits for a database connection before it is told the database is unavailable. */
export const CONNECT_TIMEOUT_MS = 5_000;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Several app instances may start at once on one PostgreSQL; this lock lets one at a time migrate, seed and
// bootstrap the admin account.
const STARTUP_LOCK_ID = 727_001;

/** Connects to PostgreSQL when a URL is given, otherwise opens the embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  poolSize?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      // While the database is unreachable a request waits at most this long for a connection, then answers 503
      // (plugins/error-handler.ts) instead of hanging; the pool connects afresh once it is back.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Notices a connection cut without a word (a dead network path) instead of waiting on it for ever.
      keepAlive: true,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    return {
      db: drizzleNodePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

const pgliteQueues = new WeakMap<Db, Promise<void>>();

/**
 * Runs `work` while holding the start-up lock (a PostgreSQL advisory lock on one pooled connection), so
 * instances starting together do it one after another. `work` gets a database on that connection. PGlite belongs
 * to one process, so there the lock is a queue in memory.
 */
export async function withStartupLock<T>(database: Database, work: (db: Db) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') {
    const before = pgliteQueues.get(database.db) ?? Promise.resolve();
    const run = before.then(() => work(database.db));
    pgliteQueues.set(
      database.db,
      run.then(
        () => {},
        () => {},
      ),
    );
    return run;
  }
  // biome-ignore lint/suspicious/noExplicitAny: reach the pool under the drizzle instance
  const pool = (database.db as any).$client as pg.Pool;
  const conn = await pool.connect();
  try {
    await conn.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    return await work(drizzleNodePg({ client: conn, schema }) as unknown as Db);
  } finally {
    await conn.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
    conn.release();
  }
}

/**
 * Applies the committed migrations, then runs `afterMigrate` (the demo seed) while still holding the start-up
 * lock, so concurrent instances neither migrate nor seed twice. `folder`: another migrations folder (the upgrade
 * tests apply the migrations up to an earlier one first).
 */
export async function migrateDatabase(
  database: Database,
  afterMigrate?: (db: Db) => Promise<void>,
  folder = migrationsFolder,
): Promise<void> {
  await withStartupLock(database, async (db) => {
    if (database.kind === 'pglite') {
      // biome-ignore lint/suspicious/noExplicitAny: the PGlite migrator wants its own database type
      await migratePglite(db as any, { migrationsFolder: folder });
    } else {
      // biome-ignore lint/suspicious/noExplicitAny: the node-postgres migrator wants its own database type
      await migrateNodePg(db as any, { migrationsFolder: folder });
    }
    await afterMigrate?.(db);
  });
}
