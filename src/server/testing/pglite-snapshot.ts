import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { type Database, type Db, migrateDatabase, openDatabase } from '../db/client.ts';
import * as schema from '../db/schema.ts';

// Making an in-memory PGlite (its initdb) and applying every migration takes a few seconds of CPU, once per
// server test file. The server-pglite project does it once per run instead (vitest.config.ts globalSetup): the
// migrated database is written to a file, and each test file's database starts from a copy of it.

/** Where the migrated database of this run lies, when there is one (set by the global setup). */
export const PGLITE_SNAPSHOT_ENV = 'TEST_PGLITE_SNAPSHOT';

/** A new in-memory PGlite, migrated, written to `file` as its data directory (an uncompressed tar). */
export async function writePgliteSnapshot(file: string): Promise<void> {
  const database = await openDatabase({ dataDir: null });
  try {
    await migrateDatabase(database);
    // biome-ignore lint/suspicious/noExplicitAny: reach the PGlite client under the drizzle instance
    const client = (database.db as any).$client as PGlite;
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** An in-memory PGlite started from the data directory in `file`, as openDatabase opens one (db/client.ts). */
export async function openPgliteSnapshot(file: string): Promise<Database> {
  const client = await PGlite.create({
    loadDataDir: new Blob([new Uint8Array(await readFile(file))]),
    extensions: { pg_trgm },
  });
  return {
    db: drizzle({ client, schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/** Vitest global setup: one migrated database for the run, removed at its end. */
export default async function setup() {
  if (process.env[PGLITE_SNAPSHOT_ENV]) return;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tressa-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  await writePgliteSnapshot(file);
  process.env[PGLITE_SNAPSHOT_ENV] = file;
  return async () => {
    delete process.env[PGLITE_SNAPSHOT_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}
