// The request mixes of bench-pages: seeded-random storefront page URLs (product pages, listing pages) and how each
// answer is judged, so that only rendered pages with the right status count as served; and the build they need.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Rng, seededRandom } from '#server/db/seed/random.ts';
import { listingPaths, readCatalogue } from './bench-listing-mix.ts';

/** Markup inside #root: the page was drawn on the server. The shell every failure falls back to has none. */
export const RENDERED = '<div id="root"><div';
/** Share of product paths asking for an id no product has: shoppers follow old links. */
const UNKNOWN_SHARE = 0.02;
/** Answers fetched one at a time before each window; any wrong one stops that run. */
const SAMPLE = 12;

export type Kind = 'product' | 'listing';
/** How an answer counts: 'ok' (measured), 'expected 404', or anything else: wrong, and the words say why. */
export type Verdict = string;
export type Judge = (path: string, status: number, body: string, compressed: boolean) => Verdict;
export type Mix = { kind: Kind; paths: string[]; unknown: ReadonlySet<string>; judge: Judge };

export const isWrong = (verdict: Verdict) => verdict !== 'ok' && verdict !== 'expected 404';

/**
 * A rendered page with the status the path should answer (404 for `unknown`). A product page must name its own
 * address (canonical, JSON-LD), so a cache serving one product's page for another is wrong too. A compressed body
 * is checked on the sample only: inflating every answer would load the client sharing the server's two cores.
 */
function pageJudge(unknown: ReadonlySet<string>, namesItself: boolean): Judge {
  return (path, status, body, compressed) => {
    const want = unknown.has(path) ? 404 : 200;
    if (status !== want) return `status ${status}`;
    if (compressed) return want === 404 ? 'expected 404' : 'ok';
    if (!body.includes(RENDERED)) return 'empty shell';
    if (want === 404) return 'expected 404';
    return namesItself && !body.includes(path) ? 'another page' : 'ok';
  };
}

/** Every product id, in the order the seed made them (their createdAt follows the seed; the ids are random). */
export async function productIds(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM products ORDER BY created_at, id');
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** An id shaped like the seed's (a UUID) that no product has. */
const unknownId = (rng: Rng) =>
  Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16))
    .join('')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

/**
 * Picks products by popularity as shop traffic has it (Zipf's law, exponent 1: the k-th most visited product is
 * seen in proportion to 1/k — a few bestsellers, a long tail that is still visited). Which products are popular is
 * a seeded shuffle, unrelated to their age, so neither the newest nor the oldest rows are favoured.
 */
function byPopularity(rng: Rng, ids: readonly string[]): () => string {
  const ranked = [...ids];
  for (let i = ranked.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [ranked[i], ranked[j]] = [ranked[j] as string, ranked[i] as string];
  }
  const cumulative = new Float64Array(ranked.length);
  let total = 0;
  for (let k = 0; k < ranked.length; k++) cumulative[k] = total += 1 / (k + 1);
  return () => {
    const x = rng() * total;
    let lo = 0;
    let hi = ranked.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    return ranked[lo] as string;
  };
}

/**
 * `n` product pages, by popularity (above) across the whole catalogue, ~2% of them unknown ids (old links). The
 * same seed and catalogue give the same list.
 */
export function productMix(seed: string, ids: string[], n: number): Mix {
  const rng = seededRandom(`${seed}/product-pages`);
  const popular = byPopularity(rng, ids);
  const unknown = new Set<string>();
  const paths = Array.from({ length: n }, () => {
    if (rng() >= UNKNOWN_SHARE) return `/product-details/${encodeURIComponent(popular())}`;
    const path = `/product-details/${unknownId(rng)}`;
    unknown.add(path);
    return path;
  });
  return { kind: 'product', paths, unknown, judge: pageJudge(unknown, true) };
}

/**
 * bench:catalog's listing requests (bench-listing-mix.ts, from the brands and prices of the shop on `port`) as
 * the storefront's own URLs: /all takes the API's query parameters.
 */
export async function listingMix(seed: string, port: number, n: number): Promise<Mix> {
  const apiPaths = listingPaths(seed, await readCatalogue(port), n);
  return {
    kind: 'listing',
    paths: apiPaths.map((p) => p.replace(/^\/api\/products\?/, '/all?')),
    unknown: new Set(),
    judge: pageJudge(new Set(), false),
  };
}

/**
 * Some answers of `mix` (spread over the list, and an unknown id), one at a time and asked as autocannon asks;
 * throws on the first wrong one, so a broken build or renderer stops the run instead of passing as fast.
 */
export async function checkSample(port: number, mix: Mix, headers: Record<string, string>): Promise<void> {
  const spread = Array.from(
    { length: SAMPLE },
    (_, i) => mix.paths[Math.floor((i * mix.paths.length) / SAMPLE)],
  );
  const [miss] = mix.unknown;
  for (const path of new Set([...spread, miss])) {
    if (path === undefined) continue;
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    // fetch inflates a compressed body, so the sample checks the markup whatever the encoding.
    const verdict = mix.judge(path, res.status, await res.text(), false);
    if (isWrong(verdict))
      throw new Error(`before the run, ${path} answered ${verdict}, not the page rendered on the server`);
  }
}

/** Stops at once without the build (the shop would send the empty shell); warns when sources are newer than it. */
export function checkBuild(): void {
  const entry = 'dist/ssr/entry-server.js';
  for (const file of [entry, 'dist/web/index.html']) {
    if (existsSync(file)) continue;
    console.error(
      `bench:pages measures the built storefront, and ${file} is missing: run \`npm run build\` first ` +
        '(it writes dist/web and dist/ssr; without dist/ssr the shop renders no page on the server).',
    );
    process.exit(2);
  }
  const built = statSync(entry).mtimeMs;
  const newer = ['src/web', 'src/shared']
    .flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && !e.name.includes('.test.'))
    .map((e) => path.join(e.parentPath, e.name))
    // A file another editor removes meanwhile is no reason to stop.
    .filter((file) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) > built);
  if (newer.length > 0)
    console.warn(
      `warning: ${newer.length} source file(s) changed after the build (${newer.slice(0, 3).join(', ')}): ` +
        'this run measures the build, not them (npm run build).',
    );
}
