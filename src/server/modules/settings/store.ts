import type { ShopSettingsValues } from '#shared/contract/settings.ts';
import type { SettingsRepository, StoredSettings } from './repository.ts';

type Log = { warn(obj: object, msg: string): void };

/** How often an instance asks whether the settings changed, in case it missed the announcement (listener down). */
export const SETTINGS_POLL_MS = 30_000;

/**
 * This instance's copy of the owner's settings, read at every use without a query. A change anywhere is announced
 * on the settings channel and read at once (app.ts); a version check every SETTINGS_POLL_MS catches one whose
 * announcement was lost while the listener reconnected. A read never replaces newer settings with older ones.
 */
export async function settingsStore(repo: SettingsRepository, log: Log, pollMs = SETTINGS_POLL_MS) {
  let current: StoredSettings = await repo.read();
  const keep = (next: StoredSettings) => {
    if (next.version > current.version) current = next;
  };
  const refresh = async (version?: number) => {
    if (version !== undefined && version <= current.version) return;
    keep(await repo.read());
  };
  const timer = setInterval(() => {
    repo
      .version()
      .then((v) => (v !== undefined && v > current.version ? refresh(v) : undefined))
      .catch((err) => log.warn({ err }, 'could not check the shop settings’ version'));
  }, pollMs);
  timer.unref();

  return {
    /** The settings as this instance knows them now. */
    get values(): ShopSettingsValues {
      return current.values;
    },
    get version(): number {
      return current.version;
    },
    get stored(): StoredSettings {
      return current;
    },
    /** Another instance (or this one) saved `version`: read it, unless this copy is already as new. */
    heard(version: number): Promise<void> {
      return refresh(version).catch((err) => log.warn({ err }, 'could not read the changed shop settings'));
    },
    /** This instance saved them: keep its answer without reading it back. */
    saved: keep,
    stop() {
      clearInterval(timer);
    },
  };
}
export type SettingsStore = Awaited<ReturnType<typeof settingsStore>>;
/** What most of the shop needs: the settings as they are at this moment. */
export type ShopSettingsReader = () => ShopSettingsValues;
