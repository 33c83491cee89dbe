import { and, desc, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema.ts';
import type { PaymentProviderName } from '#shared/contract/checkout.ts';
import { PAYABLE_STATUSES } from '#shared/order-status.ts';
import type { PaymentProvider, ProviderIntent } from '../payments/provider.ts';
import { type FinaliseDeps, finalisePayment } from './finalise.ts';

type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/**
 * Places an order from the provider's own answer that its payment succeeded (issue 18): for a payment nobody
 * reported — the shop killed between taking the test card and placing the order, a Stripe webhook lost, a
 * browser that never came back. The same finalisePayment as every other report, so the order is placed once,
 * with its one confirmation e-mail, only for the right amount and currency, whoever reports it first.
 * True when this call placed it.
 */
export async function placePaidOrder(
  finalise: FinaliseDeps,
  provider: PaymentProviderName,
  order: { id: string; intentId: string | null },
  intent: ProviderIntent,
  log: Pick<Log, 'warn' | 'error'>,
): Promise<boolean> {
  if (intent.status !== 'succeeded') return false;
  // The intent is the order's own (looked up by the id stored on it) and names it; anything else is not its payment.
  if (intent.id !== order.intentId || intent.orderId !== order.id) {
    log.error(
      { orderId: order.id, intentId: intent.id, intentOrderId: intent.orderId },
      'a paid intent does not belong to the order that holds it; the order was not placed',
    );
    return false;
  }
  const { placed } = await finalisePayment(finalise, { ...intent, provider });
  if (placed) {
    log.warn(
      { orderId: order.id, intentId: intent.id },
      'a payment that succeeded was never reported; its order is placed now',
    );
  }
  return placed;
}

export type ReconcileDeps = {
  db: Db;
  provider: Pick<PaymentProvider, 'name' | 'retrieveIntent'>;
  finalise: FinaliseDeps;
  /**
   * An unpaid order is first looked at when this old (before, its shopper's own confirm is still under way),
   * then again each time its age has doubled, until it is paid, placed or expired.
   */
  minAgeMs: number;
  /** At most this many intents are asked of the provider per run. */
  batch?: number;
  log: Log;
};

const CANDIDATES = 500;

/**
 * Finds unpaid orders whose payment has in fact succeeded and places them: a shopper whose confirm was cut off
 * does not wait the whole ORDER_HOLD_MINUTES (the expiry places such an order too, when it comes to end it). The
 * provider is asked sparingly: only orders with an intent, at least `minAgeMs` old, at most `batch` per run,
 * and each order again only once its age has doubled (at 1, 2, 4, 8 … minutes), so a pile of abandoned
 * checkouts costs a few calls each. Safe on several instances at once: finalisePayment places an order once.
 */
export function paymentReconciler(deps: ReconcileDeps) {
  const { db, provider, finalise, minAgeMs, log } = deps;
  const batch = deps.batch ?? 20;
  // When each order is next worth a look (this instance's memory: after a restart each is looked at again).
  const nextLook = new Map<string, number>();

  async function run(now = new Date()): Promise<number> {
    const t = now.getTime();
    const unpaid = await db
      .select({ id: orders.id, intentId: orders.intentId, createdAt: orders.createdAt })
      .from(orders)
      .where(
        and(
          inArray(orders.status, [...PAYABLE_STATUSES]),
          isNotNull(orders.intentId),
          lt(orders.createdAt, new Date(t - minAgeMs)),
        ),
      )
      // The newest first: their shoppers are the ones still waiting.
      .orderBy(desc(orders.createdAt))
      .limit(CANDIDATES);
    const present = new Set(unpaid.map((o) => o.id));
    for (const id of nextLook.keys()) if (!present.has(id)) nextLook.delete(id);

    let placed = 0;
    const due = unpaid.filter((o) => (nextLook.get(o.id) ?? 0) <= t).slice(0, batch);
    for (const order of due) {
      const age = t - order.createdAt.getTime();
      nextLook.set(order.id, t + Math.max(minAgeMs, age));
      try {
        const intent = order.intentId ? await provider.retrieveIntent(order.intentId) : null;
        if (intent && (await placePaidOrder(finalise, provider.name, order, intent, log))) placed++;
      } catch (err) {
        // One provider hiccup must not stop the others; this order is looked at again on a later run.
        log.error({ err, orderId: order.id }, 'a payment could not be reconciled');
      }
    }
    return placed;
  }

  return { run };
}

/** Runs the reconciler every `intervalMs` on this instance (each run is safe beside the others'). */
export function startPaymentReconciler(deps: ReconcileDeps & { intervalMs: number }) {
  const reconciler = paymentReconciler(deps);
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    // A slow provider must not pile runs up.
    if (busy) return;
    busy = true;
    running = reconciler
      .run()
      .catch((err) => deps.log.error({ err }, 'payment reconcile run failed'))
      .finally(() => {
        busy = false;
      });
  }, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
