import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type RestoreResult, type Summary, timestamp } from './contents.ts';
import { backupPglite, restorePglite } from './pglite.ts';
import { backupPostgres, restorePostgres } from './postgres.ts';
import { BackupError } from './refusal.ts';
import { BACKUP_SUFFIX, type BackupKind, type BackupTarget, KIND_NAME } from './target.ts';

export type { RestoreResult } from './contents.ts';
export { describeSummary, fingerprint, type Summary } from './contents.ts';
export { processesUsing } from './pglite.ts';
export { BackupError } from './refusal.ts';
export {
  BACKUP_SUFFIX,
  type BackupKind,
  type BackupTarget,
  backupTarget,
  describeTarget,
  pgliteDir,
} from './target.ts';

/** backups/tressa-2026-11-26T023130Z.pglite.tar.gz: sorts by time, says its kind. */
export function defaultBackupFile(kind: BackupKind, dir = 'backups', now = new Date()): string {
  return path.join(dir, `tressa-${timestamp(now)}${BACKUP_SUFFIX[kind]}`);
}

/** What a file holds, by its first bytes: pg_dump's custom format starts "PGDMP", PGlite's dump is gzip. */
export async function backupKindOf(file: string): Promise<BackupKind | undefined> {
  let head: Buffer;
  try {
    const handle = await open(file, 'r');
    try {
      head = Buffer.alloc(5);
      head = head.subarray(0, (await handle.read(head, 0, 5, 0)).bytesRead);
    } finally {
      await handle.close();
    }
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new BackupError(
      e.code === 'ENOENT'
        ? `${file}: no such file`
        : e.code === 'EISDIR'
          ? `${file} is a folder, not a backup file`
          : `${file}: ${e.message}`,
    );
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return undefined;
}

export type BackupResult = { file: string; bytes: number; ms: number; summary: Summary };

/** Writes a backup of `target` to `file` (refusing to overwrite one); the file appears only once complete. */
export async function backup(target: BackupTarget, file: string): Promise<BackupResult> {
  const started = performance.now();
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another name (--out)`);
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    const summary =
      target.kind === 'pglite'
        ? await backupPglite(target.dataDir, partial)
        : await backupPostgres(target.databaseUrl, partial);
    await rename(partial, file);
    const { size } = await stat(file);
    return { file, bytes: size, ms: performance.now() - started, summary };
  } finally {
    await rm(partial, { force: true });
  }
}

/** Restores `file` into `target`, which must be empty unless `force` (then its contents are replaced). */
export async function restore(
  target: BackupTarget,
  file: string,
  opts: { force?: boolean } = {},
): Promise<RestoreResult> {
  const started = performance.now();
  const kind = await backupKindOf(file);
  if (kind === undefined) {
    throw new BackupError(
      `${file} is not a backup made by npm run backup (expected a ${BACKUP_SUFFIX.pglite} or ${BACKUP_SUFFIX.postgres} file)`,
    );
  }
  if (kind !== target.kind) {
    const how =
      target.kind === 'postgres'
        ? 'Unset DATABASE_URL to restore it into the embedded database in DATA_DIR.'
        : 'Set DATABASE_URL to the PostgreSQL database to restore it into.';
    throw new BackupError(
      `${file} is a backup of ${KIND_NAME[kind]}, but this shop is configured for ${KIND_NAME[target.kind]}` +
        `${target.kind === 'postgres' ? ' (DATABASE_URL is set)' : ' (DATABASE_URL is not set)'}. ${how} ` +
        'A backup is restored into the same kind of database it was made from.',
    );
  }
  const result =
    target.kind === 'pglite'
      ? await restorePglite(file, target.dataDir, opts.force ?? false)
      : await restorePostgres(file, target.databaseUrl, opts.force ?? false);
  return { ...result, ms: performance.now() - started };
}
