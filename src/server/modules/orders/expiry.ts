import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderStatusHistory, orders } from '#server/db/schema.ts';
import { PAYABLE_STATUSES } from '#shared/order-status.ts';
import type { PublishLive } from '../live/publish.ts';
import type { PaymentProvider, ProviderIntent } from '../payments/provider.ts';
import { releaseCode } from '../promotions/redemptions.ts';
import { releaseStock } from './stock.ts';

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type ExpiryDeps = {
  db: Db;
  provider: Pick<PaymentProvider, 'cancelIntent'>;
  /** The owner's stock hold as it is now (Settings): how long a checkout may wait for its payment. */
  holdMinutes: () => number;
  log?: Log;
  /** Open product pages hear of the stock given back. */
  publishLive?: PublishLive;
  /**
   * Places an order found paid when it came to be ended (reconcile.ts placePaidOrder): the payment was never
   * reported (a crash between taking the card and placing the order, a lost webhook). True when placed now.
   */
  placePaid?: (order: { id: string; intentId: string | null }, intent: ProviderIntent) => Promise<boolean>;
};

const BATCH = 100;

/**
 * Ends one order that is still waiting for payment: `expired`, with its history entry. Conditional, so of two
 * instances (or an expiry and a payment) only one changes the order; the others find nothing and get false.
 * The one place an order stops being payable, so the stock and the code's use held for it are given back here,
 * in `tx`.
 */
export async function expireOrder(tx: Db, orderId: string, publishLive?: PublishLive): Promise<boolean> {
  const [expired] = await tx
    .update(orders)
    .set({ status: 'expired', editedAt: new Date(), clientIp: null })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...PAYABLE_STATUSES])))
    .returning({ id: orders.id });
  if (!expired) return false;
  await tx.insert(orderStatusHistory).values({ orderId, status: 'expired' });
  await releaseStock(tx, orderId, publishLive);
  await releaseCode(tx, orderId);
  return true;
}

/**
 * Ends one unpaid order now: its payment intent is cancelled first, so it cannot be paid later at the old price
 * or for units given back; an intent that turns out to be paid already is left alone ('paid', with the intent as
 * the provider answered it: that payment places the order). 'gone' when the order was no longer waiting
 * (another instance, a payment, an admin).
 */
async function cancelThenExpire(
  { db, provider, publishLive }: Pick<ExpiryDeps, 'db' | 'provider' | 'publishLive'>,
  order: { id: string; intentId: string | null },
): Promise<{ outcome: 'ended' | 'gone' } | { outcome: 'paid'; intent: ProviderIntent }> {
  const intent = order.intentId ? await provider.cancelIntent(order.intentId) : null;
  if (intent?.status === 'succeeded') return { outcome: 'paid', intent };
  const ended = await db.transaction((tx) => expireOrder(tx, order.id, publishLive));
  return { outcome: ended ? 'ended' : 'gone' };
}

/** cancelThenExpire's outcome alone (the admin's release of a checkout). */
export async function endUnpaidOrder(
  deps: Pick<ExpiryDeps, 'db' | 'provider' | 'publishLive'>,
  order: { id: string; intentId: string | null },
): Promise<'ended' | 'paid' | 'gone'> {
  return (await cancelThenExpire(deps, order)).outcome;
}

/**
 * Expires every order created more than `holdMinutes` before `now` and still unpaid (issue 7, item 11). Its
 * payment intent is cancelled first, so it cannot be paid later at the old price; an intent that turns out to be
 * paid already is not expired but placed, from the provider's answer (`placePaid`, issue 18): nobody else may
 * ever report it (the test provider sends no webhook; Stripe's may be lost). Safe on several instances at once:
 * cancelling twice answers the same, expireOrder changes each order once, and finalisePayment places it once.
 */
export async function expireDueOrders(
  { db, provider, holdMinutes, log, publishLive, placePaid }: ExpiryDeps,
  now = new Date(),
) {
  const before = new Date(now.getTime() - holdMinutes() * 60_000);
  let expired = 0;
  for (;;) {
    const due = await db
      .select({ id: orders.id, intentId: orders.intentId })
      .from(orders)
      .where(and(inArray(orders.status, [...PAYABLE_STATUSES]), lt(orders.createdAt, before)))
      .orderBy(asc(orders.createdAt))
      .limit(BATCH);
    let skipped = 0;
    for (const order of due) {
      const ended = await cancelThenExpire({ db, provider, publishLive }, order);
      if (ended.outcome === 'paid') {
        // Placed now; or not (another caller placed it a moment ago, or finalisePayment refused and reported a
        // payment of another amount or currency): never expired, since its money was taken.
        if (placePaid && (await placePaid(order, ended.intent))) continue;
        skipped++;
        log?.info({ orderId: order.id }, 'an order due to expire was paid meanwhile; left for its payment');
      } else if (ended.outcome === 'ended') expired++;
    }
    // A batch of only already-paid orders would come back forever: those placePaid did not place are left as
    // they are (a payment of the wrong amount is reported for someone to look into).
    if (due.length < BATCH || skipped === due.length) return expired;
  }
}

/** Runs the expiry every `intervalMs` on this instance (each run is safe beside the others'). */
export function startOrderExpiry(deps: ExpiryDeps & { intervalMs?: number }) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = expireDueOrders(deps).catch((err) => deps.log?.error({ err }, 'order expiry run failed'));
  }, deps.intervalMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
