/**
 * Bounds password hashing (decisions 016 and 022). A hash is ~85 ms of a core (scrypt, on the shop's niced hashing
 * threads since decision 027; before, on libuv's pool, where it also held up files and compression); left
 * unbounded, a flood of sign-ins would keep every core busy hashing. The gate keeps that work to `concurrency`
 * hashes at a time. The others wait their turn, and the line is bounded by TIME, not by count (decision 022): a
 * request is let in while the wait ahead of it, at the measured pace, is at most `maxWaitS`; only beyond that is it
 * turned away (503), before it has cost a hash. A count of 8 turned away 14 of 50 real shoppers signing up within 2 s, although
 * all 50 could be hashed in 5 s; waiting costs the shop nothing (a promise per request), hashing is what costs.
 *
 * A crowd gets the whole machine (decision 025): while the line ahead is longer than `CROWD_AFTER_MS` at
 * `concurrency`, up to `crowdConcurrency` hashes run at once. Visitors' pages are slower for those seconds, but a
 * product drop's 300 sign-ups are through in half the time instead of being turned away at the bound; a sign-in
 * flood of a few dozen attackers keeps the line short and so never gets the second core.
 *
 * Two halves: `admit()` is the door a request that will hash passes (or not) before it starts; `run()` is the
 * slot each hash takes while it runs, whoever asked for it (a route, the start-up admin bootstrap, the demo login).
 */
export type HashingGate = {
  /** A pass for a request that will hash, or null when the wait ahead of it would exceed `maxWaitS`. */
  admit(): (() => void) | null;
  /** Runs one hash when a slot is free (hashes from outside a pass wait their turn too, without a bound). */
  run<T>(hash: () => Promise<T>): Promise<T>;
  /** Seconds until a turned-away request would likely be let in again: the line back to half its bound. */
  retryAfterS(): number;
  /** What happened so far; tests and the benchmark read it. */
  readonly stats: { admitted: number; refused: number; hashes: number; running: number; waiting: number };
};

export type HashingLimits = {
  /** Hashes at once; 0 means no bound at all (only to measure the shop without the gate). */
  concurrency: number;
  /** Hashes at once while the line is longer than `CROWD_AFTER_MS` (default: `concurrency`, no crowd mode). */
  crowdConcurrency?: number;
  /** The longest wait for a slot a request is let in for, in seconds, at the measured hashing pace. */
  maxWaitS: number;
};

/** A first guess of one hash's duration (scrypt N=16384, r=16 on one core), replaced by what is measured. */
const INITIAL_HASH_MS = 100;
/** A line longer than this (at `concurrency`) is a crowd, not a flood of a few dozen attackers (~3 s). */
export const CROWD_AFTER_MS = 5_000;

export function hashingGate({
  concurrency,
  crowdConcurrency = concurrency,
  maxWaitS,
}: HashingLimits): HashingGate {
  const unbounded = concurrency === 0;
  const maxWaitMs = maxWaitS * 1000;
  const waiters: (() => void)[] = [];
  let holders = 0;
  let averageMs = INITIAL_HASH_MS;
  const stats = { admitted: 0, refused: 0, hashes: 0, running: 0, waiting: 0 };

  /** Hashes that may run now: `crowdConcurrency` while the line at `concurrency` is longer than CROWD_AFTER_MS. */
  const slots = () =>
    Math.floor(holders / Math.max(1, concurrency)) * averageMs > CROWD_AFTER_MS
      ? Math.max(concurrency, crowdConcurrency)
      : concurrency;
  /**
   * How long a request let in now would wait for its slot: the requests holding a pass go through the slots in
   * rounds, each round one hash long. Those holding a pass but not hashing yet (reading the account) or any more
   * (writing the session) count as a whole hash: the estimate errs on the long side.
   */
  const waitAheadMs = () => Math.floor(holders / Math.max(1, slots())) * averageMs;

  /** Starts waiting hashes while slots are free: after a hash ends, and when a crowd opens more slots. */
  function startWaiting() {
    while (waiters.length > 0 && stats.running < slots()) {
      stats.running++;
      waiters.shift()?.();
    }
    stats.waiting = waiters.length;
  }

  return {
    stats,
    admit() {
      if (!unbounded && waitAheadMs() > maxWaitMs) {
        stats.refused++;
        return null;
      }
      holders++;
      stats.admitted++;
      startWaiting();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders--;
      };
    },
    async run(hash) {
      stats.hashes++;
      if (unbounded) return hash();
      if (stats.running >= slots()) {
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          stats.waiting = waiters.length;
        });
      } else {
        stats.running++;
      }
      const started = performance.now();
      try {
        return await hash();
      } finally {
        // A moving average: the pace follows the machine (and its load) without one slow hash swinging it.
        averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
        stats.running--;
        startWaiting();
      }
    },
    retryAfterS() {
      // Not "when the line is empty" (a crowd told the same time comes back at once and overfills it again), nor
      // "when one place is free" (most of it would be refused again): when half the bound is free.
      return Math.max(1, Math.ceil((waitAheadMs() - maxWaitMs / 2) / 1000));
    },
  };
}
