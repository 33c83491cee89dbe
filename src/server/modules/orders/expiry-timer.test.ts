import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPIRY_ENV, expiryShop, ownerLog } from '#server/testing/expiry-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { type ExpiryDeps, expireDueOrders, startOrderExpiry } from './expiry.ts';

// The order expiry as app.ts starts it (startOrderExpiry): a run every minute, not before, on its own timer; stop()
// waits for the run under way; a run that fails is told to the operator and the timer keeps going, and even
// without a log the failure is caught, not left to end the process. Only the interval is faked: the runs
// themselves take real time against the database. What one run does is in expiry.test.ts.

let t: TestApp;
let shop: Awaited<ReturnType<typeof expiryShop>>;
beforeAll(async () => {
  t = await createTestApp({ env: EXPIRY_ENV });
  shop = await expiryShop(t);
});
afterAll(() => t.close());

const { said, log } = ownerLog();

describe('the expiry on its timer', () => {
  const holdPast = () => new Date(Date.now() - 31 * 60_000);
  /** Waits in real time (only the interval is faked) until `check` holds: 10 s at most. */
  async function until(check: () => boolean | Promise<boolean>) {
    for (const end = Date.now() + 10_000; !(await check()); ) {
      if (Date.now() > end) throw new Error('not so after 10 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  it('runs every minute by default, and stop() waits for the run under way', async () => {
    const first = await shop.checkout();
    const second = await shop.checkout();
    await shop.madeAt([first.orderId], holdPast());
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      // Not within the first minute.
      const early = startOrderExpiry(shop.deps());
      vi.advanceTimersByTime(59_999);
      await early.stop();
      expect(await shop.statusOf(first.orderId)).toBe('awaiting_payment');

      const timer = startOrderExpiry(shop.deps());
      vi.advanceTimersByTime(60_000);
      await until(async () => (await shop.statusOf(first.orderId)) === 'expired');
      // A minute later, the next run: an order past its hold by then is expired, and stop() waits for that run.
      await shop.madeAt([second.orderId], holdPast());
      vi.advanceTimersByTime(60_000);
      await timer.stop();
      expect(await shop.statusOf(second.orderId)).toBe('expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the operator when a run fails (the provider down), and keeps running', async () => {
    const { orderId } = await shop.checkout();
    await shop.madeAt([orderId], holdPast());
    const down: ExpiryDeps['provider'] = {
      cancelIntent: () => Promise.reject(new Error('provider down')),
    };
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      said.length = 0;
      const timer = startOrderExpiry({ ...shop.deps(), provider: down, log });
      vi.advanceTimersByTime(60_000);
      await until(() => said.length === 1);
      vi.advanceTimersByTime(60_000);
      await timer.stop();
      expect(said).toEqual([
        { level: 'error', obj: { err: new Error('provider down') }, msg: 'order expiry run failed' },
        { level: 'error', obj: { err: new Error('provider down') }, msg: 'order expiry run failed' },
      ]);
      // Without a log, a failed run is still caught: not an unhandled rejection, which would end the process.
      const quiet = startOrderExpiry({ ...shop.deps(), provider: down });
      vi.advanceTimersByTime(60_000);
      await expect(quiet.stop()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
    expect(await shop.statusOf(orderId)).toBe('awaiting_payment');
    await expireDueOrders(shop.deps());
    expect(await shop.statusOf(orderId)).toBe('expired');
  });
});
