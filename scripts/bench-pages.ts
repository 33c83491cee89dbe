// npm run bench:pages — the server-rendered storefront pages as HTML (issue 15, decision 018).
//
// Seeds BENCH_PRODUCTS (100,000) products into a scratch PostgreSQL database beside TEST_DATABASE_URL's, then in one
// run measures the bare Fastify JSON route (what the machine allows) and the built shop with its caches on (its
// defaults; measured cold, then warm after one pass over the mix) and off (PAGE_CACHE_MB=0,
// CATALOG_CACHE_SECONDS=0), each under two mixes: product pages
// (GET /product-details/<id>, seeded-random ids of the catalogue, ~2% unknown ones that must answer 404) and listing
// pages (GET /all?<query>, bench:catalog's query mix as page URLs). Prints a table with the goals, then
// drops the database. Settings: BENCH_SECONDS, BENCH_SEED, BENCH_PATHS, BENCH_PRODUCTS, BENCH_CONNECTIONS, and
// BENCH_ACCEPT_ENCODING (e.g. "gzip, br", as a phone asks; unset: uncompressed, as bench:catalog).
import os from 'node:os';
import autocannon from 'autocannon';
import { onServer } from '#server/testing/postgres-instances.ts';
import {
  checkBuild,
  checkSample,
  isWrong,
  type Judge,
  type Kind,
  listingMix,
  type Mix,
  productIds,
  productMix,
} from './bench-page-mix.ts';
import { seed, spawnTsx, startShop, stop, waitUntilUp } from './bench-processes.ts';
import { type Measured, thousands } from './bench-report.ts';
import { PATH_COUNT, SECONDS, SEED, setting, WARM_UP_SECONDS } from './bench-settings.ts';

const PRODUCTS = setting('BENCH_PRODUCTS', 100_000);
// bench:catalog's PostgreSQL load, so the listing API's figures and these compare.
const CONNECTIONS = setting('BENCH_CONNECTIONS', 32);
const ENCODING = process.env.BENCH_ACCEPT_ENCODING || undefined;
const FAILURES_SHOWN = 5;
// Ports and database of their own, so this bench and bench:catalog (3301, 3399, tressa_bench) never collide.
const SHOP_PORT = 3303;
const BASELINE_PORT = 3398;
const DATABASE = 'tressa_bench_pages';
/** Issue 15, with the caches on, on the 2-core machine. */
const GOALS: Record<Kind, { rps: number; p97_5: number }> = {
  product: { rps: 1_000, p97_5: 30 },
  listing: { rps: 500, p97_5: 50 },
};

// Caches on: measured cold (the first visits after a start or a catalogue change), then warm (after one pass over
// the mix), where the goals apply. Caches off: every request is a first visit, so a few seconds' warm-up.
const CACHE_RUNS: { label: string; env: Record<string, string>; goals: boolean; cold: boolean }[] = [
  { label: 'caches on', env: {}, goals: true, cold: true },
  { label: 'caches off', env: { PAGE_CACHE_MB: '0', CATALOG_CACHE_SECONDS: '0' }, goals: false, cold: false },
];
// The runs above define the caches; one of these left in the shell would quietly change "caches on". The search
// memo stays on in both: it is part of how a search is answered, not a cache of answers (as in bench:catalog's
// "response cache off").
for (const name of ['PAGE_CACHE_MB', 'CATALOG_CACHE_SECONDS', 'CATALOG_MEMO']) delete process.env[name];

// ── Load ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** `goal`: held to the goal for its kind (the caches-on runs). */
type Run = Measured & {
  expected404: number;
  wrong: Map<string, number>;
  distinct: number;
  kind?: Kind;
  goal?: boolean;
};
type Row = Run | { label: string; failed: string };

const headers = { 'accept-encoding': ENCODING ?? 'identity' };

/**
 * How the window is reached: after a few seconds' warm-up, or (caches on) from a cold start, measured as the
 * first visits, then again once every path of the mix has been asked for once — the steady state of a shop that
 * has been open a while, where the goals apply.
 */
type Warm = 'seconds' | 'cold' | 'one pass';

