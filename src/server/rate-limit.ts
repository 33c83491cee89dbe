import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import type { Db } from './db/client.ts';
import { AppError } from './errors.ts';

/** At most `max` attempts per key in a fixed window of `windowS` seconds (at most a day: see pruneRateLimits). */
export type Limit = { max: number; windowS: number };

/** No limit's window is longer; a counter whose window started before it is over and may go. */
export const LONGEST_WINDOW_S = 24 * 60 * 60;

/**
 * Deletes the counters whose window has ended (issue 19): such a row would start again at 1 on its next attempt
 * anyway, so deleting it changes no limit. Without this the table grows by a row per address and key for ever.
 * One statement, idempotent: any instance may run it, at the same time as the others.
 */
export async function pruneRateLimits(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => ${LONGEST_WINDOW_S})`,
  )) as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

/** A CTE that turns off waiting for the disk at this statement's commit (it must be joined to be evaluated). */
const ASYNC_COMMIT = sql`, async_commit AS (SELECT set_config('synchronous_commit', 'off', true))`;

/**
 * Counts one attempt against each key in the database (shared by every instance) and tells, per key, whether it is
 * within its limit, and if not, in how many seconds its window ends. One statement for all the keys, so concurrent
 * requests on several instances cannot both slip under a limit, and a request checking two limits (its customer's
 * and its address's) makes one round trip, not two; a window that has run out starts again at 1.
 */
export async function withinLimits(
  db: Db,
  checks: { key: string; limit: Limit }[],
): Promise<{ key: string; allowed: boolean; retryAfterS: number }[]> {
  for (const { key, limit } of checks) {
    if (limit.windowS > LONGEST_WINDOW_S) throw new Error(`a limit's window may be a day at most: ${key}`);
  }
  // One row per key: ON CONFLICT cannot touch a row twice in one statement.
  const windows = new Map<string, number>();
  for (const { key, limit } of checks)
    windows.set(key, Math.min(windows.get(key) ?? limit.windowS, limit.windowS));
  if (windows.size === 0) return [];
  const input = sql.join(
    [...windows].map(([key, windowS]) => sql`(${key}::text, ${windowS}::int)`),
    sql`, `,
  );
  // Each key's window, for the row being updated (the proposed row is `excluded`).
  const windowOf = sql`make_interval(secs => (SELECT w.window_s FROM input w WHERE w.key = excluded.key))`;
  // A counter is not money: its own statement's commit need not wait for the disk (decision 027), which takes a
  // WAL flush off every limited request (checkout, payment, sign-in). A crash may forget the last moment's counts.
  // Inside a caller's transaction the setting would hold for all of it, so there the commit waits as usual.
  const ownCommit = !is(db, PgTransaction);
  const result = (await db.execute(sql`
    WITH input (key, window_s) AS (VALUES ${input})${ownCommit ? ASYNC_COMMIT : sql``}
    INSERT INTO rate_limits (key, count, window_start)
    SELECT key, 1, now() FROM input${ownCommit ? sql`, async_commit` : sql``}
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < now() - ${windowOf} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - ${windowOf} THEN now() ELSE rate_limits.window_start END
    RETURNING key, count, extract(epoch FROM now() - window_start) AS age_s`)) as {
    rows: { key: string; count: number | string; age_s: number | string }[];
  };
  const rows = new Map(result.rows.map((r) => [r.key, r]));
  return checks.map(({ key, limit }) => {
    const row = rows.get(key);
    return {
      key,
      allowed: Number(row?.count ?? 0) <= limit.max,
      retryAfterS: Math.max(1, Math.ceil(limit.windowS - Number(row?.age_s ?? 0))),
    };
  });
}

/** A 429 in the API's error shape, with Retry-After so a client (or a person) knows how long to wait. */
export const tooManyRequests = (message: string, retryAfterS: number) =>
  new AppError(429, ERROR_CODES.rateLimited, message, { 'retry-after': String(Math.ceil(retryAfterS)) });

/**
 * Counts the attempt against every key (so each limit sees it) and refuses it when any is over, waiting for the
 * last of the windows that refused.
 */
export async function requireWithinLimits(
  db: Db,
  checks: { key: string; limit: Limit }[],
  message: string,
): Promise<void> {
  let retryAfterS = 0;
  for (const verdict of await withinLimits(db, checks)) {
    if (!verdict.allowed) retryAfterS = Math.max(retryAfterS, verdict.retryAfterS);
  }
  if (retryAfterS > 0) throw tooManyRequests(message, retryAfterS);
}
