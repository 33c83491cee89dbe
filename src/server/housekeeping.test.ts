import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, signInThrottle } from './db/schema.ts';
import { pruneExpired } from './housekeeping.ts';
import { withinLimits } from './rate-limit.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// What the shop prunes so its tables do not grow for ever (issue 19): counters and failures that no longer count.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const log = { warn: () => {} };
const keys = async (table: 'rate_limits' | 'sign_in_throttle') =>
  (
    (await t.db.execute(sql`SELECT key FROM ${sql.identifier(table)} ORDER BY key`)) as {
      rows: { key: string }[];
    }
  ).rows.map((r) => r.key);

describe('pruning', () => {
  it('deletes rate-limit counters whose window has ended, and keeps those still counting', async () => {
    await t.db.insert(rateLimits).values([
      { key: 'prune:old', count: 50, windowStart: ago(25) },
      { key: 'prune:hour', count: 50, windowStart: ago(1) },
      { key: 'prune:now', count: 3, windowStart: new Date() },
    ]);
    await pruneExpired(t.db, log);
    const left = (await keys('rate_limits')).filter((k) => k.startsWith('prune:'));
    expect(left).toEqual(['prune:hour', 'prune:now']);
    // A key pruned starts again at 1, as it would have anyway.
    expect(await withinLimits(t.db, [{ key: 'prune:old', limit: { max: 1, windowS: 3600 } }])).toMatchObject([
      { allowed: true },
    ]);
    // A counter still inside its window keeps counting.
    expect(
      await withinLimits(t.db, [{ key: 'prune:hour', limit: { max: 50, windowS: 7200 } }]),
    ).toMatchObject([{ allowed: false }]);
  });

  it('refuses a limit with a window longer than a day, which pruning would cut short', async () => {
    await expect(
      withinLimits(t.db, [{ key: 'prune:long', limit: { max: 1, windowS: 2 * 86_400 } }]),
    ).rejects.toThrow(/a day at most/);
  });

  it('deletes sign-in failures already forgotten whose wait has passed, and keeps the rest', async () => {
    await t.db.insert(signInThrottle).values([
      { key: 'ip:forgotten', failures: 30, lastFailureAt: ago(2), blockedUntil: ago(1.9) },
      { key: 'ip:never-blocked', failures: 2, lastFailureAt: ago(3), blockedUntil: null },
      { key: 'ip:recent', failures: 30, lastFailureAt: ago(0.5), blockedUntil: ago(0.4) },
      {
        key: 'ip:still-waiting',
        failures: 40,
        lastFailureAt: ago(2),
        blockedUntil: new Date(Date.now() + 60_000),
      },
    ]);
    await pruneExpired(t.db, log);
    expect(await keys('sign_in_throttle')).toEqual(['ip:recent', 'ip:still-waiting']);
  });

  it('is safe to run on several instances at the same moment', async () => {
    await t.db.insert(rateLimits).values({ key: 'prune:race', count: 1, windowStart: ago(30) });
    await Promise.all([pruneExpired(t.db, log), pruneExpired(t.db, log), pruneExpired(t.db, log)]);
    expect(await keys('rate_limits')).not.toContain('prune:race');
  });
});
