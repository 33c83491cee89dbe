// npm run bench:index — how long the listing index takes to load and build, and what it holds, on the catalogue in
// DATABASE_URL (seed one first: npm run seed -- --products 100000). Issue 31: at 100,000 products and about
// 1,200,000 variants the index is rebuilt on every catalogue change (a price, a sell-out), so its load is the
// price of a change. Loads it five times (the first warms the database's cache) and prints each, then the median.
//
// Usage: DATABASE_URL=postgres://… node --expose-gc --import tsx scripts/bench-index-load.ts
import 'dotenv/config';
import { openDatabase } from '#server/db/client.ts';
import { buildListingIndex } from '#server/modules/catalog/listing-index.ts';
import { catalogRepository } from '#server/modules/catalog/repository.ts';

if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the seeded PostgreSQL database');
/** Memory the process holds in JavaScript objects and in buffers (the index's typed arrays are the latter). */
const held = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: null, poolSize: 2 });
const repo = catalogRepository(database.db);
const runs: { read: number; build: number; heldMb: number }[] = [];
/** One load and build; the rows read are gone once it returns, so the heap then counts the index alone. */
async function loadOnce() {
  const t0 = performance.now();
  const { version, rows, variants } = await repo.indexRows();
  const t1 = performance.now();
  const index = buildListingIndex(version, rows, variants);
  const t2 = performance.now();
  const count = variants.products.reduce((n, p) => n + p.variants.length, 0);
  // What the load takes at its height: the rows read and the index built from them, both still held.
  const withRows = held();
  return { index, read: t1 - t0, build: t2 - t1, products: rows.length, variants: count, withRows };
}

try {
  for (let run = 0; run < 5; run++) {
    gc();
    const before = held();
    const { index, read, build, products, variants, withRows } = await loadOnce();
    gc();
    const heldMb = (held() - before) / 1e6;
    console.log(
      `${products.toLocaleString('en-GB')} products, ${variants.toLocaleString('en-GB')} variants: ` +
        `read ${read.toFixed(0)} ms, build ${build.toFixed(0)} ms, the index holds ${heldMb.toFixed(0)} MB ` +
        `(${((withRows - before) / 1e6).toFixed(0)} MB with the rows read) ` +
        `(version ${index.version})`,
    );
    runs.push({ read, build, heldMb });
  }
  const median = (k: 'read' | 'build') => runs.map((r) => r[k]).sort((a, b) => a - b)[2] as number;
  console.log(`median: read ${median('read').toFixed(0)} ms, build ${median('build').toFixed(0)} ms`);
} finally {
  await database.close();
}
