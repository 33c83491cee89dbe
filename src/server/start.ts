import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, migrateDatabase, openDatabase } from './db/client.ts';
import { seedDemoCatalogue } from './db/seed/seed-demo.ts';
import { bootstrapAdmin } from './modules/auth/bootstrap.ts';
import { loadPageRenderer } from './ssr/pages.ts';

type Log = (message: string) => void;

/**
 * One instance of the shop, ready to listen: the database opened and migrated (the demo catalogue seeded into an
 * empty one), the app built and the admin account in place (the listing index being read). Several instances may
 * run this at the same moment on one PostgreSQL database: migrations, the seed and the admin bootstrap take turns
 * under an advisory lock. `database`: one already opening (main.ts opens it while this module loads).
 *
 * What does not depend on each other runs at once: the storefront's renderer (React and the pages, a few hundred
 * milliseconds of module loading) loads while the database opens and migrates, and the listing index is read while
 * the admin account is checked and the server starts listening, so the first shopper waits for neither.
 */
export async function startShop(
  config: Config,
  opts: { logger?: boolean; print?: Log; database?: Promise<Database> } = {},
) {
  const print = opts.print ?? console.log;
  const renderer = loadPageRenderer(config.ssrEntry);
  // Its failure is reported below, once the database is open, not as an unhandled rejection meanwhile.
  renderer.catch(() => {});
  const database = await (opts.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    }));
  await migrateDatabase(database, async (db) => {
    if (!config.seedDemo) return;
    const { inserted } = await seedDemoCatalogue(db, print);
    if (inserted > 0) print(`Seeded the demo catalogue: ${inserted} products`);
  });
  const pageRenderer = await renderer;
  const app = await buildApp({
    config,
    database,
    ...(pageRenderer ? { pageRenderer } : {}),
    ...(opts.logger === false ? { logger: false } : {}),
  });
  // The listing index is read meanwhile; a listing asked for before it is built waits for this same read (and a
  // failure here is the first listing's to retry, not a reason to stop).
  app.services.catalog.warm().catch((err) => app.log.warn({ err }, 'listing index not built at start-up'));
  await bootstrapAdmin(app.services.auth, database, {
    email: config.auth.adminEmail,
    password: config.auth.adminPassword,
    log: app.log,
  });
  return { app, database };
}
