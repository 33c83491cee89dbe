// Benchmark of GET /api/products (not a test). For each database it seeds a catalogue, then measures one run
// after another on this machine: a bare Fastify JSON route (what the machine itself allows), then the real shop
// (a child process, `node --import tsx src/server/main.ts`) with its response cache off, on (10 s), and with no
// caches at all (CATALOG_MEMO=off too). Every request takes the next path of one seeded-random list of listing
// paths shaped like shoppers browsing (scripts/bench-listing-mix.ts), so each shop run sees the same sequence.
// After the cache-off run it times every request shape one request at a time, prints the slowest shapes and, on
// PostgreSQL, the EXPLAIN (ANALYZE, BUFFERS) of the SQL the catalogue service runs for each.
//
//   TEST_DATABASE_URL=postgres://user@host:5432/db npm run bench:catalog   (without it, PGlite only)
//
// Settings (environment): BENCH_ONLY=postgres|pglite, BENCH_SECONDS per run (15, after a 3 s warm-up),
// BENCH_SEED ('tressa'), BENCH_PG_PRODUCTS (100000), BENCH_PGLITE_PRODUCTS (10000), BENCH_PATHS (20000 paths
// in the list), BENCH_SHAPE_SAMPLES (30 timed requests per shape). PostgreSQL runs in a database tressa_bench,
// dropped and made anew on each run. Latencies are autocannon's: whole milliseconds, of 2xx answers only.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { seededRandom } from '../src/server/db/seed/random.ts';
import { searchVocabulary } from '../src/server/db/seed/synthetic.ts';
import { type Listing, type ListingQuery, listingQuerySchema } from '../src/shared/contract/catalog.ts';
import { type Catalogue, listingPaths, pathOfShape, shapesIn } from './bench-listing-mix.ts';

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}

const SECONDS = setting('BENCH_SECONDS', 15);
const WARM_UP_SECONDS = 3;
const SEED = process.env.BENCH_SEED || 'tressa';
const PATH_COUNT = setting('BENCH_PATHS', 20_000);
const SHAPE_SAMPLES = setting('BENCH_SHAPE_SAMPLES', 30);
const SLOWEST_SHAPES = 5;
const FAILURES_SHOWN = 5;

type ShopRun = { label: string; env: Record<string, string>; sampleShapes: boolean };
/** The shop runs of each database, in order; the shapes are timed on the one that samples them. */
const SHOP_RUNS: ShopRun[] = [
  { label: 'response cache off', env: { CATALOG_CACHE_SECONDS: '0' }, sampleShapes: true },
  { label: 'response cache 10 s', env: { CATALOG_CACHE_SECONDS: '10' }, sampleShapes: false },
  {
    label: 'no caches at all',
    env: { CATALOG_CACHE_SECONDS: '0', CATALOG_MEMO: 'off' },
    sampleShapes: false,
  },
];

type Target = {
  title: string;
  products: number;
  connections: number;
  port: number;
  env: Record<string, string>;
  /** PostgreSQL only: where EXPLAIN runs. */
  databaseUrl: string | null;
};

type Measured = {
  label: string;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Requests handed out in the measured window, and the list's length (a list shorter than that repeats). */
  sent: number;
  listLength: number;
  statusCounts: Record<string, number>;
  /** A few paths answered with a non-2xx status under load: path → status. */
  failing: Map<string, number>;
};
type Row = Measured | { label: string; failed: string };

type ShapeTiming = { name: string; p50: number; p95: number; max: number; example: string; non2xx: number };

type Report = { rows: Row[]; sections: string[] };

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
const ms = (x: number) => (Math.round(x * 10) / 10).toFixed(1);
const thousands = (n: number) => n.toLocaleString('en-GB');

// ── Processes ────────────────────────────────────────────────────────────────────────────────────────────────

function spawnTsx(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}

/** Waits until `url` answers 2xx; fails at once if the process exits first. */
async function waitUntilUp(child: ChildProcess, url: string, what: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(250);
  }
  await stop(child);
  throw new Error(`${what} did not answer ${url} within 60 s`);
}

