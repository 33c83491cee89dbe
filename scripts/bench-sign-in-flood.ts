// npm run bench:sign-in — what a flood of wrong-password sign-ins does to a visitor (decision 016).
//
// Starts the built shop (PGlite in a temporary folder, or DATABASE_URL) with TRUST_PROXY=127.0.0.1, registers an
// account, then measures one visitor fetching the storefront's main JS and CSS (as a browser asks: gzip, br) and
// seeded-random listing pages: first quietly, then while BENCH_ATTACKERS connections send wrong-password sign-ins
// for that account, each request from another X-Forwarded-For address as a botnet sends them. Before the flood, a
// product drop (issue 30, decision 022): BENCH_CROWD shoppers (50) sign up within BENCH_CROWD_SECONDS (2), each from its own
// address and once (no retry: the figure is what the server refuses), while the visitor goes on. Each shop run
// (BENCH_RUNS) prints quiet, flood and crowd figures side by side, and the sign-ins and sign-ups by answer.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { listingPaths, readCatalogue } from './bench-listing-mix.ts';
import { startShop, stop } from './bench-processes.ts';

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}

const QUIET_SECONDS = setting('BENCH_QUIET_SECONDS', 10);
const FLOOD_SECONDS = setting('BENCH_FLOOD_SECONDS', 15);
const FLOOD_WARM_UP_SECONDS = 3;
const ATTACKERS = setting('BENCH_ATTACKERS', 32);
const CROWD = setting('BENCH_CROWD', 50);
const CROWD_SECONDS = setting('BENCH_CROWD_SECONDS', 2);
const SEED = process.env.BENCH_SEED || 'tressa';
const PORT = 3311;
const ORIGIN = `http://localhost:${PORT}`;
/** The issue's goal on a 2-core machine, p97.5 in ms. */
const GOAL_MS = { asset: 100, listing: 50 };
/** One visitor's request never waits longer than this; a slower one counts as a timeout. */
const VISITOR_TIMEOUT_MS = 30_000;

/**
 * The shop runs, by name: `unbounded` is the shop without the hashing gate (as before decision 016), `gate` the
 * default. BENCH_RUNS=gate (or a comma list) picks; on code older than the gate both run the same shop.
 */
const RUNS: Record<string, { label: string; env: Record<string, string> }> = {
  unbounded: { label: 'hashing unbounded', env: { PASSWORD_HASH_CONCURRENCY: '0' } },
  gate: { label: 'hashing gate (defaults)', env: {} },
  /** A line of about one second: roughly 016's count of 8 waiting at ~100 ms a hash, as a baseline for the crowd. */
  short: { label: 'hashing gate, line bounded at 1 s', env: { PASSWORD_HASH_WAIT_S: '1' } },
  /** Decision 022's gate: a crowd's line never gets more slots than a short one (decision 025's baseline). */
  nocrowd: {
    label: 'hashing gate without crowd slots',
    env: { PASSWORD_HASH_CROWD_CONCURRENCY: '1' },
  },
};
const runNames = (process.env.BENCH_RUNS ?? 'unbounded,gate').split(',').map((s) => s.trim());
for (const name of runNames) if (!RUNS[name]) throw new Error(`BENCH_RUNS: unknown run ${name}`);

// ── One visitor ──────────────────────────────────────────────────────────────────────────────────────────────

type Timing = { ms: number; ok: boolean };

/** A GET on a new connection, as a new visitor's browser asks; the time until the last byte has arrived. */
function timedGet(urlPath: string): Promise<Timing> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: PORT,
        path: urlPath,
        agent: false,
        headers: { 'accept-encoding': 'gzip, br', accept: '*/*' },
        timeout: VISITOR_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200 }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
  });
}

type Kind = 'js' | 'css' | 'listing';
type Samples = Record<Kind, Timing[]>;

