// Benchmark of GET /api/products (not a test): seeds a large catalogue, starts the real server as a child
// process, drives it with autocannon, and prints the figures beside a bare Fastify JSON route measured in the
// same run on the same machine. Usage: TEST_DATABASE_URL=postgres://… npm run bench:catalog
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { CATEGORIES, SORTS } from '../src/shared/catalog.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);
const WORDS = [
  'wave',
  'curly',
  'lace',
  'straight',
  'blonde',
  'remy',
  'pony',
  'clip',
  'braid',
  'body',
  'deep',
  'silk',
];
const PRICES = [2000, 5000, 10000, 20000, 30000];
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;

type Figures = { label: string; rps: number; p50: number; p95: number; p99: number; errors: number };

const round1 = (x: number) => Math.round(x * 10) / 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The request mix: 60% unfiltered pages 1–5 with random sorts, 25% filters, 15% searches. */
function listingPath(brands: string[]): string {
  const r = Math.random();
  const params = new URLSearchParams({ sort: pick(SORTS) });
  if (r < 0.6) {
    params.set('page', String(1 + Math.floor(Math.random() * 5)));
  } else if (r < 0.85) {
    const kind = Math.floor(Math.random() * 3);
    if (kind === 0) params.set('category', pick(CATEGORIES));
    if (kind === 1) params.set('brand', pick(brands));
    if (kind === 2) params.set('maxPrice', String(pick(PRICES)));
  } else {
    params.set('q', pick(WORDS));
  }
  return `/api/products?${params}`;
}

async function drive(label: string, url: string, connections: number, path: () => string): Promise<Figures> {
  const latencies: number[] = [];
  // A short warm-up fills caches and JIT so the measured window is steady state.
  await autocannon({
    url,
    connections,
    duration: 3,
    requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
  });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: DURATION_S,
        requests: [{ setupRequest: (req) => ({ ...req, path: path() }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const figures = {
    label,
    rps: Math.round(result.requests.average),
    p50: round1(percentile(latencies, 50)),
    p95: round1(percentile(latencies, 95)),
    p99: round1(percentile(latencies, 99)),
    errors: result.errors + result.non2xx,
  };
  console.log(
    `  ${label}: ${figures.rps} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms`,
  );
  return figures;
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENTS: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    await sleep(500);
  }
  child.kill();
  throw new Error('server did not start');
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function brandsOf(port: number): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${port}/api/products?perPage=1`);
  const body = (await res.json()) as { facets: { brands: { value: string }[] } };
  return body.facets.brands.map((b) => b.value);
}

function seed(env: Record<string, string>, products: number) {
  const started = Date.now();
  execFileSync('npx', ['tsx', 'scripts/seed.ts', '--products', String(products)], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  console.log(`  seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function baseline(connections: number): Promise<Figures> {
  const port = 3399;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-baseline-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {}
    await sleep(250);
  }
  const figures = await drive(
    `bare Fastify JSON, ${connections} conn`,
    `http://127.0.0.1:${port}`,
    connections,
    () => '/',
  );
  await stop(child);
  return figures;
}

const results: Figures[] = [];

// BENCH_ONLY=postgres or BENCH_ONLY=pglite runs one half.
const only = process.env.BENCH_ONLY;
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl && only !== 'pglite') {
  const name = 'tressa_bench';
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '32' };
  console.log('PostgreSQL: seeding 100,000 products');
  seed(env, 100_000);
  results.push(await baseline(32));
  // Once as shipped, once with the response cache off, so every request runs its queries.
  for (const cache of ['10', '0']) {
    const server = await startServer({ ...env, CATALOG_CACHE_SECONDS: cache }, 3301);
    const brands = await brandsOf(3301);
    const label = `PostgreSQL 100k, 32 conn, ${cache === '0' ? 'no response cache' : 'response cache 10 s'}`;
    results.push(await drive(label, 'http://127.0.0.1:3301', 32, () => listingPath(brands)));
    await stop(server);
  }
} else {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is left out.');
}

if (only !== 'postgres') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tressa-bench-'));
  console.log('PGlite: seeding 10,000 products');
  seed({ DATA_DIR: dataDir, DATABASE_URL: '' }, 10_000);
  results.push(await baseline(8));
  for (const cache of ['10', '0']) {
    const server = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: '', CATALOG_CACHE_SECONDS: cache },
      3302,
    );
    const brands = await brandsOf(3302);
    const label = `PGlite 10k, 8 conn, ${cache === '0' ? 'no response cache' : 'response cache 10 s'}`;
    results.push(await drive(label, 'http://127.0.0.1:3302', 8, () => listingPath(brands)));
    await stop(server);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nGET /api/products, ${DURATION_S} s each, on ${os.cpus().length} cores\n`);
console.log('| run | req/s | p50 ms | p95 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of results)
  console.log(`| ${r.label} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`);
