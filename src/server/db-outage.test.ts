import net from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { contactMessages } from './db/schema.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

// The database goes away and comes back (issue 18): every connection between the shop and PostgreSQL is cut by a
// small TCP proxy. While it is gone the shop answers 503 with a clear message within a few seconds (never 500,
// never a hang) and /api/health says so; once it is back the shop serves again without a restart, and a write
// that was refused left nothing behind.

/** A TCP proxy to PostgreSQL that can cut every connection and refuse new ones, then let them through again. */
async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(process.env.TEST_DB === 'postgres')('the database goes away and comes back', () => {
  let owner: TestDatabase;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let t: TestApp;

  beforeAll(async () => {
    owner = await createTestDatabase();
    const url = new URL(owner.url ?? '');
    proxy = await cuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const viaProxy = await openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 5 });
    t = await createTestApp({
      database: {
        ...viaProxy,
        connectAgain: () => openDatabase({ databaseUrl: url.toString(), dataDir: null }),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
    await proxy?.close();
    await owner?.close();
  });

  const contact = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email, subject: 'Closures', message: 'Do you sell 5x5 closures?' },
      remoteAddress: `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
    });
  const stored = async (email: string) =>
    (await owner.db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.email, email)))[0]
      ?.n;

  it('answers 503 quickly while it is gone, and serves again without a restart once it is back', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await contact('before@example.com')).statusCode).toBe(200);

    proxy.cut();
    const started = Date.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', message: 'The database cannot be reached.' });
    const write = await contact('during@example.com');
    expect(write.statusCode, write.body).toBe(503);
    expect(write.headers['retry-after']).toBe('5');
    expect(write.json()).toEqual({
      error: {
        code: 'database_unavailable',
        message:
          'The shop cannot reach its database just now. Nothing was changed; please try again in a moment.',
      },
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'someone@example.com', password: 'a-password-1' },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(500);
    expect(signIn.statusCode).not.toBe(500);
    // Each answered within the pool's connection timeout, not left hanging.
    expect(Date.now() - started).toBeLessThan(20_000);

    proxy.restore();
    let back = 0;
    for (let i = 0; i < 40 && back !== 200; i++) {
      back = (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      if (back !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(back).toBe(200);
    expect((await contact('after@example.com')).statusCode).toBe(200);
    expect(await stored('before@example.com')).toBe(1);
    expect(await stored('during@example.com')).toBe(0);
    expect(await stored('after@example.com')).toBe(1);
  });
});
