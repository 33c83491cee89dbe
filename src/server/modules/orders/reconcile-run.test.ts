import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, testPaymentIntents } from '#server/db/schema.ts';
import { insertOrders } from '#server/testing/admin-fixtures.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { ProviderIntent } from '../payments/provider.ts';
import type { FinaliseDeps } from './finalise.ts';
import {
  paymentReconciler,
  placePaidOrder,
  type ReconcileDeps,
  startPaymentReconciler,
} from './reconcile.ts';

// The reconciler's guards and pacing (issue 18): which intents may place an order, what the owner is told, how many
// orders a run asks about and when, and the timer that runs it on every instance.

let t: TestApp;
let pony: string;
const said: { level: 'warn' | 'error'; obj: object; msg: string }[] = [];
const log = {
  info: () => {},
  warn: (obj: object, msg: string) => said.push({ level: 'warn', obj, msg }),
  error: (obj: object, msg: string) => said.push({ level: 'error', obj, msg }),
};
beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_HOLD_MINUTES: '30' } });
  const [row] = await insertProducts(t.db, [{ name: 'Clip Pony', price: 900, lengths: ['10"'] }]);
  pony = row?.id ?? '';
});
afterAll(() => t.close());

const finalise = (): FinaliseDeps => ({
  db: t.db,
  config: t.config,
  settings: () => t.app.services.settings.values,
  publishLive: t.app.services.publishLive,
  log,
});
const statusOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

/** An unpaid order whose test card was taken, and the provider's answer about it. */
async function paidButNotPlaced() {
  const s = await shopper(t);
  const res = await s.createIntent([{ productId: pony, size: '10"', qty: 1 }]);
  expect(res.statusCode, res.body).toBe(200);
  const { orderId } = res.json() as { orderId: string };
  await t.db
    .update(testPaymentIntents)
    .set({ status: 'succeeded', cardBrand: 'visa', last4: '4242', lastError: null })
    .where(eq(testPaymentIntents.orderId, orderId));
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const intent = (await t.app.services.provider.retrieveIntent(order?.intentId ?? '')) as ProviderIntent;
  return { order: { id: orderId, intentId: order?.intentId ?? null }, intent };
}

/** `n` unpaid orders created `ageMs` before `now`, each with an intent the provider is asked about. */
async function unpaidOrders(n: number, now: number, ageMs: number) {
  const made = await insertOrders(
    t.db,
    Array.from({ length: n }, () => ({ status: 'awaiting_payment' as const, total: 900 })),
  );
  for (const o of made) {
    await t.db
      .update(orders)
      .set({ intentId: `pi_run_${o.id}`, createdAt: new Date(now - ageMs) })
      .where(eq(orders.id, o.id));
  }
  return made.map((o) => `pi_run_${o.id}`);
}

/** A provider that records which of `ours` it was asked about and knows none of them. */
function countingProvider(
  ours: string[],
  answer: (id: string) => Promise<ProviderIntent | null> = async () => null,
) {
  const asked: string[] = [];
  const provider: ReconcileDeps['provider'] = {
    name: 'test',
    retrieveIntent: (id) => {
      if (ours.includes(id)) asked.push(id);
      return ours.includes(id) ? answer(id) : Promise.resolve(null);
    },
  };
  return { provider, asked };
}

describe('placePaidOrder', () => {
  it("places an order only from its own intent's success, and says so once", async () => {
    const a = await paidButNotPlaced();
    const b = await paidButNotPlaced();
    said.length = 0;
    // B's intent offered as A's payment, or A's intent naming B: neither order is placed, and the owner is told.
    expect(await placePaidOrder(finalise(), 'test', a.order, b.intent, log)).toBe(false);
    expect(await placePaidOrder(finalise(), 'test', a.order, { ...a.intent, orderId: b.order.id }, log)).toBe(
      false,
    );
    expect(await placePaidOrder(finalise(), 'test', a.order, { ...b.intent, orderId: a.order.id }, log)).toBe(
      false,
    );
    expect([await statusOf(a.order.id), await statusOf(b.order.id)]).toEqual([
      'awaiting_payment',
      'awaiting_payment',
    ]);
    expect(said.map((s) => s.msg)).toEqual(
      Array(3).fill('a paid intent does not belong to the order that holds it; the order was not placed'),
    );
    expect(said[0]?.obj).toEqual({ orderId: a.order.id, intentId: b.intent.id, intentOrderId: b.order.id });
    // An intent not (yet) succeeded places nothing and is no error.
    said.length = 0;
    const processing = { ...a.intent, status: 'processing' as const };
    await expect(placePaidOrder(finalise(), 'test', a.order, processing, log)).resolves.toBe(false);
    expect(said).toEqual([]);

    expect(await placePaidOrder(finalise(), 'test', a.order, a.intent, log)).toBe(true);
    expect(await statusOf(a.order.id)).toBe('placed');
    expect(said).toEqual([
      {
        level: 'warn',
        obj: { orderId: a.order.id, intentId: a.intent.id },
        msg: 'a payment that succeeded was never reported; its order is placed now',
      },
    ]);
    // Reported again: placed already, nothing more said.
    expect(await placePaidOrder(finalise(), 'test', a.order, a.intent, log)).toBe(false);
    expect(said).toHaveLength(1);
  });
});

