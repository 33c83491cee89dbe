import type { Db } from '#server/db/client.ts';
import { claimNext, describeError, markFailed, markSent, type OutboxRow } from './delivery.ts';
import type { MailTransport } from './transport.ts';

type LogFn = (obj: object, msg?: string) => void;
/** The part of a pino logger the worker uses (Fastify's `app.log` fits). */
export type MailLogger = { info: LogFn; warn: LogFn; error: LogFn };

export type MailWorkerOptions = {
  db: Db;
  transport: MailTransport;
  from: string;
  log: MailLogger;
  /** How often to look for due messages. */
  pollMs?: number;
  /** At most this many messages per run. */
  batchSize?: number;
  /** After this many failed attempts a message is marked failed and no longer retried. */
  maxAttempts?: number;
  /** Delay in ms before retrying after the given (1-based) failed attempt. */
  backoff?: (attempt: number) => number;
};

export type MailWorker = {
  /** Delivers what is due now; resolves to the number of messages delivered. */
  runOnce(): Promise<number>;
  /** Asks for a run within a moment (debounced), e.g. right after queueing a password-reset message. */
  nudge(): void;
  /** Stops the timer and waits for runs in progress. The transport is the caller's to close. */
  stop(): Promise<void>;
};

/** 5 s, 10 s, 20 s … capped at one hour. */
export const defaultBackoff = (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 3_600_000);

const NUDGE_MS = 50;

export function startMailWorker(opts: MailWorkerOptions): MailWorker {
  const { db, transport, from, log } = opts;
  const pollMs = opts.pollMs ?? 2_000;
  const batchSize = opts.batchSize ?? 20;
  const maxAttempts = opts.maxAttempts ?? 8;
  const backoff = opts.backoff ?? defaultBackoff;

  async function deliver(row: OutboxRow): Promise<boolean> {
    const meta = { mailId: row.id, kind: row.kind, attempts: row.attempts + 1 };
    try {
      const { id, to, subject, text } = row;
      await transport.send({ id, to, from, subject, text, html: row.html ?? undefined });
    } catch (err) {
      const error = describeError(err);
      const giveUp = meta.attempts >= maxAttempts;
      const retryInMs = backoff(meta.attempts);
      await markFailed(db, row.id, { error, giveUp, retryInMs });
      if (giveUp) log.error({ ...meta, error }, 'mail delivery failed; giving up');
      else log.warn({ ...meta, error, retryInMs }, 'mail delivery failed; will retry');
      return false;
    }
    // Should this write fail, the message is sent again once its claim runs out; the stable Message-ID marks
    // that duplicate. Better than losing the message.
    await markSent(db, row.id);
    log.info({ ...meta, transport: transport.kind }, 'mail sent');
    return true;
  }

  async function runBatch(): Promise<{ claimed: number; delivered: number }> {
    const tried: string[] = [];
    let delivered = 0;
    while (tried.length < batchSize && !stopped) {
      const row = await claimNext(db, tried);
      if (!row) break;
      tried.push(row.id);
      if (await deliver(row)) delivered++;
    }
    return { claimed: tried.length, delivered };
  }

  const inFlight = new Set<Promise<unknown>>();
  function track<T>(p: Promise<T>): Promise<T> {
    inFlight.add(p);
    p.finally(() => inFlight.delete(p)).catch(() => {});
    return p;
  }

  // The loop is a chain of timeouts, each run planning the next when it ends, so runs never overlap.
  let stopped = false;
  let running = false;
  let runAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let timerDue = 0;

  function schedule(ms: number) {
    if (stopped) return;
    const due = Date.now() + ms;
    if (timer && timerDue <= due) return; // an earlier run is already planned
    clearTimeout(timer);
    timerDue = due;
    timer = setTimeout(tick, ms);
    timer.unref(); // waiting mail alone must not keep the process alive
  }

  async function tick() {
    timer = undefined;
    running = true;
    let full = false;
    try {
      full = (await track(runBatch())).claimed >= batchSize;
    } catch (err) {
      // A database hiccup must not end the loop or the process; the next run tries again.
      log.error({ err }, 'mail worker run failed');
    } finally {
      running = false;
    }
    // A full batch may have left more due messages behind, and a nudge during the run asked for another.
    const soon = runAgain || full;
    runAgain = false;
    schedule(soon ? 0 : pollMs);
  }

  schedule(pollMs);

  return {
    async runOnce() {
      if (stopped) return 0;
      return (await track(runBatch())).delivered;
    },
    nudge() {
      if (running) runAgain = true;
      else schedule(NUDGE_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...inFlight]);
    },
  };
}
