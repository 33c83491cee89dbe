// Restores a backup made by `npm run backup` into the shop's database (DATABASE_URL, else the embedded PGlite in
// DATA_DIR: the same settings the shop uses):
//   npm run restore -- <file> [--force]
// Stop the shop first. The database must be empty unless --force (PGlite: the folder there is kept aside;
// PostgreSQL: everything in the database is replaced, in one transaction with the restore).
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import {
  BackupError,
  backupTarget,
  describeSummary,
  describeTarget,
  restore,
} from '#server/db/backup/backup.ts';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

let parsed: { values: { force?: boolean; help?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
} catch (err) {
  console.error(`restore: ${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [file, ...extra] = positionals;
if (!file || extra.length > 0) {
  console.error(`restore: name one backup file\n${USAGE}`);
  process.exit(2);
}

// A restore takes no payments: only the database settings matter here.
const config = loadConfig({ PAYMENTS: 'test', ...process.env });
const target = backupTarget(config);

try {
  console.log(`Restoring ${file} into ${describeTarget(target)}…`);
  const result = await restore(target, file, { force: values.force ?? false });
  if (result.replaced) console.log(`Replaced what was there (${describeSummary(result.replaced)}).`);
  if (result.setAside) {
    console.log(`The database that was there is kept in ${result.setAside}; delete it once you are happy.`);
  }
  console.log(`Restored ${describeSummary(result.summary)} in ${(result.ms / 1000).toFixed(1)} s.`);
  console.log(
    'Start the shop as usual (npm run serve, or npm start): it applies any newer migrations on start. ' +
      'Orders placed after this backup was made are not in it; with Stripe, check its dashboard for payments since.',
  );
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`restore: ${err.message}`);
  process.exitCode = 1;
}
