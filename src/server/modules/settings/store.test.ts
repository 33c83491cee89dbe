import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { settingsChannel } from './channel.ts';
import { settingsRepository } from './repository.ts';
import { settingsStore } from './store.ts';

// An instance's copy of the settings (store.ts): what it does when an announcement is lost, late or out of order.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const quiet = { warn: () => {} };
const repo = () => settingsRepository(t.db, async () => {}, settingsChannel);
/** A change written behind every instance's back: no announcement at all. */
const silently = (name: string) =>
  t.db
    .update(shopSettings)
    .set({
      values: sql`${shopSettings.values} || ${JSON.stringify({ name })}::jsonb`,
      version: sql`version + 1`,
    })
    .where(eq(shopSettings.id, 1));

describe('settingsStore', () => {
  it('finds a change whose announcement was lost at its next version check', async () => {
    const store = await settingsStore(repo(), quiet, 50);
    try {
      await silently('Found By Polling');
      await expect.poll(() => store.values.name, { timeout: 3_000 }).toBe('Found By Polling');
    } finally {
      store.stop();
    }
  });

  it('reads a heard version once, and never goes back to an older one', async () => {
    const store = await settingsStore(repo(), quiet, 60_000);
    try {
      const old = store.stored;
      await silently('Heard');
      await store.heard(old.version + 1);
      expect(store.values.name).toBe('Heard');
      // A late or repeated announcement of what it has, or an older answer, changes nothing.
      await store.heard(old.version);
      store.saved(old);
      expect(store.values.name).toBe('Heard');
      expect(store.version).toBe(old.version + 1);
    } finally {
      store.stop();
    }
  });
});
