import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { auditLog, shopSettings } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { Channel } from '#server/events/bus.ts';
import { ERROR_CODES } from '#shared/contract/error-codes.ts';
import {
  SETTINGS_FIELDS,
  type SettingsChange,
  type ShopSettingsValues,
  shopSettingsValuesSchema,
} from '#shared/contract/settings.ts';

/** Settings are JSON: two values are the same when they read the same (the delivery zones are a tree). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type StoredSettings = { version: number; values: ShopSettingsValues; updatedAt: Date };
export type Actor = { id: string; email: string };
type Publish = <T>(channel: Channel<T>, payloads: T[], tx: Db) => Promise<void>;

const SETTINGS_UPDATE = 'settings.update';
export const SETTINGS_CHANGED =
  'Someone else saved the settings since you opened them. Reload to see their changes, then make yours again.';

/** The owner's settings (decision 029): one row, read, seeded once and changed with an audit entry. */
export function settingsRepository(db: Db, publish: Publish, channel: Channel<{ version: number }>) {
  return {
    /** Writes `seed` as the settings if the shop has none yet (a new shop, or the first start after upgrading). */
    async seed(seed: ShopSettingsValues): Promise<void> {
      await db.insert(shopSettings).values({ values: seed }).onConflictDoNothing();
    },

    async read(): Promise<StoredSettings> {
      const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
      if (!row) throw new Error('the shop has no settings row: seed() runs at start');
      return {
        version: row.version,
        values: shopSettingsValuesSchema.parse(row.values),
        updatedAt: row.updatedAt,
      };
    },

    /** Just the version, to see cheaply whether another instance changed them (settings/store.ts). */
    async version(): Promise<number | undefined> {
      const [row] = await db.select({ version: shopSettings.version }).from(shopSettings);
      return row?.version;
    },

    /**
     * Applies `patch` to the settings saved at `version`; refused (409) if they were saved since, so two admins
     * never overwrite each other unseen. The change, its audit entry and its announcement to every instance are
     * one transaction; a patch that changes nothing writes nothing.
     */
    async update(version: number, patch: Partial<ShopSettingsValues>, actor: Actor): Promise<StoredSettings> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for('update');
        if (!row) throw new Error('the shop has no settings row: seed() runs at start');
        if (row.version !== version) throw new AppError(409, ERROR_CODES.settingsChanged, SETTINGS_CHANGED);
        const before = shopSettingsValuesSchema.parse(row.values);
        const after: ShopSettingsValues = { ...before, ...patch };
        const changes = Object.fromEntries(
          SETTINGS_FIELDS.filter((f) => !sameValue(before[f], after[f])).map((f) => [
            f,
            { before: before[f], after: after[f] },
          ]),
        );
        if (Object.keys(changes).length === 0) return { version, values: before, updatedAt: row.updatedAt };
        const [saved] = await tx
          .update(shopSettings)
          .set({ values: after, version: sql`${shopSettings.version} + 1`, updatedAt: sql`now()` })
          .where(eq(shopSettings.id, 1))
          .returning();
        if (!saved) throw new Error('the settings row went away inside its own lock');
        await tx
          .insert(auditLog)
          .values({ actorId: actor.id, actorEmail: actor.email, action: SETTINGS_UPDATE, changes });
        await publish(channel, [{ version: saved.version }], tx);
        return { version: saved.version, values: after, updatedAt: saved.updatedAt };
      });
    },

    /** The settings' history, newest first. */
    async changes(limit: number): Promise<SettingsChange[]> {
      const rows = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, SETTINGS_UPDATE))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        by: r.actorEmail,
        changes: Object.entries(r.changes as Record<string, { before: unknown; after: unknown }>).map(
          ([field, { before, after }]) => ({ field, before, after }),
        ),
      }));
    },
  };
}
export type SettingsRepository = ReturnType<typeof settingsRepository>;
