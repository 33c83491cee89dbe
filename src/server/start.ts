import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { seedDemoCatalogue } from './db/seed/seed-demo.ts';
import { bootstrapAdmin } from './modules/auth/bootstrap.ts';

type Log = (message: string) => void;

/**
 * One instance of the shop, ready to listen: the database opened and migrated (the demo catalogue seeded into an
 * empty one), the app built and the admin account in place. Several instances may run this at the same moment
 * on one PostgreSQL database: migrations, the seed and the admin bootstrap take turns under an advisory lock.
 */
export async function startShop(config: Config, opts: { logger?: boolean; print?: Log } = {}) {
  const print = opts.print ?? console.log;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await migrateDatabase(database, async (db) => {
    if (!config.seedDemo) return;
    const { inserted } = await seedDemoCatalogue(db, print);
    if (inserted > 0) print(`Seeded the demo catalogue: ${inserted} products`);
  });
  const app = await buildApp({ config, database, ...(opts.logger === false ? { logger: false } : {}) });
  await bootstrapAdmin(app.services.auth, database, {
    email: config.auth.adminEmail,
    password: config.auth.adminPassword,
    log: app.log,
  });
  return { app, database };
}
