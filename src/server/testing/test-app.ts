import { type AppDeps, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from './test-database.ts';

type Options = {
  webRoot?: string;
  /** Extra settings, as environment variables (e.g. { DEMO_LOGIN: 'on' }). */
  env?: Record<string, string>;
  mailWorker?: boolean;
  stripeClient?: AppDeps['stripeClient'];
  /** The app's logger options (e.g. a stream to read what it logs); by default it logs nothing. */
  logger?: AppDeps['logger'];
};

/** The real app on a fresh test database, driven through app.inject(). */
export async function createTestApp(opts: Options = {}) {
  const database = await createTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://shop.test', ...opts.env },
    { webRoot: opts.webRoot },
  );
  const app = await buildApp({
    config,
    database,
    logger: opts.logger ?? false,
    mailWorker: opts.mailWorker ?? false,
    orderExpiry: false,
    stripeClient: opts.stripeClient,
  });
  await app.ready();
  return {
    app,
    config,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
