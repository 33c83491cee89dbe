import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type Limit = { max: number; windowS: number };

/** Per path: attempts allowed per IP and per e-mail address in a fixed window. */
export const AUTH_LIMITS: Record<string, { ip: Limit; email: Limit }> = {
  '/api/auth/sign-in/email': { ip: { max: 30, windowS: 900 }, email: { max: 10, windowS: 900 } },
  '/api/auth/sign-up/email': { ip: { max: 10, windowS: 3600 }, email: { max: 5, windowS: 3600 } },
  '/api/auth/request-password-reset': { ip: { max: 10, windowS: 3600 }, email: { max: 3, windowS: 3600 } },
};

/**
 * Counts one attempt against `key` and tells whether it is within the limit. One statement, so concurrent
 * requests on several instances cannot both slip under it; a window that has run out starts again at 1.
 */
export async function withinLimit(db: Db, key: string, limit: Limit): Promise<boolean> {
  const result = (await db.execute(sql`
    INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${limit.windowS})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${limit.windowS})
                          THEN now() ELSE rate_limits.window_start END
    RETURNING count`)) as { rows: { count: number }[] };
  const count = Number(result.rows[0]?.count ?? 0);
  return count <= limit.max;
}