/** A warm-up, then the window: each request takes the next path of `paths`, and every answer is judged. */
async function drive(
  label: string,
  port: number,
  paths: string[],
  judge: Judge,
  warm: Warm = 'seconds',
): Promise<Run> {
  let next = 0;
  let counting = false;
  let expected404 = 0;
  const wrong = new Map<string, number>();
  const failing = new Map<string, number>();
  // autocannon keeps one context per connection; a response is reported before that connection's next request.
  const request: autocannon.Request = {
    setupRequest: (req, context) => {
      const path = paths[next++ % paths.length] ?? '/';
      (context as { path?: string }).path = path;
      return { ...req, path };
    },
    onResponse: (status, body, context, answerHeaders) => {
      if (!counting) return;
      const { path = '' } = context as { path?: string };
      const compressed = Object.keys(answerHeaders ?? {}).some((h) => h.toLowerCase() === 'content-encoding');
      const verdict = judge(path, status, body, compressed);
      if (verdict === 'expected 404') expected404++;
      else if (isWrong(verdict)) {
        wrong.set(verdict, (wrong.get(verdict) ?? 0) + 1);
        if (failing.size < FAILURES_SHOWN) failing.set(path, status);
      }
    },
  };
  const options = { url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, headers, requests: [request] };
  if (warm === 'seconds') await autocannon({ ...options, duration: WARM_UP_SECONDS });
  if (warm === 'one pass' && next < paths.length)
    await autocannon({ ...options, amount: paths.length - next });
  const from = next;
  counting = true;
  const result = await autocannon({ ...options, duration: SECONDS });
  const run: Run = {
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
    statusCounts: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]),
    ),
    failing,
    expected404,
    wrong,
    distinct: new Set(paths).size,
  };
  console.log(`  ${label}: ${run.rps} req/s, p97.5 ${run.p97_5} ms, ${problems(run)}`);
  return run;
}

async function baseline(): Promise<Run> {
  const child = spawnTsx('scripts/bench-baseline-server.ts', { PORT: String(BASELINE_PORT) });
  try {
    await waitUntilUp(child, `http://127.0.0.1:${BASELINE_PORT}/`, 'the baseline server');
    const judge: Judge = (_path, status) => (status === 200 ? 'ok' : `status ${status}`);
    return await drive('bare Fastify JSON route (baseline)', BASELINE_PORT, ['/'], judge);
  } finally {
    await stop(child);
  }
}

// ── Report ───────────────────────────────────────────────────────────────────────────────────────────────────

function problems(r: Run): string {
  const parts = r.errors > 0 ? [`${r.errors} errors (${r.timeouts} timeouts)`] : [];
  for (const [why, count] of r.wrong) parts.push(`${thousands(count)} ${why}`);
  return parts.join(', ') || '0';
}

/** PASS only with the throughput, the p97.5 and not one wrong answer: a fast broken page is no pass. */
function verdict(r: Run): string {
  if (!r.goal || !r.kind) return '';
  const goal = GOALS[r.kind];
  const misses = [
    r.rps < goal.rps ? `${thousands(r.rps)} < ${thousands(goal.rps)} req/s` : '',
    r.p97_5 > goal.p97_5 ? `p97.5 ${r.p97_5} > ${goal.p97_5} ms` : '',
    r.errors > 0 || r.wrong.size > 0 ? 'wrong answers' : '',
  ].filter(Boolean);
  return misses.length
    ? `MISS (${misses.join('; ')})`
    : `PASS (≥ ${thousands(goal.rps)}, ≤ ${goal.p97_5} ms)`;
}

