// Backs up the shop's database (the same one the shop uses: DATABASE_URL, else the embedded PGlite in DATA_DIR):
//   npm run backup [-- --out <file>]
// Writes backups/tressa-<time>.pglite.tar.gz (PGlite) or .pgdump (PostgreSQL). On PGlite stop the shop first:
// only one process may open its data folder. On PostgreSQL the shop may keep running.
import 'dotenv/config';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import {
  BackupError,
  backup,
  backupTarget,
  defaultBackupFile,
  describeSummary,
  describeTarget,
} from '#server/db/backup/backup.ts';

const USAGE = 'Usage: npm run backup [-- --out <file>]';

let values: { out?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    args: process.argv.slice(2),
    options: { out: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  }));
} catch (err) {
  console.error(`backup: ${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

// A backup takes no payments: only the database settings matter here.
const config = loadConfig({ PAYMENTS: 'test', ...process.env });
const target = backupTarget(config);
const file = values.out ?? defaultBackupFile(target.kind);

try {
  console.log(`Backing up ${describeTarget(target)}…`);
  const result = await backup(target, file);
  const relative = path.relative(process.cwd(), path.resolve(result.file));
  const shown = relative.startsWith('..') ? path.resolve(result.file) : relative;
  console.log(
    `Wrote ${shown}: ${formatBytes(result.bytes)} in ${(result.ms / 1000).toFixed(1)} s ` +
      `(${describeSummary(result.summary)}).`,
  );
  console.log(
    [
      '',
      'Copy it off this machine (another disk, another server, cloud storage): a backup that dies with the',
      'machine is no backup. It holds customers’ names, addresses and e-mail: keep it as private as the shop.',
      `To restore it: npm run restore -- ${shown}`,
    ].join('\n'),
  );
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`backup: ${err.message}`);
  process.exitCode = 1;
}

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