async function startShop(target: Target, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawnTsx('src/server/main.ts', {
    ...target.env,
    ...env,
    PORT: String(target.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PAYMENTS: 'test',
  });
  await waitUntilUp(child, `http://127.0.0.1:${target.port}/api/health`, 'the shop');
  return child;
}

function seed(env: Record<string, string>, products: number): void {
  const started = Date.now();
  execFileSync('npx', ['tsx', 'scripts/seed.ts', '--products', String(products)], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  console.log(`  seeded ${thousands(products)} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// ── Load ─────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Drives `port` with `connections` connections: a warm-up, then the measured window. Each request takes the
 * next path of `paths` (going round), one sequence across both, so runs given the same list see the same order.
 */
async function drive(label: string, port: number, connections: number, paths: readonly string[]) {
  let next = 0;
  const failing = new Map<string, number>();
  // autocannon keeps one context per connection; a response is reported before that connection's next request.
  const request: autocannon.Request = {
    setupRequest: (req, context) => {
      const path = paths[next++ % paths.length] ?? '/';
      (context as { path?: string }).path = path;
      return { ...req, path };
    },
    onResponse: (status, _body, context) => {
      const { path } = context as { path?: string };
      if ((status < 200 || status > 299) && path && failing.size < FAILURES_SHOWN) failing.set(path, status);
    },
  };
  const url = `http://127.0.0.1:${port}`;
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, requests: [request] });
  const from = next;
  failing.clear();
  const result = await autocannon({ url, connections, duration: SECONDS, requests: [request] });
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]),
  );
  const measured: Measured = {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    sent: next - from,
    listLength: paths.length,
    statusCounts,
    failing,
  };
  console.log(
    `  ${label}: ${measured.rps} req/s, p50 ${measured.p50} ms, p97.5 ${measured.p97_5} ms, p99 ${measured.p99} ms, ${errorsCell(measured)}`,
  );
  return measured;
}

/** The failing paths once more, one at a time after the run, with what they answer now. */
async function recheckFailures(port: number, run: Measured): Promise<string> {
  const lines = [
    `Non-2xx answers in "${run.label}": ${run.non2xx} (statuses ${JSON.stringify(run.statusCounts)}). A few of the paths, fetched again after the run:`,
  ];
  for (const [path, status] of run.failing) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      const body = (await res.text()).replace(/\s+/g, ' ').slice(0, 160);
      lines.push(`  ${status} under load, ${res.status} now: ${path}  ${body}`);
    } catch (err) {
      lines.push(`  ${status} under load, fetch failed now (${message(err)}): ${path}`);
    }
  }
  return lines.join('\n');
}

async function baseline(target: Target): Promise<Measured> {
  const port = 3399;
  const child = spawnTsx('scripts/bench-baseline-server.ts', { PORT: String(port) });
  try {
    await waitUntilUp(child, `http://127.0.0.1:${port}/`, 'the baseline server');
    return await drive(`${target.title}: bare Fastify JSON`, port, target.connections, ['/']);
  } finally {
    await stop(child);
  }
}

// ── The mix ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Brands and price range as the shop reports them, and the seed's search words. */
async function readCatalogue(port: number): Promise<Catalogue> {
  const res = await fetch(`http://127.0.0.1:${port}/api/products?perPage=1`);
  if (!res.ok) throw new Error(`GET /api/products?perPage=1 answered ${res.status}`);
  const listing = (await res.json()) as Listing;
  return {
    brands: listing.facets.brands.map((b) => b.value),
    priceMin: listing.priceRange.min,
    priceMax: listing.priceRange.max,
    words: searchVocabulary(),
  };
}

// ── Slowest shapes ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Times SHAPE_SAMPLES requests of each shape in the mix, one at a time, each with fresh random parameters;
 * slowest p95 first. A shape's example is its request at the p95.
 */
async function timeShapes(port: number, catalogue: Catalogue, paths: string[]): Promise<ShapeTiming[]> {
  const rng = seededRandom(`${SEED}/shape-samples`);
  const timings: ShapeTiming[] = [];
  for (const [name, shape] of [...shapesIn(paths)].sort(([a], [b]) => a.localeCompare(b))) {
    const samples: { ms: number; path: string }[] = [];
    let non2xx = 0;
    for (let i = 0; i < SHAPE_SAMPLES; i++) {
      const path = pathOfShape(rng, catalogue, shape);
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      await res.arrayBuffer();
      samples.push({ ms: performance.now() - started, path });
      if (!res.ok) non2xx++;
    }
    samples.sort((a, b) => a.ms - b.ms);
    const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
    const p95 = at(0.95);
    timings.push({
      name,
      p50: at(0.5)?.ms ?? 0,
      p95: p95?.ms ?? 0,
      max: samples.at(-1)?.ms ?? 0,
      example: p95?.path ?? '',
      non2xx,
    });
  }
  return timings.sort((a, b) => b.p95 - a.p95);
}

