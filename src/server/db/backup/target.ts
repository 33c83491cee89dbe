import path from 'node:path';

// Where the shop's data is, and the backup file kinds.

export type BackupKind = 'pglite' | 'postgres';

/** Where the shop's data is: the embedded database under `dataDir`, or a PostgreSQL database. */
export type BackupTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string };

export const BACKUP_SUFFIX: Record<BackupKind, string> = {
  pglite: '.pglite.tar.gz',
  postgres: '.pgdump',
};

export const KIND_NAME: Record<BackupKind, string> = {
  pglite: 'the embedded database (PGlite)',
  postgres: 'PostgreSQL',
};

/** The shop's database as the shop itself chooses it (config.ts): DATABASE_URL when set, else DATA_DIR. */
export function backupTarget(config: { databaseUrl: string | undefined; dataDir: string }): BackupTarget {
  return config.databaseUrl
    ? { kind: 'postgres', databaseUrl: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/** The embedded database's own folder, as openDatabase (client.ts) lays it out. */
export function pgliteDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite');
}

export function describeTarget(target: BackupTarget): string {
  if (target.kind === 'pglite') return `the embedded database in ${pgliteDir(target.dataDir)}`;
  const url = new URL(target.databaseUrl);
  return `PostgreSQL database ${decodeURIComponent(url.pathname.slice(1))} on ${url.host}`;
}
