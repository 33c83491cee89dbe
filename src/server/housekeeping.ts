import type { Db } from './db/client.ts';
import { pruneSignInThrottle } from './modules/auth/sign-in-throttle.ts';
import { pruneLiveEvents } from './modules/live/repository.ts';
import { pruneRateLimits } from './rate-limit.ts';

type Log = { warn(obj: object, msg: string): void };

/**
 * Deletes what the shop no longer needs and would otherwise keep for ever (issue 19): live events past their replay
 * window, rate-limit counters whose window has ended, sign-in failures already forgotten. Each is one idempotent
 * statement, so every instance runs it, at the same moment or not, safely.
 */
export async function pruneExpired(db: Db, log: Log): Promise<void> {
  const jobs = {
    'live events': pruneLiveEvents,
    'rate limits': pruneRateLimits,
    'sign-in failures': pruneSignInThrottle,
  };
  for (const [what, prune] of Object.entries(jobs)) {
    await prune(db).catch((err: unknown) => log.warn({ err }, `could not prune ${what}`));
  }
}

/** Runs pruneExpired every few minutes on this instance; returns the stop function. */
export function startHousekeeping(db: Db, log: Log, everyMs = 5 * 60_000): () => void {
  const timer = setInterval(() => void pruneExpired(db, log), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
