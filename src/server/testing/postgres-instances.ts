import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { startShop } from '../start.ts';
import type { TestApp } from './test-app.ts';

/**
 * Several instances of the shop on one new, empty PostgreSQL database (TEST_DATABASE_URL's server), started at the
 * same moment the way `npm start` starts one, each with its own connection pool. PostgreSQL only: PGlite is an
 * embedded database that one process owns. The database is dropped by `close`.
 */
export async function startInstances(count: number, env: Record<string, string> = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('several instances need TEST_DATABASE_URL');
  const name = `tressa_instances_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://shop.test',
    DATABASE_URL: url.toString(),
    DATABASE_POOL_SIZE: '10',
    ADMIN_PASSWORD: 'admin-pass-123',
    ...env,
  });
  const started = await Promise.all(
    Array.from({ length: count }, () => startShop(config, { logger: false, print: () => {} })),
  );
  const instances: TestApp[] = started.map(({ app, database }) => ({
    app,
    config,
    db: database.db,
    database: {
      ...database,
      connectAgain: () => openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 5 }),
    },
    async close() {
      await app.close();
      await database.close();
    },
  }));
  return {
    instances,
    databaseUrl: url.toString(),
    async close() {
      for (const i of instances) await i.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Runs SQL on one short-lived connection to `url`: on TEST_DATABASE_URL's server (its maintenance database), CREATE
 * or DROP DATABASE; on a database, statements outside any pool.
 */
export async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
