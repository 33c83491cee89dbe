import type { Db } from '#server/db/client.ts';
import type { EventBus } from '#server/events/bus.ts';
import type { LiveEventData, LiveEventKind } from '#shared/contract/live.ts';
import { liveChannel } from './channel.ts';
import { type Audience, recordLiveEvent } from './repository.ts';

/**
 * Raises a live event inside the caller's transaction: stored (for replay) and sent to the instances only if the
 * change it describes commits, so no browser ever hears of a status that was rolled back.
 */
export function livePublisher(bus: EventBus) {
  return async function publish<K extends LiveEventKind>(
    tx: Db,
    kind: K,
    data: LiveEventData<K>,
    audience: Audience,
  ): Promise<void> {
    await bus.publish(liveChannel, await recordLiveEvent(tx, kind, data, audience), tx);
  };
}
export type PublishLive = ReturnType<typeof livePublisher>;
