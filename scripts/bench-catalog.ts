import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Catalogue, listingPaths, readCatalogue } from './bench-listing-mix.ts';
import { seed, spawnTsx, startShop, stop, waitUntilUp } from './bench-processes.ts';
import {
  explainExamples,
  formatShapes,
  message,
  type ShapeTiming,
  SLOWEST_SHAPES,
  timeShapes,
} from './bench-query-shapes.ts';
import { errorsCell, type Measured, printReport, type Report, thousands } from './bench-report.ts';
import { PATH_COUNT, SECONDS, SEED, setting, WARM_UP_SECONDS } from './bench-settings.ts';

const SHAPE_SAMPLES = setting('BENCH_SHAPE_SAMPLES', 30);
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

// ── The runs ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The three shop runs of one database, on one list of paths made from the first run's catalogue. */
async function shopRuns(target: Target, report: Report): Promise<ShapeTiming[] | null> {
  let mix: { catalogue: Catalogue; paths: string[] } | null = null;
  let slowest: ShapeTiming[] | null = null;
  for (const run of SHOP_RUNS) {
    const label = `${target.title}: ${run.label}`;
    try {
      const server = await startShop(target.port, { ...target.env, ...run.env });
      try {
        // Read on every start, not only the first: the listing index loads on the first listing (seconds at
        // 1.2M variants, bench:index), and a run that did not wait for it measured that load in its first requests.
        const catalogue = await readCatalogue(target.port);
        mix ??= { catalogue, paths: listingPaths(SEED, catalogue, PATH_COUNT) };
        const measured = await drive(label, target.port, target.connections, mix.paths);
        report.rows.push(measured);
        if (measured.non2xx > 0) report.sections.push(await recheckFailures(target.port, measured));
        if (run.sampleShapes) {
          console.log(`  timing each request shape (${SHAPE_SAMPLES} requests, one at a time)`);
          const timings = await timeShapes(target.port, mix.catalogue, mix.paths, {
            seed: SEED,
            samples: SHAPE_SAMPLES,
          });
          report.sections.push(formatShapes(label, timings, SHAPE_SAMPLES));
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
    const seconds = seed(target.env, target.products);
    console.log(`  seeded ${thousands(target.products)} products in ${seconds.toFixed(1)} s`);
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
printReport(report, { seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS, paths: PATH_COUNT, seed: SEED });
// Whatever the catalogue module left running (timers, pools) must not keep the bench alive.
process.exit(process.exitCode ?? 0);