function formatShapes(title: string, timings: ShapeTiming[]): string {
  const lines = [
    `Slowest request shapes, ${title} (${timings.length} shapes, ${SHAPE_SAMPLES} requests each, one at a time, fresh parameters):`,
    '',
    '| shape | p50 ms | p95 ms | max ms | non-2xx | example (the p95 request) |',
    '|---|---:|---:|---:|---:|---|',
  ];
  for (const t of timings.slice(0, SLOWEST_SHAPES))
    lines.push(`| ${t.name} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.max)} | ${t.non2xx} | ${t.example} |`);
  return lines.join('\n');
}

// ── EXPLAIN ──────────────────────────────────────────────────────────────────────────────────────────────────

type LoggedQuery = { sql: string; params: unknown[] };

/**
 * The SQL the catalogue service runs for one listing query, as a running server would: the service is built as
 * src/server/app.ts builds it, on a Drizzle database that logs every query, warmed up with the plain first page
 * (loads that happen once, not per request), and then asked for `query`. Adjust this one function when the
 * service changes.
 */
async function serviceQueries(pool: pg.Pool, query: ListingQuery) {
  const logged: LoggedQuery[] = [];
  const logger = {
    logQuery(sql: string, params: unknown[]) {
      logged.push({ sql, params });
    },
  };
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  const { catalogRepository } = await import('../src/server/modules/catalog/repository.ts');
  const { catalogService } = await import('../src/server/modules/catalog/service.ts');
  const catalog = catalogService(catalogRepository(db), { responseCacheSeconds: 0 });
  await catalog.list(listingQuerySchema.parse({}));
  const warmUp = logged.splice(0);
  await catalog.list(query);
  return { warmUp, queries: logged };
}

async function explain(client: pg.Client, q: LoggedQuery): Promise<string> {
  const lines = [`  SQL: ${q.sql.replace(/\s+/g, ' ')}`, `  params: ${JSON.stringify(q.params)}`];
  if (!/^\s*(select|with)\b/i.test(q.sql)) return [...lines, '    (not a SELECT: not explained)'].join('\n');
  try {
    const res = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
    return [...lines, ...res.rows.map((r) => `      ${r['QUERY PLAN']}`)].join('\n');
  } catch (err) {
    return [...lines, `    (EXPLAIN failed: ${message(err)})`].join('\n');
  }
}

function withTimeout<T>(work: Promise<T>, seconds: number): Promise<T> {
  return Promise.race([
    work,
    sleep(seconds * 1000, undefined, { ref: false }).then(() => {
      throw new Error(`no answer within ${seconds} s`);
    }),
  ]);
}

/** EXPLAIN (ANALYZE, BUFFERS) of every query the service runs for each example URL. Never throws. */
async function explainExamples(databaseUrl: string, title: string, timings: ShapeTiming[]): Promise<string> {
  const out = [
    `EXPLAIN (ANALYZE, BUFFERS) of the SQL the catalogue service runs for the slowest shapes, ${title}:`,
  ];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => {});
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    for (const { name, example } of timings) {
      out.push('', `${name}: ${example}`);
      try {
        const params = Object.fromEntries(new URL(example, 'http://bench.invalid').searchParams);
        const { warmUp, queries } = await withTimeout(
          serviceQueries(pool, listingQuerySchema.parse(params)),
          120,
        );
        out.push(`  (the warm-up with the plain first page ran ${warmUp.length} queries, not shown)`);
        if (queries.length === 0)
          out.push('  (no SQL was logged: the service answered without Drizzle queries)');
        const seen = new Set<string>();
        for (const q of queries) {
          const key = JSON.stringify(q);
          if (seen.has(key)) continue;
          seen.add(key);
          out.push(await explain(client, q));
        }
      } catch (err) {
        out.push(`  (could not capture the SQL: ${message(err)})`);
      }
    }
  } catch (err) {
    out.push(`  (could not open ${new URL(databaseUrl).pathname} for EXPLAIN: ${message(err)})`);
  } finally {
    await client.end().catch(() => {});
    await pool.end().catch(() => {});
  }
  return out.join('\n');
}

