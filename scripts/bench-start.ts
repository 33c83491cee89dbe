// npm run bench:start — cold start (issue 19): the time from the command to the first 200 of `GET /` (a rendered
// page) and of `GET /api/products` (a listing), for the built server (`node dist/server/main.js`, what
// `npm run serve` runs) beside the baseline measured in the same run: the same source started through the
// TypeScript loader (`tsx src/server/main.ts`, what `npm run serve` ran before issue 19).
//
// On a seeded PGlite data folder (made by a first start into a temporary folder), and on PostgreSQL too when
// TEST_DATABASE_URL is set (a scratch database, seeded the same way, dropped at the end). The commands take turns
// (baseline, built, baseline, …) so a machine that speeds up or slows down during the run weighs on both alike;
// medians are printed with the fastest and slowest run. Run `npm run build` first.
//
//   BENCH_RUNS      starts of each command on each database (default 7)
//   BENCH_BASELINE  another baseline command, run from BENCH_BASELINE_CWD if set (e.g. an older checkout)
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { onServer } from '#server/testing/postgres-instances.ts';
import { stop } from './bench-processes.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a whole number above 0');
const PORT = 3312;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** A start that has not served both within this long has failed. */
const GIVE_UP_MS = 120_000;
/** The goals: the first served page within this long of the command. */
const GOAL_MS = { pglite: 2000, postgres: 1000 };

type Command = { label: string; argv: string[]; cwd: string };
const tsx = path.resolve('node_modules/.bin/tsx');
const COMMANDS: Command[] = [
  process.env.BENCH_BASELINE
    ? {
        label: `baseline: ${process.env.BENCH_BASELINE}`,
        argv: process.env.BENCH_BASELINE.split(' '),
        cwd: process.env.BENCH_BASELINE_CWD ?? process.cwd(),
      }
    : { label: 'baseline: tsx src/server/main.ts', argv: [tsx, 'src/server/main.ts'], cwd: process.cwd() },
  {
    label: 'built: node dist/server/main.js',
    argv: [process.execPath, 'dist/server/main.js'],
    cwd: process.cwd(),
  },
];

type Timing = { page: number; listing: number };

/** Asks for `url` until it answers 200; the milliseconds since `t0`. */
async function firstOk(url: string, t0: number, child: ChildProcess): Promise<number> {
  while (performance.now() - t0 < GIVE_UP_MS) {
    if (child.exitCode !== null)
      throw new Error(`the shop exited (${child.exitCode}) before answering ${url}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - t0;
    } catch {}
    await sleep(5);
  }
  throw new Error(`no 200 from ${url} within ${GIVE_UP_MS / 1000} s`);
}

/** One cold start of `command`: spawned, timed to its first page and listing, stopped (and its exit awaited). */
async function coldStart(command: Command, env: Record<string, string>): Promise<Timing> {
  const [file, ...args] = command.argv as [string, ...string[]];
  const t0 = performance.now();
  const child = spawn(file, args, {
    cwd: command.cwd,
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PAYMENTS: 'test',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  try {
    const [page, listing] = await Promise.all([
      firstOk(`${ORIGIN}/`, t0, child),
      firstOk(`${ORIGIN}/api/products`, t0, child),
    ]);
    return { page, listing };
  } catch (err) {
    throw new Error(`${command.label}: ${(err as Error).message}\n${stderr.slice(-2000)}`);
  } finally {
    await stop(child);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const figure = (xs: number[]) =>
  `${seconds(median(xs))} s (${seconds(Math.min(...xs))}–${seconds(Math.max(...xs))})`;

async function measure(database: 'pglite' | 'postgres', env: Record<string, string>): Promise<void> {
  // The first start seeds the demo catalogue and makes the admin account; it is not counted.
  await coldStart(COMMANDS[1] as Command, env);
  const timings = COMMANDS.map(() => [] as Timing[]);
  for (let run = 0; run < RUNS; run++) {
    for (const [i, command] of COMMANDS.entries()) timings[i]?.push(await coldStart(command, env));
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  console.log(
    `\n${database === 'pglite' ? 'PGlite, seeded data folder' : 'PostgreSQL, seeded database'}: ` +
      `median of ${RUNS} cold starts (fastest–slowest), goal ≤ ${seconds(GOAL_MS[database])} s to the first page`,
  );
  console.log('| command | first page (GET /) | first listing (GET /api/products) |');
  console.log('|---|---:|---:|');
  for (const [i, command] of COMMANDS.entries()) {
    const t = timings[i] ?? [];
    console.log(
      `| ${command.label} | ${figure(t.map((x) => x.page))} | ${figure(t.map((x) => x.listing))} |`,
    );
  }
  const [base, built] = timings.map((t) => median(t.map((x) => x.page)));
  if (base && built) console.log(`built / baseline, first page: ${(built / base).toFixed(2)}`);
}

if (!existsSync('dist/server/main.js') || !existsSync('dist/ssr/entry-server.js')) {
  console.error('bench:start measures the built server: run `npm run build` first');
  process.exit(2);
}
console.log(`cold starts on ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tressa-bench-start-'));
try {
  await measure('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `tressa_bench_start_${process.pid}`;
  const admin = (sql: string) => onServer(adminUrl, sql);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(`CREATE DATABASE ${name}`);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'tressa-bench-start-'));
  try {
    await measure('postgres', { DATABASE_URL: url.toString(), DATA_DIR: scratch });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  console.log('\n(set TEST_DATABASE_URL to measure PostgreSQL too)');
}
console.log(`\nload average now ${os.loadavg()[0]?.toFixed(1)}`);
