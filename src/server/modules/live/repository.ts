import { and, asc, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { liveEvents } from '#server/db/schema.ts';
import type { LiveEventData, LiveEventKind } from '#shared/contract/live.ts';

/** Who may receive an event: the order's owner, the admins, the watchers of a product (any that apply). */
export type Audience = { userId?: string; admins?: boolean; productId?: string };

/** A live event as stored and as it travels between instances. */
export type LiveEvent = {
  id: number;
  kind: LiveEventKind;
  data: unknown;
  userId: string | null;
  admins: boolean;
  productId: string | null;
};

/** Events are replayed to a reconnecting browser for this long, then pruned. */
export const REPLAY_WINDOW_MINUTES = 15;
/** A reconnecting browser is sent at most this many missed events; past that it refetches everything anyway. */
const REPLAY_LIMIT = 200;

/** One event to raise: its kind, its data and who may receive it. */
export type NewLiveEvent<K extends LiveEventKind = LiveEventKind> = {
  kind: K;
  data: LiveEventData<K>;
  audience: Audience;
};

/** Stores `events` (one statement for all) and answers them as stored, in their order, with their ids. */
export async function recordLiveEvents(db: Db, events: NewLiveEvent[]): Promise<LiveEvent[]> {
  if (events.length === 0) return [];
  const rows = await db
    .insert(liveEvents)
    .values(
      events.map(({ kind, data, audience }) => ({
        kind,
        data,
        userId: audience.userId ?? null,
        admins: audience.admins ?? false,
        productId: audience.productId ?? null,
      })),
    )
    .returning();
  // The ids come from one sequence in the rows' order, so sorting by them answers the events' order.
  return rows.sort((a, b) => a.id - b.id).map((r) => ({ ...r, kind: r.kind as LiveEventKind }));
}

/** What happened after `lastId` in the replay window, oldest first; the caller filters by audience. */
export async function liveEventsSince(db: Db, lastId: number): Promise<LiveEvent[]> {
  const rows = await db
    .select()
    .from(liveEvents)
    .where(
      and(
        gt(liveEvents.id, lastId),
        gt(liveEvents.createdAt, sql`now() - make_interval(mins => ${REPLAY_WINDOW_MINUTES})`),
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(REPLAY_LIMIT);
  return rows.map((r) => ({ ...r, kind: r.kind as LiveEventKind }));
}

/** Drops events past the replay window. Idempotent, so any instance may run it. */
export async function pruneLiveEvents(db: Db): Promise<void> {
  await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, sql`now() - make_interval(mins => ${REPLAY_WINDOW_MINUTES})`));
}
