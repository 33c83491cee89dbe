import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describeSummary, type RestoreResult, type Summary, summarise, timestamp } from './contents.ts';
import { BackupError } from './refusal.ts';
import { pgliteDir } from './target.ts';

/**
 * Processes (this one included) with a file open under `dir`, from /proc; undefined where there is no /proc
 * (not Linux), so nothing can be said. PGlite keeps its catalogue files open for as long as it is open.
 */
export function processesUsing(dir: string): number[] | undefined {
  if (!existsSync('/proc/self/fd')) return undefined;
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return [];
  }
  const prefix = `${real}${path.sep}`;
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    for (const fd of fds) {
      let link: string;
      try {
        link = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      if (link.startsWith(prefix)) {
        found.push(Number(entry));
        break;
      }
    }
  }
  return found;
}

function refuseIfInUse(dir: string, doing: string): void {
  const users = processesUsing(dir);
  if (users && users.length > 0) {
    throw new BackupError(
      `${dir} is open in another process (pid ${users.join(', ')}), probably the shop. The embedded database ` +
        `belongs to one process at a time: stop the shop, then ${doing} again.`,
    );
  }
}

async function openPglite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir: dir, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

export async function backupPglite(dataDir: string, outFile: string): Promise<Summary> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${dir} to back up (is DATA_DIR right?)`);
  }
  refuseIfInUse(dir, 'back up');
  const client = await openPglite(dir);
  try {
    const summary = await summarise((text) => client.query(text));
    // Everything on disk, so the tarball needs no recovery and holds no more WAL than it must.
    await client.exec('CHECKPOINT');
    const tarball = await client.dumpDataDir('gzip');
    await writeFile(outFile, Buffer.from(await tarball.arrayBuffer()));
    return summary;
  } finally {
    await client.close();
  }
}

export async function restorePglite(
  file: string,
  dataDir: string,
  force: boolean,
): Promise<Omit<RestoreResult, 'ms'>> {
  const dir = pgliteDir(dataDir);
  refuseIfInUse(dir, 'restore');
  const occupied = existsSync(dir) && readdirSync(dir).length > 0;
  let replaced: Summary | undefined;
  if (occupied) {
    replaced = await summarisePglite(dir);
    if (!force) {
      const holds = replaced
        ? `a shop (${describeSummary(replaced)})`
        : 'files that are not a readable database';
      throw new BackupError(
        `${dir} already holds ${holds}. Restore into an empty DATA_DIR, or add --force to replace it ` +
          '(what is there now is kept aside, not deleted).',
      );
    }
  }
  // Loaded beside the live folder and checked there, then swapped in: a failure leaves DATA_DIR as it was.
  const staging = `${dir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  let summary: Summary;
  try {
    const client = await openPglite(staging, new Blob([await readFile(file)])).catch((err: Error) => {
      throw new BackupError(`${file} could not be loaded as a PGlite backup: ${err.message}`);
    });
    try {
      summary = await summarise((text) => client.query(text));
      await client.exec('CHECKPOINT');
    } finally {
      await client.close();
    }
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
  let setAside: string | undefined;
  if (existsSync(dir)) {
    if (occupied) {
      setAside = `${dir}.before-restore-${timestamp()}`;
      await rename(dir, setAside);
    } else {
      await rm(dir, { recursive: true, force: true });
    }
  }
  await rename(staging, dir);
  return { summary, setAside, replaced };
}

async function summarisePglite(dir: string): Promise<Summary | undefined> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) return undefined;
  try {
    const client = await openPglite(dir);
    try {
      return await summarise((text) => client.query(text));
    } finally {
      await client.close();
    }
  } catch {
    return undefined;
  }
}
