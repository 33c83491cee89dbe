import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '#server/testing/admin-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { onServer } from '#server/testing/postgres-instances.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { type Database, type Db, migrateDatabase, openDatabase } from '../client.ts';
import {
  BackupError,
  backup,
  backupKindOf,
  defaultBackupFile,
  fingerprint,
  pgliteDir,
  processesUsing,
  restore,
} from './backup.ts';

// npm run backup / npm run restore (issue 19): a shop with orders, backed up, restored into an empty database,
// has every row back (each table's count and a checksum of its rows, and each sequence's position).

const queryOf = (db: Db) => async (text: string) => {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: unknown[] };
  return { rows: result.rows };
};

/** A shop with products, customers and paid orders (through the real checkout), on `database`. */
async function fillShop(database: Database) {
  const t = await createTestApp({
    database: {
      ...database,
      connectAgain: async () => ({ ...database, close: async () => {} }),
    } as TestDatabase,
  });
  try {
    const [a, b] = await insertProducts(t.db, [{ price: 4_500 }, { price: 12_999, lengths: ['18"', '20"'] }]);
    if (!a || !b) throw new Error('no products');
    await placeOrder(t, [{ productId: a.id, size: '12"', qty: 2 }]);
    await placeOrder(t, [
      { productId: a.id, size: '14"', qty: 1 },
      { productId: b.id, size: '20"', qty: 1 },
    ]);
    await placeOrder(t, [{ productId: b.id, size: '18"', qty: 3 }]);
  } finally {
    await t.app.close();
  }
}

const orderCount = (print: Record<string, string>) => print['public.orders'];