/** One visitor, one request at a time until `until`: the main JS, the CSS, a listing page, and again. */
async function visit(assets: { js: string; css: string }, listings: string[], until: number) {
  const samples: Samples = { js: [], css: [], listing: [] };
  let i = 0;
  while (performance.now() < until) {
    samples.js.push(await timedGet(assets.js));
    samples.css.push(await timedGet(assets.css));
    samples.listing.push(await timedGet(listings[i++ % listings.length] ?? '/api/products'));
  }
  return samples;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (v: number) => (Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(1) : String(Math.round(v)));

function cell(timings: Timing[]): string {
  const t = timings.map((x) => x.ms);
  const failed = timings.filter((x) => !x.ok).length;
  return `${ms(percentile(t, 50))} / ${ms(percentile(t, 97.5))} ms (n=${t.length}${failed ? `, ${failed} failed` : ''})`;
}

// ── The flood ────────────────────────────────────────────────────────────────────────────────────────────────

type Flood = { byStatus: Map<number, number[]>; errors: number; seconds: number };

/** Wrong-password sign-ins for `email` on ATTACKERS connections, each request from a new address. */
async function flood(email: string, seconds: number): Promise<Flood> {
  let sent = 0;
  const byStatus = new Map<number, number[]>();
  const request: autocannon.Request = {
    setupRequest: (req, context) => {
      const n = ++sent;
      (context as { started?: number }).started = performance.now();
      return {
        ...req,
        headers: {
          ...req.headers,
          // 10.0.0.0/8 is only a header value here: every byte goes to 127.0.0.1.
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
      };
    },
    onResponse: (status, _body, context) => {
      const { started } = context as { started?: number };
      if (started === undefined) return;
      const list = byStatus.get(status) ?? [];
      list.push(performance.now() - started);
      byStatus.set(status, list);
    },
  };
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}/api/auth/sign-in/email`,
    method: 'POST',
    connections: ATTACKERS,
    duration: seconds,
    timeout: 30,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password: 'not-the-password-1' }),
    requests: [request],
  });
  return { byStatus, errors: result.errors + result.timeouts, seconds };
}

function floodLines(f: Flood): string[] {
  const statuses = [...f.byStatus.keys()].sort();
  const total = statuses.reduce((sum, s) => sum + (f.byStatus.get(s)?.length ?? 0), 0);
  const lines = [`  sign-ins answered: ${total} in ${f.seconds} s (${(total / f.seconds).toFixed(1)}/s)`];
  for (const status of statuses) {
    const t = f.byStatus.get(status) ?? [];
    const what = { 401: 'wrong password', 429: 'throttled', 503: 'busy' }[status] ?? '';
    lines.push(
      `    ${status} ${what.padEnd(14)} ${String(t.length).padStart(6)}  p50 ${ms(percentile(t, 50))} ms, p97.5 ${ms(percentile(t, 97.5))} ms`,
    );
  }
  if (f.errors) lines.push(`    connection errors/timeouts: ${f.errors}`);
  return lines;
}

// ── The crowd ────────────────────────────────────────────────────────────────────────────────────────────────

/** CROWD sign-ups, each at a random moment within CROWD_SECONDS and from its own address; latencies by status. */
async function crowd(): Promise<Flood> {
  const started = performance.now();
  const byStatus = new Map<number, number[]>();
  let errors = 0;
  await Promise.all(
    Array.from({ length: CROWD }, async (_, i) => {
      await sleep(Math.random() * CROWD_SECONDS * 1000);
      const sent = performance.now();
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: ORIGIN,
            'x-forwarded-for': `172.16.${i >> 8}.${i & 255}`,
          },
          body: JSON.stringify({
            email: `drop-${Date.now()}-${i}@example.com`,
            password: 'drop-day-pass-1',
            name: '',
          }),
          signal: AbortSignal.timeout(VISITOR_TIMEOUT_MS * 2),
        });
        await res.arrayBuffer();
        const list = byStatus.get(res.status) ?? [];
        list.push(performance.now() - sent);
        byStatus.set(res.status, list);
      } catch {
        errors++;
      }
    }),
  );
  return { byStatus, errors, seconds: Math.round((performance.now() - started) / 1000) };
}

function crowdLines(c: Flood): string[] {
  const refused = c.byStatus.get(503)?.length ?? 0;
  const lines = [
    `  sign-ups: ${CROWD} within ${CROWD_SECONDS} s, all answered in ${c.seconds} s; refused (503): ${refused} of ${CROWD}`,
  ];
  for (const status of [...c.byStatus.keys()].sort()) {
    const t = c.byStatus.get(status) ?? [];
    const what = { 200: 'signed up', 503: 'busy' }[status] ?? '';
    lines.push(
      `    ${status} ${what.padEnd(14)} ${String(t.length).padStart(6)}  p50 ${ms(percentile(t, 50))} ms, p97.5 ${ms(percentile(t, 97.5))} ms`,
    );
  }
  if (c.errors) lines.push(`    connection errors/timeouts: ${c.errors}`);
  return lines;
}

// ── A run ────────────────────────────────────────────────────────────────────────────────────────────────────

function mainAssets(): { js: string; css: string } {
  const html = readFileSync(path.resolve('dist/web/index.html'), 'utf8');
  const js = html.match(/<script[^>]+type="module"[^>]+src="([^"]+)"/)?.[1];
  const css = html.match(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/)?.[1];
  if (!js || !css) throw new Error('dist/web/index.html names no module script or stylesheet: npm run build');
  return { js, css };
}

async function register(): Promise<string> {
  const email = `flood-${Date.now()}@example.com`;
  const res = await fetch(`http://127.0.0.1:${PORT}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': '192.0.2.1' },
    body: JSON.stringify({ email, password: 'the-right-password-1', name: 'Flood Target' }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return email;
}

async function run(label: string, env: Record<string, string>, base: Record<string, string>) {
  console.log(`\n${label}: starting the shop`);
  const shop = await startShop(PORT, { ...base, ...env, TRUST_PROXY: '127.0.0.1' });
  try {
    const assets = mainAssets();
    const email = await register();
    const listings = listingPaths(SEED, await readCatalogue(PORT), 2_000);
    await visit(assets, listings, performance.now() + 1_000); // warm up: files opened, queries planned
    console.log(`  quiet: one visitor for ${QUIET_SECONDS} s`);
    const quiet = await visit(assets, listings, performance.now() + QUIET_SECONDS * 1000);
    // The crowd before the flood: the attempts a flood leaves in line (their connections closed) are still hashed,
    // and a crowd behind them would measure the botnet's leftovers.
    console.log(`  crowd: ${CROWD} sign-ups within ${CROWD_SECONDS} s, one visitor until they are answered`);
    const drop = crowd();
    let dropDone = false;
    void drop.then(() => {
      dropDone = true;
    });
    const crowded: Samples = { js: [], css: [], listing: [] };
    while (!dropDone) {
      const s = await visit(assets, listings, performance.now() + 500);
      for (const kind of ['js', 'css', 'listing'] as const) crowded[kind].push(...s[kind]);
    }
    const signedUp = await drop;
    console.log(
      `  flood: ${ATTACKERS} connections of wrong-password sign-ins, one visitor for ${FLOOD_SECONDS} s`,
    );
    const attack = flood(email, FLOOD_WARM_UP_SECONDS + FLOOD_SECONDS);
    await sleep(FLOOD_WARM_UP_SECONDS * 1000);
    const loaded = await visit(assets, listings, performance.now() + FLOOD_SECONDS * 1000);
    const attacked = await attack;
    const rows = (['js', 'css', 'listing'] as const).map((kind) => {
      const goal = kind === 'listing' ? GOAL_MS.listing : GOAL_MS.asset;
      const p = percentile(
        loaded[kind].map((t) => t.ms),
        97.5,
      );
      const verdict = p <= goal && loaded[kind].every((t) => t.ok) ? 'meets' : 'MISSES';
      const name = { js: `main JS ${assets.js}`, css: `CSS ${assets.css}`, listing: 'listing API' }[kind];
      return `  ${name.padEnd(36)} ${cell(quiet[kind]).padEnd(34)} ${cell(loaded[kind]).padEnd(38)} ${verdict} p97.5 ≤ ${goal} ms   ${cell(crowded[kind])}`;
    });
    return [
      `${label}`,
      `  ${'p50 / p97.5'.padEnd(36)} ${'quiet'.padEnd(34)} ${`flood (${ATTACKERS} attackers)`.padEnd(38)} goal (flood)           crowd (${CROWD} sign-ups)`,
      ...rows,
      ...floodLines(attacked),
      ...crowdLines(signedUp),
    ].join('\n');
  } finally {
    await stop(shop);
  }
}

const pgUrl = process.env.DATABASE_URL;
const dataDir = pgUrl ? null : mkdtempSync(path.join(os.tmpdir(), 'tressa-sign-in-'));
const base: Record<string, string> = pgUrl
  ? { DATABASE_URL: pgUrl }
  : { DATA_DIR: dataDir ?? '', DATABASE_URL: '' };
const reports: string[] = [];
try {
  for (const name of runNames) {
    const chosen = RUNS[name];
    if (chosen) reports.push(await run(chosen.label, chosen.env, base));
  }
} finally {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nSign-in flood on ${pgUrl ? 'PostgreSQL' : 'PGlite'}, ${os.availableParallelism()} cores; one visitor's requests, each on a new connection\n`,
);
console.log(reports.join('\n\n'));
process.exit(process.exitCode ?? 0);
