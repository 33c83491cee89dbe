/**
 * Bounds password hashing (decision 016). scrypt runs on libuv's thread pool, the same four threads that read the
 * storefront's files and gzip its answers; left unbounded, a crowd of sign-ins fills all four and every file and
 * compressed response waits behind ~85 ms hashes. The gate keeps that work to `concurrency` hashes at a time and
 * lets at most `queue` more requests wait for one; anything beyond is turned away at once (503), before it has
 * cost a hash, because a request that would wait seconds is better answered "try again shortly" than held.
 *
 * Two halves: `admit()` is the door a request that will hash passes (or not) before it starts; `run()` is the
 * slot each hash takes while it runs, whoever asked for it (a route, the start-up admin bootstrap, the demo login).
 */
export type HashingGate = {
  /** A pass for a request that will hash, or null when `concurrency + queue` requests already hold one. */
  admit(): (() => void) | null;
  /** Runs one hash when a slot is free (hashes from outside a pass wait their turn too, without a bound). */
  run<T>(hash: () => Promise<T>): Promise<T>;
  /** Seconds until a turned-away request would likely find room: the admitted work, at the measured pace. */
  retryAfterS(): number;
  /** What happened so far; tests and the benchmark read it. */
  readonly stats: { admitted: number; refused: number; hashes: number; running: number; waiting: number };
};

export type HashingLimits = {
  /** Hashes at once; 0 means no bound at all (only to measure the shop without the gate). */
  concurrency: number;
  /** Requests that may wait for a slot beyond those hashing. */
  queue: number;
};

/** A first guess of one hash's duration (scrypt N=16384, r=16 on one core), replaced by what is measured. */
const INITIAL_HASH_MS = 100;

export function hashingGate({ concurrency, queue }: HashingLimits): HashingGate {
  const unbounded = concurrency === 0;
  const waiters: (() => void)[] = [];
  let holders = 0;
  let averageMs = INITIAL_HASH_MS;
  const stats = { admitted: 0, refused: 0, hashes: 0, running: 0, waiting: 0 };

  function release() {
    stats.running--;
    const next = waiters.shift();
    stats.waiting = waiters.length;
    if (next) {
      stats.running++;
      next();
    }
  }

  return {
    stats,
    admit() {
      if (!unbounded && holders >= concurrency + queue) {
        stats.refused++;
        return null;
      }
      holders++;
      stats.admitted++;
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
      if (stats.running >= concurrency) {
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
        release();
      }
    },
    retryAfterS() {
      const slots = Math.max(1, concurrency);
      return Math.max(1, Math.ceil(((holders + 1) / slots) * (averageMs / 1000)));
    },
  };
}
