import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../db/client.ts';
import type { Listener } from './listener.ts';
import { pgliteListener } from './pglite-listener.ts';
import { postgresListener } from './postgres-listener.ts';

/** A named kind of event with the shape its payload must have; the name is the PostgreSQL channel. */
export type Channel<T> = { name: string; schema: z.ZodType<T> };

export function defineChannel<T>(name: string, schema: z.ZodType<T>): Channel<T> {
  if (!/^[a-z_]{1,40}$/.test(name)) throw new Error(`channel names are lower_snake_case: ${name}`);
  return { name: `tressa_${name}`, schema };
}

type Log = { warn(obj: object, msg: string): void };

/**
 * Events between the app's instances (and within one), through PostgreSQL's NOTIFY: a payload published inside a
 * transaction is delivered only if and when it commits, to every instance listening, the publisher included. On
 * PGlite (one process) the same NOTIFY reaches the same process. Payloads stay small (ids and new states): NOTIFY
 * carries at most 8,000 bytes.
 */
export async function openEventBus(database: Database, log: Log) {
  const listener: Listener =
    database.kind === 'postgres' ? postgresListener(database, log) : pgliteListener(database);
  const handlers = new Map<string, Set<(payload: unknown) => void>>();

  return {
    /**
     * Sends each of `payloads` on `channel`, in their order; with `tx`, when that transaction commits (and never if
     * it rolls back). One statement however many: a checkout of several lines announces each line's new stock.
     */
    async publish<T>(channel: Channel<T>, payloads: T[], tx: Db = database.db): Promise<void> {
      if (payloads.length === 0) return;
      // A select list is evaluated left to right, so the notifications go in the payloads' order.
      const notifies = payloads.map(
        (p) => sql`pg_notify(${channel.name}, ${JSON.stringify(channel.schema.parse(p))})`,
      );
      await tx.execute(sql`SELECT ${sql.join(notifies, sql`, `)}`);
    },

    /**
     * Calls `handler` for each valid payload on `channel`, from any instance; returns the unsubscribe. A payload is
     * parsed and checked once, however many handlers the channel has (the live streams and the product cache both
     * hear every live event).
     */
    async subscribe<T>(channel: Channel<T>, handler: (payload: T) => void): Promise<() => Promise<void>> {
      const deliver = handler as (payload: unknown) => void;
      let set = handlers.get(channel.name);
      if (!set) {
        const fresh = new Set<(payload: unknown) => void>();
        handlers.set(channel.name, fresh);
        set = fresh;
        await listener.listen(channel.name, (raw) => {
          const payload = parse(channel, raw);
          if (!payload.success) return log.warn({ channel: channel.name }, 'dropped a malformed event');
          for (const h of fresh) {
            try {
              h(payload.data);
            } catch (err) {
              log.warn({ err, channel: channel.name }, 'an event handler failed');
            }
          }
        });
      }
      set.add(deliver);
      return async () => {
        set.delete(deliver);
        if (set.size === 0 && handlers.get(channel.name) === set) {
          handlers.delete(channel.name);
          await listener.unlisten(channel.name);
        }
      };
    },

    close: () => listener.close(),
  };
}
export type EventBus = Awaited<ReturnType<typeof openEventBus>>;

/** The payload as its channel's schema reads it; JSON that does not parse fails like a payload of the wrong shape. */
function parse<T>(channel: Channel<T>, raw: string): { success: true; data: T } | { success: false } {
  try {
    return channel.schema.safeParse(JSON.parse(raw));
  } catch {
    return { success: false };
  }
}
