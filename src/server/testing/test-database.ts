import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from '../db/client.ts';
import { openPgliteSnapshot, PGLITE_SNAPSHOT_ENV } from './pglite-snapshot.ts';

export type TestDatabase = Database & {
  /** A second, separate connection pool to the same database, as a second app instance would have. */
  connectAgain: () => Promise<Database>;
  /** On PostgreSQL, the database's URL (to reach it another way, e.g. through a proxy). */
  url?: string;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new database on the
 * TEST_DATABASE_URL server that is dropped afterwards. Each file gets its own, so files run in parallel safely.
 * `migrate: false`: an empty one, for a test that applies the migrations itself (an upgrade from an older one).
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    if (!migrate) {
      const database = await openDatabase({ dataDir: null });
      return { ...database, connectAgain: async () => ({ ...database, close: async () => {} }) };
    }
    // From the run's migrated database when there is one (pglite-snapshot.ts); migrating it again applies nothing.
    const snapshot = process.env[PGLITE_SNAPSHOT_ENV];
    const database = snapshot ? await openPgliteSnapshot(snapshot) : await openDatabase({ dataDir: null });
    await migrateDatabase(database);
    // PGlite lives in this process: a second "instance" can only share it.
    return { ...database, connectAgain: async () => ({ ...database, close: async () => {} }) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `tressa_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 10 });
  if (migrate) await migrateDatabase(database);
  return {
    ...database,
    url: url.toString(),
    connectAgain: () => openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 5 }),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
