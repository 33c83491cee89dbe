import { sql } from 'drizzle-orm';
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

/**
 * Counts one attempt against `key` in the database (shared by every instance) and tells whether it is within the
 * limit, and if not, in how many seconds the window ends. One statement, so concurrent requests on several
 * instances cannot both slip under it; a window that has run out starts again at 1.
 */
export async function withinLimit(
  db: Db,
  key: string,
  limit: Limit,
): Promise<{ allowed: boolean; retryAfterS: number }> {
  if (limit.windowS > LONGEST_WINDOW_S) throw new Error(`a limit's window may be a day at most: ${key}`);
  const result = (await db.execute(sql`
    INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${limit.windowS})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${limit.windowS})
                          THEN now() ELSE rate_limits.window_start END
    RETURNING count,
      ceil(extract(epoch FROM window_start + make_interval(secs => ${limit.windowS}) - now())) AS retry_after`)) as {
    rows: { count: number; retry_after: number | string }[];
  };
  const row = result.rows[0];
  return {
    allowed: Number(row?.count ?? 0) <= limit.max,
    retryAfterS: Math.max(1, Number(row?.retry_after ?? 1)),
  };
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
  for (const { key, limit } of checks) {
    const verdict = await withinLimit(db, key, limit);
    if (!verdict.allowed) retryAfterS = Math.max(retryAfterS, verdict.retryAfterS);
  }
  if (retryAfterS > 0) throw tooManyRequests(message, retryAfterS);
}