describe('a reconcile run', () => {
  it('asks about 20 orders at most by default, one provider failure stopping none of the others', async () => {
    // Far in the future, so only these orders are old enough and due.
    const now = Date.now() + 1_000 * 86_400_000;
    const ours = await unpaidOrders(25, now, 120_000);
    const { provider, asked } = countingProvider(ours, async () => {
      if (asked.length === 1) throw new Error('provider down');
      return null;
    });
    said.length = 0;
    const reconciler = paymentReconciler({ db: t.db, provider, finalise: finalise(), minAgeMs: 60_000, log });
    expect(await reconciler.run(new Date(now))).toBe(0);
    expect(asked).toHaveLength(20);
    const failed = said.find((s) => s.msg === 'a payment could not be reconciled');
    expect(failed?.obj).toMatchObject({ orderId: expect.any(String), err: { message: 'provider down' } });
    await t.db.update(orders).set({ status: 'expired' }).where(inArray(orders.intentId, ours));
  });

  it('looks at an order again exactly when its age has doubled', async () => {
    const now = Date.now() + 2_000 * 86_400_000;
    const ours = await unpaidOrders(1, now, 90_000);
    const { provider, asked } = countingProvider(ours);
    const reconciler = paymentReconciler({ db: t.db, provider, finalise: finalise(), minAgeMs: 60_000, log });
    await reconciler.run(new Date(now));
    await reconciler.run(new Date(now + 89_999));
    expect(asked).toHaveLength(1);
    await reconciler.run(new Date(now + 90_000));
    expect(asked).toHaveLength(2);
    await t.db.update(orders).set({ status: 'expired' }).where(inArray(orders.intentId, ours));
  });
});

describe('the reconciler on its timer', () => {
  it('runs every interval, never two runs at once, and stops waiting for the run under way', async () => {
    // Three orders a run, 60 ms each: a second run started meanwhile would ask about the ones not reached yet.
    const ours = await unpaidOrders(3, Date.now(), 120_000);
    let inFlight = 0;
    let most = 0;
    const { provider, asked } = countingProvider(ours, async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 60));
      inFlight--;
      return null;
    });
    const timer = startPaymentReconciler({
      db: t.db,
      provider,
      finalise: finalise(),
      minAgeMs: 0,
      intervalMs: 10,
      log,
    });
    await expect.poll(() => asked.length, { timeout: 5_000 }).toBe(3);
    // A run ended lets the next one start: an order due now is asked about by a later run.
    ours.push(...(await unpaidOrders(1, Date.now(), 120_000)));
    await expect.poll(() => asked.length, { timeout: 5_000 }).toBe(4);
    await timer.stop();
    const after = asked.length;
    expect(most).toBe(1);
    expect(inFlight).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked.length).toBe(after);
    await t.db.update(orders).set({ status: 'expired' }).where(inArray(orders.intentId, ours));
  });

  it('says when a whole run fails (the database gone), and keeps running', async () => {
    const gone = await createTestApp();
    await gone.close();
    said.length = 0;
    const timer = startPaymentReconciler({
      db: gone.db,
      provider: countingProvider([]).provider,
      finalise: finalise(),
      minAgeMs: 0,
      intervalMs: 10,
      log,
    });
    await expect
      .poll(() => said.filter((s) => s.msg === 'payment reconcile run failed').length)
      .toBeGreaterThan(1);
    await timer.stop();
    expect(said[0]?.obj).toMatchObject({ err: expect.any(Error) });
  });
});
