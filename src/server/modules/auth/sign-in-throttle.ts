import { and, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { signInThrottle } from '#server/db/schema.ts';

/**
 * Sign-in failures are counted per (address, IP) and per IP, never per address alone (issue 7, item 8): a
 * stranger who types wrong passwords for the owner's address slows down only the stranger, and the owner signs
 * in from the owner's own address. Past the free failures each further one doubles the wait, up to 15 minutes;
 * an hour without failures forgets them, and a correct password forgets its pair's.
 */
const RULES = {
  pair: { free: 5 },
  ip: { free: 20 },
};
const FIRST_WAIT_S = 2;
const MAX_WAIT_S = 15 * 60;
const FORGET_AFTER_S = 60 * 60;

const keysOf = (email: string, ip: string) => ({ pair: `pair:${email}:${ip}`, ip: `ip:${ip}` });

/** Seconds to wait before this address may try again from this IP, or 0 when it may try now. */
export async function signInWait(db: Db, email: string, ip: string): Promise<number> {
  const { pair, ip: byIp } = keysOf(email, ip);
  const [row] = await db
    .select({ until: sql<Date | string | null>`max(${signInThrottle.blockedUntil})` })
    .from(signInThrottle)
    .where(and(inArray(signInThrottle.key, [pair, byIp]), gt(signInThrottle.blockedUntil, sql`now()`)));
  if (!row?.until) return 0;
  return Math.max(1, Math.ceil((new Date(row.until).getTime() - Date.now()) / 1000));
}

/** The wait earned by the nth failure: none within the free ones, then 2 s, 4 s, 8 s … up to 15 minutes. */
export function waitAfter(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(MAX_WAIT_S, FIRST_WAIT_S * 2 ** (failures - free - 1));
}

export async function recordSignInFailure(db: Db, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  for (const kind of ['pair', 'ip'] as const) {
    const result = (await db.execute(sql`
      INSERT INTO sign_in_throttle (key, failures, last_failure_at) VALUES (${keys[kind]}, 1, now())
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN sign_in_throttle.last_failure_at < now() - make_interval(secs => ${FORGET_AFTER_S})
                        THEN 1 ELSE sign_in_throttle.failures + 1 END,
        last_failure_at = now()
      RETURNING failures`)) as { rows: { failures: number }[] };
    const wait = waitAfter(Number(result.rows[0]?.failures ?? 1), RULES[kind].free);
    await db.execute(sql`
      UPDATE sign_in_throttle
      SET blocked_until = ${wait > 0 ? sql`now() + make_interval(secs => ${wait})` : sql`NULL`}
      WHERE key = ${keys[kind]}`);
  }
}

/** A correct password: this address's failures from this IP are forgotten (the IP's own count stays). */
export async function recordSignInSuccess(db: Db, email: string, ip: string): Promise<void> {
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, [keysOf(email, ip).pair]));
}

/**
 * Deletes the failures already forgotten (an hour without one) whose wait has passed (issue 19): the next failure
 * would start again at 1, so deleting them changes nothing. Idempotent, so any instance may run it.
 */
export async function pruneSignInThrottle(db: Db): Promise<number> {
  const gone = await db
    .delete(signInThrottle)
    .where(
      and(
        lt(signInThrottle.lastFailureAt, sql`now() - make_interval(secs => ${FORGET_AFTER_S})`),
        or(isNull(signInThrottle.blockedUntil), lt(signInThrottle.blockedUntil, sql`now()`)),
      ),
    )
    .returning({ key: signInThrottle.key });
  return gone.length;
}
