// Fills the configured database (DATABASE_URL, or the embedded PGlite in DATA_DIR) with synthetic products:
//   npm run seed -- --products 100000 [--seed S]
// Stop the shop first when it uses the embedded PGlite: only one process may open its data folder.
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { migrateDatabase, openDatabase } from '#server/db/client.ts';
import { ensureDemoMedia, seedDemoCatalogue } from '#server/db/seed/seed-demo.ts';
import { insertSyntheticProducts } from '#server/db/seed/synthetic.ts';

const USAGE = 'Usage: npm run seed -- --products <N> [--seed <S>]';
const MAX_PRODUCTS = 10_000_000;

function fail(message: string): never {
  console.error(`seed: ${message}\n${USAGE}`);
  process.exit(2);
}

function parse(argv: string[]): { products: number; seed: string | undefined } {
  let values: { products?: string; seed?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        products: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.products === undefined) fail('--products is required');
  // Digits, optionally grouped with _ or , (100_000, 100,000).
  const text = values.products.trim();
  if (!/^\d{1,3}([_,]?\d{3})*$|^\d+$/.test(text))
    fail(`--products must be a positive whole number, got "${text}"`);
  const products = Number(text.replace(/[_,]/g, ''));
  if (products < 1) fail('--products must be at least 1');
  if (products > MAX_PRODUCTS) fail(`--products must be at most ${MAX_PRODUCTS.toLocaleString('en-GB')}`);
  return { products, seed: values.seed };
}

const { products, seed } = parse(process.argv.slice(2));
// Seeding takes no payments: only the database settings matter here.
const config = loadConfig({ PAYMENTS: 'test', ...process.env });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 4,
});
const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
const log = (msg: string) => console.log(msg);
const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

try {
  await migrateDatabase(database, async (db) => {
    const { inserted } = await seedDemoCatalogue(db, log);
    if (inserted > 0) log(`Seeded the demo catalogue: ${inserted} products`);
  });
  // The catalogue may have been filled some other way; the synthetic products still need the pictures.
  await ensureDemoMedia(database.db, log);

  log(
    `Inserting ${fmt(products)} synthetic products into ${where}${seed === undefined ? '' : ` (seed ${seed})`}…`,
  );
  let lastReport = performance.now();
  const { inserted, ms, analyzeMs } = await insertSyntheticProducts(database.db, products, {
    seed,
    onProgress: (done) => {
      if (performance.now() - lastReport < 2_000 || done === products) return;
      lastReport = performance.now();
      log(`  ${fmt(done)} / ${fmt(products)}`);
    },
  });
  const rate = fmt(inserted / (ms / 1000));
  log(`Inserted ${fmt(inserted)} products in ${(ms / 1000).toFixed(2)} s (${rate} rows/s)`);
  log(`VACUUM ANALYZE products and variants took ${(analyzeMs / 1000).toFixed(2)} s`);
} catch (err) {
  console.error('seed failed:', err);
  process.exitCode = 1;
} finally {
  await database.close();
}