describe('backup file names and kinds', () => {
  it('names a backup by time and kind, under backups/', () => {
    const at = new Date('2026-11-26T02:31:30.123Z');
    expect(defaultBackupFile('pglite', 'backups', at)).toBe(
      'backups/tressa-2026-11-26T023130Z.pglite.tar.gz',
    );
    expect(defaultBackupFile('postgres', 'backups', at)).toBe('backups/tressa-2026-11-26T023130Z.pgdump');
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('backup and restore on PGlite', () => {
  let tmp: string;
  let shopDir: string;
  let file: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'tressa-backup-'));
    shopDir = path.join(tmp, 'shop');
    file = path.join(tmp, 'shop.pglite.tar.gz');
    const database = await openDatabase({ dataDir: shopDir });
    try {
      await migrateDatabase(database);
      await fillShop(database);
      before = await fingerprint(queryOf(database.db));
      // While the shop has its data folder open, neither backup nor restore touches it.
      expect(processesUsing(pgliteDir(shopDir))).toEqual([process.pid]);
      await expect(backup({ kind: 'pglite', dataDir: shopDir }, file)).rejects.toThrow(/stop the shop/);
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('backs up a shop with orders and restores every row into an empty data folder', async () => {
    expect(orderCount(before)).toMatch(/^3 rows/);
    const made = await backup({ kind: 'pglite', dataDir: shopDir }, file);
    expect(made.bytes).toBeGreaterThan(1000);
    expect(made.summary.orders).toBe(3);
    expect(await backupKindOf(file)).toBe('pglite');
    expect(existsSync(`${file}.partial`)).toBe(false);

    const emptyDir = path.join(tmp, 'restored');
    const restored = await restore({ kind: 'pglite', dataDir: emptyDir }, file);
    expect(restored.summary.orders).toBe(3);
    expect(restored.setAside).toBeUndefined();

    const database = await openDatabase({ dataDir: emptyDir });
    try {
      expect(await fingerprint(queryOf(database.db))).toEqual(before);
      // The shop's start applies migrations as usual: the restored journal says there is nothing to do.
      await migrateDatabase(database);
      expect(await fingerprint(queryOf(database.db))).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a data folder that holds a database unless forced, and then keeps the old one aside', async () => {
    const target = { kind: 'pglite' as const, dataDir: path.join(tmp, 'restored') };
    await expect(restore(target, file)).rejects.toThrow(/already holds a shop \(.*3 orders.*--force/s);
    const forced = await restore(target, file, { force: true });
    expect(forced.replaced?.orders).toBe(3);
    expect(forced.setAside && existsSync(path.join(forced.setAside, 'PG_VERSION'))).toBe(true);
    const database = await openDatabase({ dataDir: target.dataDir });
    try {
      expect(await fingerprint(queryOf(database.db))).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a backup of the other kind, or a file that is no backup, saying why', async () => {
    await expect(
      restore({ kind: 'postgres', databaseUrl: 'postgres://nowhere.invalid/x' }, file),
    ).rejects.toThrow(
      /backup of the embedded database \(PGlite\).*configured for PostgreSQL.*Unset DATABASE_URL/,
    );
    const dump = path.join(tmp, 'other.pgdump');
    await writeFile(dump, 'PGDMP\u0001\u000e\u0000');
    await expect(restore({ kind: 'pglite', dataDir: path.join(tmp, 'none') }, dump)).rejects.toThrow(
      /backup of PostgreSQL.*configured for the embedded database.*Set DATABASE_URL/,
    );
    const text = path.join(tmp, 'notes.txt');
    await writeFile(text, 'hello');
    await expect(restore({ kind: 'pglite', dataDir: path.join(tmp, 'none') }, text)).rejects.toThrow(
      /not a backup made by npm run backup/,
    );
    await expect(
      backup({ kind: 'pglite', dataDir: path.join(tmp, 'none') }, path.join(tmp, 'x')),
    ).rejects.toThrow(BackupError);
    expect(existsSync(path.join(tmp, 'none'))).toBe(false);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('backup and restore on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  let source: TestDatabase;
  let emptyName: string;
  let emptyUrl: string;
  let tmp: string;
  let file: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'tressa-backup-'));
    file = path.join(tmp, 'shop.pgdump');
    source = await createTestDatabase();
    await fillShop(source);
    before = await fingerprint(queryOf(source.db));
    // A second, empty database to restore into, made the way test-database.ts makes one.
    emptyName = `tressa_restore_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${emptyName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${emptyName}`;
    emptyUrl = url.toString();
  }, 120_000);
  afterAll(async () => {
    await source?.close();
    if (emptyName) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${emptyName} WITH (FORCE)`);
    await rm(tmp, { recursive: true, force: true });
  });

  it('backs up a running shop with orders and restores every row into an empty database', async () => {
    expect(orderCount(before)).toMatch(/^3 rows/);
    // The shop's pool is still open: pg_dump reads a consistent snapshot.
    const made = await backup({ kind: 'postgres', databaseUrl: source.url ?? '' }, file);
    expect(made.summary.orders).toBe(3);
    expect(await backupKindOf(file)).toBe('postgres');

    const restored = await restore({ kind: 'postgres', databaseUrl: emptyUrl }, file);
    expect(restored.summary.orders).toBe(3);
    expect(restored.replaced).toBeUndefined();

    const database = await openDatabase({ databaseUrl: emptyUrl, dataDir: null, poolSize: 2 });
    try {
      expect(await fingerprint(queryOf(database.db))).toEqual(before);
      await migrateDatabase(database);
      expect(await fingerprint(queryOf(database.db))).toEqual(before);
      // Another client on the database (a shop instance): restore will not pull it from under it.
      await expect(
        restore({ kind: 'postgres', databaseUrl: emptyUrl }, file, { force: true }),
      ).rejects.toThrow(/other connection.*stop every instance/);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a database that is not empty unless forced, then replaces everything in it', async () => {
    const target = { kind: 'postgres' as const, databaseUrl: emptyUrl };
    await expect(restore(target, file)).rejects.toThrow(/is not empty \(.*3 orders.*--force/);
    // Something the backup does not have, which a forced restore must not leave behind.
    await onServer(emptyUrl, 'CREATE TABLE stray (x int); INSERT INTO stray VALUES (1)');
    const forced = await restore(target, file, { force: true });
    expect(forced.replaced?.tables).toBe(
      Object.keys(before).filter((k) => !k.startsWith('sequence')).length + 1,
    );
    const database = await openDatabase({ databaseUrl: emptyUrl, dataDir: null, poolSize: 2 });
    try {
      expect(await fingerprint(queryOf(database.db))).toEqual(before);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a PGlite backup, saying why', async () => {
    const tarball = path.join(tmp, 'shop.pglite.tar.gz');
    await writeFile(tarball, Buffer.from([0x1f, 0x8b, 8, 0]));
    await expect(restore({ kind: 'postgres', databaseUrl: emptyUrl }, tarball)).rejects.toThrow(
      /backup of the embedded database \(PGlite\).*configured for PostgreSQL/,
    );
  });
});
