import type { Db } from '#server/db/client.ts';
import type { EventBus } from '#server/events/bus.ts';
import type { ShopSettingsValues } from '#shared/contract/settings.ts';
import { settingsChannel } from './channel.ts';
import { settingsRepository } from './repository.ts';
import { settingsSeed } from './seed.ts';
import { settingsStore } from './store.ts';

type Log = { warn(obj: object, msg: string): void };

/**
 * The owner's settings on this instance: seeded from the environment if the shop has none yet, read into memory,
 * and read again whenever any instance announces a change (settings/channel.ts).
 */
export async function openSettings(
  db: Db,
  bus: EventBus,
  fromEnv: Record<keyof ShopSettingsValues, unknown>,
  log: Log,
) {
  const repo = settingsRepository(
    db,
    (channel, payloads, tx) => bus.publish(channel, payloads, tx),
    settingsChannel,
  );
  await repo.seed(settingsSeed(fromEnv, log));
  const store = await settingsStore(repo, log);
  await bus.subscribe(settingsChannel, ({ version }) => void store.heard(version));
  return { repo, store };
}
export type OpenSettings = Awaited<ReturnType<typeof openSettings>>;