// ── The runs ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The three shop runs of one database, on one list of paths made from the first run's catalogue. */
async function shopRuns(target: Target, report: Report): Promise<ShapeTiming[] | null> {
  let mix: { catalogue: Catalogue; paths: string[] } | null = null;
  let slowest: ShapeTiming[] | null = null;
  for (const run of SHOP_RUNS) {
    const label = `${target.title}: ${run.label}`;
    try {
      const server = await startShop(target, run.env);
      try {
        if (!mix) {
          const catalogue = await readCatalogue(target.port);
          mix = { catalogue, paths: listingPaths(SEED, catalogue, PATH_COUNT) };
        }
        const measured = await drive(label, target.port, target.connections, mix.paths);
        report.rows.push(measured);
        if (measured.non2xx > 0) report.sections.push(await recheckFailures(target.port, measured));
        if (run.sampleShapes) {
          console.log(`  timing each request shape (${SHAPE_SAMPLES} requests, one at a time)`);
          const timings = await timeShapes(target.port, mix.catalogue, mix.paths);
          report.sections.push(formatShapes(label, timings));
          slowest = timings.slice(0, SLOWEST_SHAPES);
        }
      } finally {
        await stop(server);
      }
    } catch (err) {
      console.error(`  ${label} failed: ${message(err)}`);
      report.rows.push({ label, failed: message(err) });
    }
  }
  return slowest;
}

async function benchTarget(target: Target, report: Report): Promise<void> {
  console.log(`${target.title}: seeding`);
  try {
    seed(target.env, target.products);
  } catch (err) {
    report.rows.push({ label: `${target.title}: seeding`, failed: message(err) });
    return;
  }
  try {
    report.rows.push(await baseline(target));
  } catch (err) {
    report.rows.push({ label: `${target.title}: bare Fastify JSON`, failed: message(err) });
  }
  const slowest = await shopRuns(target, report);
  if (slowest && target.databaseUrl)
    report.sections.push(await explainExamples(target.databaseUrl, target.title, slowest));
}

/** A fresh database tressa_bench beside the one TEST_DATABASE_URL names. */
async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = 'tressa_bench';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const products = setting('BENCH_PG_PRODUCTS', 100_000);
  return {
    title: `PostgreSQL ${thousands(products)} products, 32 conn`,
    products,
    connections: 32,
    port: 3301,
    // The shop's own pool size (DATABASE_POOL_SIZE, 20): on 2 cores, more backends than that only queue longer.
    env: { DATABASE_URL: url.toString() },
    databaseUrl: url.toString(),
  };
}

function pgliteTarget(dataDir: string): Target {
  const products = setting('BENCH_PGLITE_PRODUCTS', 10_000);
  return {
    title: `PGlite ${thousands(products)} products, 8 conn`,
    products,
    connections: 8,
    port: 3302,
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    databaseUrl: null,
  };
}

// ── The report ───────────────────────────────────────────────────────────────────────────────────────────────

function errorsCell(r: Measured): string {
  const parts: string[] = [];
  if (r.errors > 0) parts.push(`${r.errors} errors (${r.timeouts} timeouts)`);
  if (r.non2xx > 0) parts.push(`${r.non2xx} non-2xx`);
  return parts.join(', ') || '0';
}

function printReport(report: Report): void {
  console.log(
    `\nGET /api/products: ${SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up, ${os.cpus().length} cores, ` +
      `${thousands(PATH_COUNT)} mixed paths (seed '${SEED}'); latencies in whole ms, of 2xx answers only\n`,
  );
  console.log('| run | req/s | p50 ms | p97.5 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of report.rows) {
    if ('failed' in r) console.log(`| ${r.label} | failed: ${r.failed.replace(/\s+/g, ' ')} | | | | |`);
    else console.log(`| ${r.label} | ${r.rps} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${errorsCell(r)} |`);
  }
  console.log('');
  for (const r of report.rows) {
    if ('failed' in r || r.listLength === 1) continue;
    const rounds = r.sent / r.listLength;
    const repeat = rounds > 1 ? `, so it went ${rounds.toFixed(1)} times round the list` : '';
    console.log(`${r.label}: ${thousands(r.sent)} paths handed out${repeat}`);
  }
  for (const section of report.sections) console.log(`\n${section}`);
}

const report: Report = { rows: [], sections: [] };
const only = process.env.BENCH_ONLY;
if (only && only !== 'postgres' && only !== 'pglite')
  throw new Error(`BENCH_ONLY must be postgres or pglite, not ${only}`);

const pgUrl = process.env.TEST_DATABASE_URL;
if (only !== 'pglite') {
  if (pgUrl) await benchTarget(await postgresTarget(pgUrl), report);
  else console.log('TEST_DATABASE_URL is not set: the PostgreSQL runs are left out.');
}
if (only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tressa-bench-'));
  try {
    await benchTarget(pgliteTarget(dataDir), report);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
printReport(report);
// Whatever the catalogue module left running (timers, pools) must not keep the bench alive.
process.exit(process.exitCode ?? 0);
