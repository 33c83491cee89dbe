import { type AppDeps, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

type Options = {
  webRoot?: string;
  /** Extra settings, as environment variables (e.g. { DEMO_LOGIN: 'on' }). */
  env?: Record<string, string>;
  mailWorker?: boolean;
  stripeClient?: AppDeps['stripeClient'];
  /** The app's logger options (e.g. a stream to read what it logs); by default it logs nothing. */
  logger?: AppDeps['logger'];
  /** Renders the storefront's pages (with `webRoot`): tests load src/web/entry-server.tsx itself. */
  pageRenderer?: AppDeps['pageRenderer'];
  /**
   * Another test app's database, for an app with other settings on the same data: no second database is made
   * and migrated (seconds on PGlite), and closing this app leaves the database to its owner.
   */
  database?: TestDatabase;
};

/** The real app on a fresh test database, driven through app.inject(). */
export async function createTestApp(opts: Options = {}) {
  const shared = opts.database;
  const database = shared ?? (await createTestDatabase());
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://shop.test', ...opts.env },
    // Pages are rendered only with the renderer a test passes (never a build that happens to lie in dist/).
    { webRoot: opts.webRoot, ssrEntry: undefined },
  );
  const app = await buildApp({
    config,
    database,
    logger: opts.logger ?? false,
    mailWorker: opts.mailWorker ?? false,
    orderExpiry: false,
    stripeClient: opts.stripeClient,
    pageRenderer: opts.pageRenderer,
  });
  await app.ready();
  return {
    app,
    config,
    db: database.db,
    database,
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
