import type { Db } from '#server/db/client.ts';
import type { EventBus } from '#server/events/bus.ts';
import type { LiveEventData, LiveEventKind } from '#shared/contract/live.ts';
import { liveChannel } from './channel.ts';
import { type Audience, type NewLiveEvent, recordLiveEvents } from './repository.ts';

/**
 * Raises live events inside the caller's transaction: stored (for replay) and sent to the instances only if the
 * change they describe commits, so no browser ever hears of a status that was rolled back. `publish(tx, kind,
 * data, audience)` raises one; `publish.all(tx, events)` several in two statements, however many (a checkout's
 * lines, a refund's restocked lengths).
 */
export function livePublisher(bus: EventBus) {
  async function all(tx: Db, events: NewLiveEvent[]): Promise<void> {
    await bus.publish(liveChannel, await recordLiveEvents(tx, events), tx);
  }
  function publish<K extends LiveEventKind>(
    tx: Db,
    kind: K,
    data: LiveEventData<K>,
    audience: Audience,
  ): Promise<void> {
    return all(tx, [{ kind, data, audience }]);
  }
  return Object.assign(publish, { all });
}
export type PublishLive = ReturnType<typeof livePublisher>;
