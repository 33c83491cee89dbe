import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client.ts';
import type { Listener } from './listener.ts';

/** PGlite is one process and one connection: its own LISTEN hears its own NOTIFY, after the commit. */
export function pgliteListener(database: Database): Listener {
  // biome-ignore lint/suspicious/noExplicitAny: reach the PGlite client under the drizzle instance
  const client = (database.db as any).$client as PGlite;
  const stops = new Map<string, () => Promise<void>>();
  return {
    async listen(channel, onPayload) {
      stops.set(channel, await client.listen(channel, onPayload));
    },
    async unlisten(channel) {
      await stops.get(channel)?.();
      stops.delete(channel);
    },
    async close() {
      for (const stop of stops.values()) await stop().catch(() => {});
      stops.clear();
    },
  };
}
