// npm run test:mutation [-- <file> ...] [-- --concurrency N ...] — mutation testing of the money and stock code
// (issue 22, decision 017). With no file it mutates every file in stryker.config.mjs; with files (paths under src/,
// or `--mutate a,b`) only those, which is quick enough to run before changing one of them. Server tests run on
// PGlite and, when TEST_DATABASE_URL is set, also on PostgreSQL. Prints a per-file score table at the end and
// exits 1 when a file's score, or the total, is under the break threshold (90%).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BREAK = 90;
const args = process.argv.slice(2);
const files: string[] = [];
const passThrough: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i] as string;
  if (arg === '--mutate' || arg === '-m') files.push(...(args[++i] ?? '').split(',').filter(Boolean));
  else if (arg.startsWith('--mutate='))
    files.push(...arg.slice('--mutate='.length).split(',').filter(Boolean));
  else if (!arg.startsWith('-') && /\.(ts|tsx)$/.test(arg)) files.push(arg);
  else passThrough.push(arg);
}
for (const file of files) {
  if (!existsSync(file.replace(/:.*$/, ''))) {
    console.error(`No such file: ${file}`);
    process.exit(2);
  }
}

const postgres = Boolean(process.env.TEST_DATABASE_URL);
console.log(
  postgres
    ? 'Mutation testing on PGlite and on PostgreSQL (TEST_DATABASE_URL): the concurrency tests judge locks too.'
    : 'Mutation testing on PGlite only: set TEST_DATABASE_URL=postgres://… to run the PostgreSQL tests as well\n' +
        '(two instances, row locks, lock order); without it those mutants may survive.',
);

// One incremental file per selection and database mode: a single-file run must not forget the other files'
// results, and results measured without PostgreSQL are not reused for a run with it.
const mode = postgres ? 'postgres' : 'pglite';
const selection = files.length
  ? files.map((f) => path.basename(f).replace(/\.tsx?(:.*)?$/, '')).join('+')
  : 'all';
mkdirSync('reports/mutation', { recursive: true });
const incrementalFile = `reports/stryker-incremental/${selection}.${mode}.json`;
const strykerArgs = ['stryker', 'run', '--incrementalFile', incrementalFile, ...passThrough];
if (files.length) strykerArgs.push('--mutate', files.join(','));

const started = Date.now();
const run = spawnSync('npx', strykerArgs, { stdio: 'inherit', env: process.env });
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

const reportFile = 'reports/mutation/mutation.json';
if (!existsSync(reportFile)) {
  console.error(`Stryker wrote no ${reportFile} (exit ${run.status}).`);
  process.exit(run.status || 1);
}

type Mutant = { status: string };
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
  files: Record<string, { mutants: Mutant[] }>;
};
const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);
const rows = Object.entries(report.files).map(([file, { mutants }]) => {
  const killed = mutants.filter((m) => detected.has(m.status)).length;
  const survived = mutants.filter((m) => m.status === 'Survived').length;
  const noCoverage = mutants.filter((m) => m.status === 'NoCoverage').length;
  const valid = mutants.filter((m) => detected.has(m.status) || undetected.has(m.status)).length;
  const errors = mutants.length - valid;
  const score = valid ? (100 * killed) / valid : 100;
  return { file, mutants: mutants.length, killed, survived, noCoverage, errors, score };
});
const total = rows.reduce(
  (t, r) => ({ killed: t.killed + r.killed, valid: t.valid + r.killed + r.survived + r.noCoverage }),
  { killed: 0, valid: 0 },
);
const totalScore = total.valid ? (100 * total.killed) / total.valid : 100;

console.log(`\nMutation score per file (${mode}, ${minutes} min; break under ${BREAK}%):`);
console.log('| file | mutants | killed | survived | no coverage | ignored or errors | score |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  const flag = r.score < BREAK ? ' ✗' : '';
  console.log(
    `| ${r.file} | ${r.mutants} | ${r.killed} | ${r.survived} | ${r.noCoverage} | ${r.errors} | ${r.score.toFixed(1)}%${flag} |`,
  );
}
console.log(`| all | | ${total.killed} | | | | ${totalScore.toFixed(1)}% |`);
console.log(
  `(killed counts timeouts; ignored (static) mutants and ones that did not load are left out of the score)`,
);

const failing = rows.filter((r) => r.score < BREAK);
if (failing.length || totalScore < BREAK || run.status !== 0) {
  console.error(`\nUnder ${BREAK}%: ${failing.map((r) => r.file).join(', ') || 'the total'}.`);
  process.exit(1);
}
