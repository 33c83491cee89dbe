// For bench-catalog: which request shapes are slowest when timed one at a time, and the EXPLAIN (ANALYZE,
// BUFFERS) of the SQL the catalogue service runs for them, so a regression can be found.
import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { seededRandom } from '#server/db/seed/random.ts';
import { type ListingQuery, listingQuerySchema } from '#shared/contract/catalog.ts';
import { type Catalogue, pathOfShape, shapesIn } from './bench-listing-mix.ts';

export type ShapeTiming = {
  name: string;
  p50: number;
  p95: number;
  max: number;
  example: string;
  non2xx: number;
};

/** How many of the slowest shapes are printed and explained. */
export const SLOWEST_SHAPES = 5;
export const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
const ms = (x: number) => (Math.round(x * 10) / 10).toFixed(1);

// ── Slowest shapes ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Times `samples` requests of each shape in the mix, one at a time, each with fresh random parameters;
 * slowest p95 first. A shape's example is its request at the p95.
 */
export async function timeShapes(
  port: number,
  catalogue: Catalogue,
  paths: string[],
  opts: { seed: string; samples: number },
): Promise<ShapeTiming[]> {
  const rng = seededRandom(`${opts.seed}/shape-samples`);
  const timings: ShapeTiming[] = [];
  for (const [name, shape] of [...shapesIn(paths)].sort(([a], [b]) => a.localeCompare(b))) {
    const samples: { ms: number; path: string }[] = [];
    let non2xx = 0;
    for (let i = 0; i < opts.samples; i++) {
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

export function formatShapes(title: string, timings: ShapeTiming[], samples: number): string {
  const lines = [
    `Slowest request shapes, ${title} (${timings.length} shapes, ${samples} requests each, one at a time, fresh parameters):`,
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
export async function serviceQueries(pool: pg.Pool, query: ListingQuery) {
  const logged: LoggedQuery[] = [];
  const logger = {
    logQuery(sql: string, params: unknown[]) {
      logged.push({ sql, params });
    },
  };
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  const { catalogRepository } = await import('#server/modules/catalog/repository.ts');
  const { catalogService } = await import('#server/modules/catalog/service.ts');
  const catalog = catalogService(catalogRepository(db), { responseCacheSeconds: 0 });
  await catalog.list(listingQuerySchema.parse({}));
  const warmUp = logged.splice(0);
  await catalog.list(query);
  return { warmUp, queries: logged };
}

export async function explain(client: pg.Client, q: LoggedQuery): Promise<string> {
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
export async function explainExamples(
  databaseUrl: string,
  title: string,
  timings: ShapeTiming[],
): Promise<string> {
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
