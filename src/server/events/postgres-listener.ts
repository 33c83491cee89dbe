import pg from 'pg';
import type { Database } from '../db/client.ts';
import type { Listener } from './listener.ts';

const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * One dedicated connection per instance LISTENs on every channel in use (pooled connections come and go, and a
 * LISTEN lives on its connection). When that connection drops it is opened again, with backoff, and every channel
 * listened to again; events sent while it was down are lost, which is why live streams replay from the database.
 */
export function postgresListener(
  database: Database,
  log: { warn(obj: object, msg: string): void },
): Listener {
  // biome-ignore lint/suspicious/noExplicitAny: reach the pool's settings under the drizzle instance
  const poolOptions = ((database.db as any).$client as pg.Pool).options;
  const channels = new Map<string, (payload: string) => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let attempt = 0;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client(poolOptions);
    c.on('notification', (msg) => {
      if (msg.payload !== undefined) channels.get(msg.channel)?.(msg.payload);
    });
    c.on('error', (err) => {
      log.warn({ err }, 'the event listener connection failed; reconnecting');
      if (client === c) client = null;
      c.end().catch(() => {});
      scheduleReconnect();
    });
    await c.connect();
    for (const channel of channels.keys()) await c.query(`LISTEN ${quote(channel)}`);
    attempt = 0;
    client = c;
    return c;
  }

  function scheduleReconnect() {
    if (closed || connecting) return;
    const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    setTimeout(() => {
      if (closed || client) return;
      ensure().catch(() => scheduleReconnect());
    }, delay).unref();
  }

  function ensure(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel, onPayload) {
      channels.set(channel, onPayload);
      const c = await ensure();
      await c.query(`LISTEN ${quote(channel)}`);
    },
    async unlisten(channel) {
      channels.delete(channel);
      await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
    },
    async close() {
      closed = true;
      const c = client ?? (await connecting?.catch(() => null));
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
