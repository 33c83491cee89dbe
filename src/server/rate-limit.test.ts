import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from './db/schema.ts';
import { withinLimits } from './rate-limit.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const limit = { max: 3, windowS: 60 };
const commitSetting = async (db: TestDatabase['db']) =>
  ((await db.execute(sql`SELECT current_setting('synchronous_commit') AS s`)) as { rows: { s: string }[] })
    .rows[0]?.s;

describe('rate-limit counters', () => {
  it('count each attempt and refuse past the limit, from concurrent requests on every pooled connection', async () => {
    const key = `test:${Date.now()}`;
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, () => withinLimits(database.db, [{ key, limit }])),
    );
    expect(verdicts.flat().filter((v) => v.allowed)).toHaveLength(3);
    // Their commits did not wait for the disk, and that stayed with their own statements: every connection of the
    // pool still waits for it, as an order's commit must.
    const settings = await Promise.all(Array.from({ length: 12 }, () => commitSetting(database.db)));
    expect(new Set(settings)).toEqual(new Set(['on']));
  });

  it('inside a caller’s transaction, leave its commit as it was and go back with it', async () => {
    const key = `tx:${Date.now()}`;
    const undone = new Error('undo');
    await expect(
      database.db.transaction(async (tx) => {
        const [verdict] = await withinLimits(tx, [{ key, limit }]);
        expect(verdict?.allowed).toBe(true);
        expect(await commitSetting(tx)).toBe('on');
        throw undone;
      }),
    ).rejects.toBe(undone);
    expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, key))).toEqual([]);
  });
});
