import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

// better-auth's password hash (`@better-auth/utils/password`, node build: scrypt N=16384, r=16, p=1, 64 bytes, the
// NFKC password, a 16-byte salt used as its hex text; stored `salt:key` in hex), computed on worker threads that run
// below the shop's own priority (nice 10). A hash is ~85 ms of one core: on the libuv pool, a crowd of sign-ups
// took both cores from the main thread and PostgreSQL, and every checkout in that minute waited (issue 30's soak).
// Niced, the hashes get the cores whenever serving leaves them idle — which is most of the time — and yield the
// moment a request needs them. background-scrypt.test.ts checks both ways against better-auth's own functions.

const PARAMS = { N: 16384, r: 16, p: 1, dkLen: 64 } as const;

/** Below the shop's priority, not idle-only: under a flood of requests a hash still gets about a tenth of a core. */
const NICE = 10;

// The worker's whole code: plain JavaScript, so it runs the same from the sources (tsx, Vitest) and from dist/.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const os = require('node:os');
// Only Linux gives each thread its own nice value; elsewhere this would lower the whole shop's priority.
if (process.platform === 'linux') try { os.setPriority(0, workerData.nice); } catch {}
const { N, r, p, dkLen } = workerData.params;
parentPort.on('message', ({ id, password, salt }) => {
  try {
    const key = scryptSync(password.normalize('NFKC'), salt, dkLen, { N, r, p, maxmem: 128 * N * r * 2 });
    parentPort.postMessage({ id, key: key.toString('hex') });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

/** One thread per hash the gate lets run at once (at its busiest, in a crowd); every core when it is unbounded. */
export const hashingThreads = (c: { concurrency: number; crowdConcurrency: number }) =>
  c.concurrency === 0 ? os.availableParallelism() : Math.max(1, c.concurrency, c.crowdConcurrency);

type Pending = { worker: Worker; resolve: (key: string) => void; reject: (err: Error) => void };

/** A pool of `size` niced hashing threads, started on first use; they never keep the process alive. */
export function backgroundScrypt(size: number) {
  const workers: { worker: Worker; busy: number }[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 0;

  function start() {
    const worker = new Worker(WORKER, { eval: true, workerData: { params: PARAMS, nice: NICE } });
    worker.unref();
    const slot = { worker, busy: 0 };
    worker.on('message', (m: { id: number; key?: string; error?: string }) => {
      slot.busy--;
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.error !== undefined || m.key === undefined) p?.reject(new Error(m.error ?? 'no key'));
      else p?.resolve(m.key);
    });
    // A thread that dies fails its own hashes (those requests answer 500 and can be sent again); another starts.
    worker.on('error', (err) => {
      workers.splice(workers.indexOf(slot), 1);
      for (const [id, p] of pending)
        if (p.worker === worker) {
          pending.delete(id);
          p.reject(err);
        }
    });
    workers.push(slot);
    return slot;
  }

  /** The key of `password` with `salt`, in hex. */
  function key(password: string, salt: string): Promise<string> {
    const idle = workers.find((w) => w.busy === 0);
    const slot =
      idle ?? (workers.length < size ? start() : workers.reduce((a, b) => (b.busy < a.busy ? b : a)));
    slot.busy++;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { worker: slot.worker, resolve, reject });
      slot.worker.postMessage({ id, password, salt });
    });
  }

  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${await key(password, salt)}`;
    },
    async verify(hash: string, password: string): Promise<boolean> {
      const [salt, stored] = hash.split(':');
      if (!salt || !stored) throw new Error('Invalid password hash');
      return (await key(password, salt)) === stored;
    },
    /** Ends the threads (the app's close). */
    close: () => Promise.all(workers.splice(0).map((slot) => slot.worker.terminate())),
  };
}
export type BackgroundScrypt = ReturnType<typeof backgroundScrypt>;