function printReport(rows: Row[]): void {
  const encoding = ENCODING ? `accept-encoding: ${ENCODING}` : 'uncompressed (as bench:catalog)';
  console.log(
    `\nHTML pages, PostgreSQL with ${thousands(PRODUCTS)} seeded products: ${SECONDS} s per run, ` +
      `${CONNECTIONS} connections, ${os.cpus().length} cores, seed '${SEED}', ${encoding}.\n` +
      `Caches on: "cold" from a fresh start (first visits), "warm" after every path of the mix was asked for ` +
      `once; caches off: after a ${WARM_UP_SECONDS} s warm-up.\nLatencies in whole ms of every answer (expected ` +
      `404s too); every answer is checked to be a rendered page with the right status.\n`,
  );
  console.log('| run | req/s | p50 ms | p97.5 ms | p99 ms | errors / non-2xx | expected 404s | goal |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    if ('failed' in r) console.log(`| ${r.label} | failed: ${r.failed.replace(/\s+/g, ' ')} | | | | | | |`);
    else {
      const expected = r.kind === 'product' ? thousands(r.expected404) : '';
      const cells = [r.label, thousands(r.rps), r.p50, r.p97_5, r.p99, problems(r), expected, verdict(r)];
      console.log(`| ${cells.join(' | ')} |`);
    }
  }
  console.log(
    `\nGoals (issue 15), caches on: product pages ≥ ${thousands(GOALS.product.rps)} req/s with p97.5 ≤ ` +
      `${GOALS.product.p97_5} ms; listing pages ≥ ${GOALS.listing.rps} req/s with p97.5 ≤ ${GOALS.listing.p97_5} ms.`,
  );
  if (PRODUCTS < 100_000 || SECONDS < 15)
    console.log(
      'This was a short run (the goals are for 100,000 products and 15 s windows): its verdicts only hint.',
    );
  for (const r of rows) {
    if ('failed' in r || r.listLength === 1) continue;
    console.log(
      `${r.label}: ${thousands(r.sent)} paths handed out from a list of ${thousands(r.listLength)} ` +
        `(${thousands(r.distinct)} different pages)`,
    );
    for (const [path, status] of r.failing) console.log(`  wrong answer (${status}): ${path}`);
  }
}

// ── The run ──────────────────────────────────────────────────────────────────────────────────────────────────

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

let listing: Mix | undefined;
/** The listing mix, made once from the first shop's brands and prices, so both cache runs drive the same list. */
async function listingOnce(): Promise<Mix> {
  listing ??= await listingMix(SEED, SHOP_PORT, PATH_COUNT);
  return listing;
}

/** Both mixes on the shop with one cache setting; a run that fails is a row saying why, and the next goes on. */
async function shopRuns(run: (typeof CACHE_RUNS)[number], databaseUrl: string, products: Mix, rows: Row[]) {
  const labels = (['product', 'listing'] as const).map(
    (kind) => [kind, `${kind} pages, ${run.label}`] as const,
  );
  let shop: Awaited<ReturnType<typeof startShop>>;
  try {
    shop = await startShop(SHOP_PORT, { DATABASE_URL: databaseUrl, ...run.env });
  } catch (err) {
    for (const [, label] of labels) rows.push({ label, failed: message(err) });
    return;
  }
  try {
    for (const [kind, label] of labels) {
      try {
        const mix = kind === 'product' ? products : await listingOnce();
        await checkSample(SHOP_PORT, mix, headers);
        if (run.cold) {
          const cold = await drive(`${label}, cold (first visits)`, SHOP_PORT, mix.paths, mix.judge, 'cold');
          rows.push({ ...cold, kind });
        }
        const warm = run.cold ? 'one pass' : 'seconds';
        const measured = await drive(
          run.cold ? `${label}, warm` : label,
          SHOP_PORT,
          mix.paths,
          mix.judge,
          warm,
        );
        rows.push({ ...measured, kind, goal: run.goals });
      } catch (err) {
        console.error(`  ${label} failed: ${message(err)}`);
        rows.push({ label, failed: message(err) });
      }
    }
  } finally {
    await stop(shop);
  }
}

checkBuild();
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('bench:pages runs on PostgreSQL: set TEST_DATABASE_URL (postgres://postgres@127.0.0.1/test)');
  process.exit(2);
}
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${DATABASE}`;
const rows: Row[] = [];
await onServer(adminUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
await onServer(adminUrl, `CREATE DATABASE ${DATABASE}`);
try {
  console.log(`seeding ${thousands(PRODUCTS)} products into ${DATABASE}`);
  const seconds = seed({ DATABASE_URL: databaseUrl.toString() }, PRODUCTS);
  console.log(`  seeded in ${seconds.toFixed(1)} s`);
  try {
    rows.push(await baseline());
  } catch (err) {
    rows.push({ label: 'bare Fastify JSON route (baseline)', failed: message(err) });
  }
  const products = productMix(SEED, await productIds(databaseUrl.toString()), PATH_COUNT);
  for (const run of CACHE_RUNS) await shopRuns(run, databaseUrl.toString(), products, rows);
} finally {
  await onServer(adminUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch((err) =>
    console.error(`could not drop ${DATABASE}: ${message(err)}`),
  );
}
printReport(rows);
// A run that could not measure (no rendered page, a shop that did not start) fails the command.
process.exit(rows.some((r) => 'failed' in r) ? 1 : 0);
