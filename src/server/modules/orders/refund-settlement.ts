import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { orderRefunds, orders, payments } from '#server/db/schema.ts';
import type { PublishLive } from '../live/publish.ts';
import { type PaymentProvider, type ProviderRefund, RefundRefused } from '../payments/provider.ts';
import type { ShopSettingsReader } from '../settings/store.ts';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** What refunding needs: the provider to send refunds to, and who hears of them. */
export type RefundDeps = {
  db: Db;
  provider: Pick<PaymentProvider, 'createRefund' | 'retrieveRefund'>;
  config: Pick<Config, 'publicUrl'>;
  /** The owner's settings now: each refund's e-mail is signed with the shop's name. */
  settings: ShopSettingsReader;
  /** The order's page and the admins' lists refresh when a refund is made, settled or fails. */
  publishLive: PublishLive;
  /** Called after the commit when an e-mail was queued, to wake the mail worker (every refund and cancel mails). */
  onMailQueued: () => void;
  log: Log;
};

/**
 * The key the provider is given for one attempt of our refund, also sent as its reference: the same attempt sent
 * twice (a double click, a timeout, two instances) is one refund at the provider; a retry after a failure is new.
 */
export const refundKey = (refundId: string, attempt: number) =>
  attempt === 1 ? `refund-${refundId}` : `refund-${refundId}-${attempt}`;

function parseRefundKey(key: string | null): { refundId: string; attempt: number } | null {
  const m = key?.match(/^refund-([0-9a-f-]{36})(?:-(\d+))?$/);
  return m?.[1] ? { refundId: m[1], attempt: m[2] ? Number(m[2]) : 1 } : null;
}

/**
 * Asks the provider for the money of one pending refund, then settles it from the answer. A provider that
 * refuses (the payment not taken, less left than asked) fails it; a provider that cannot be reached leaves it
 * pending for the settlement run to send again under the same key.
 */
export async function sendRefund(
  deps: RefundDeps,
  refund: { id: string; orderId: string; amount: number; attempt: number },
): Promise<void> {
  const [payment] = await deps.db
    .select({ intentId: payments.intentId })
    .from(payments)
    .where(eq(payments.orderId, refund.orderId));
  const key = refundKey(refund.id, refund.attempt);
  if (!payment) {
    await settleRefund(deps, failedWithoutProvider(refund, key, 'The order has no payment to refund.'));
    return;
  }
  let answer: ProviderRefund;
  try {
    answer = await deps.provider.createRefund({
      intentId: payment.intentId,
      amount: refund.amount,
      idempotencyKey: key,
      reference: key,
    });
  } catch (err) {
    if (err instanceof RefundRefused) {
      await settleRefund(deps, failedWithoutProvider(refund, key, err.message));
      return;
    }
    deps.log.warn(
      { err, refundId: refund.id },
      'the payment provider did not answer a refund; it will be sent again',
    );
    return;
  }
  await settleRefund(deps, { ...answer, reference: key });
}

const failedWithoutProvider = (
  refund: { id: string; amount: number },
  key: string,
  reason: string,
): ProviderRefund => ({
  id: '',
  // Stryker disable next-line StringLiteral: equivalent, settleRefund finds the refund by the provider's id and by
  // our reference; it never reads the answer's intentId.
  intentId: '',
  amount: refund.amount,
  status: 'failed',
  failureReason: reason,
  reference: key,
});

/**
 * Records the provider's answer about a refund of ours, once, whoever brings it (the request that made it, the
 * webhook, the settlement run). It is found by the provider's id, or by its reference while that id is not yet
 * known — then only for the same attempt, so a late answer about an earlier failed attempt changes nothing.
 * A refund that fails gives its amount back to the order: it counts for nothing and may be tried again.
 */
export async function settleRefund(deps: RefundDeps, answer: ProviderRefund): Promise<void> {
  const ours = parseRefundKey(answer.reference);
  const match = or(
    answer.id ? eq(orderRefunds.providerRefundId, answer.id) : undefined,
    ours
      ? and(
          eq(orderRefunds.id, ours.refundId),
          eq(orderRefunds.attempt, ours.attempt),
          isNull(orderRefunds.providerRefundId),
        )
      : undefined,
  );
  if (!match) return;
  const providerRefundId = answer.id || null;
  const changed = await deps.db.transaction(async (tx) => {
    if (answer.status === 'pending') {
      await tx
        .update(orderRefunds)
        .set({ providerRefundId, updatedAt: new Date() })
        .where(and(match, eq(orderRefunds.status, 'pending')));
      return null;
    }
    const [row] = await tx
      .update(orderRefunds)
      .set({
        status: answer.status,
        providerRefundId,
        // Stryker disable next-line ConditionalExpression: its `true` is equivalent, as a provider gives a reason only
        // with a failed refund (Stripe's failure_reason, the test card's); its `false` is killed by every failed one.
        failureReason: answer.status === 'failed' ? answer.failureReason : null,
        updatedAt: new Date(),
      })
      // Succeeded comes from pending only; failed from pending or succeeded (a card refund can fail later).
      .where(
        and(
          match,
          inArray(orderRefunds.status, answer.status === 'failed' ? ['pending', 'succeeded'] : ['pending']),
        ),
      )
      .returning({ orderId: orderRefunds.orderId, amount: orderRefunds.amount });
    if (!row) return null;
    if (answer.status === 'failed') {
      await tx
        .update(orders)
        .set({ refunded: sql`${orders.refunded} - ${row.amount}`, editedAt: new Date() })
        .where(eq(orders.id, row.orderId));
    }
    const [order] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, row.orderId));
    await deps.publishLive(
      tx,
      'order-refund',
      { orderId: row.orderId },
      // Stryker disable next-line OptionalChaining: equivalent, the refund's order is always there (a foreign key,
      // and the refund row just updated here holds off the cascade that would delete it); the check is for the type.
      { userId: order?.userId, admins: true },
    );
    return row;
  });
  if (changed && answer.status === 'failed') {
    deps.log.error(
      { orderId: changed.orderId, reason: answer.failureReason },
      'a refund failed; the admin may try it again',
    );
  }
}

const BATCH = 100;

/**
 * Settles refunds left pending for `staleMs`: one with a provider id is looked up (the test provider's refunds,
 * and Stripe's when a webhook was lost); one without (the provider did not answer) is sent again under its key.
 * Safe beside other instances: the provider's idempotency and the conditional settle make each move once.
 */
export async function settlePendingRefunds(deps: RefundDeps, now = new Date(), staleMs = 10_000) {
  const due = await deps.db
    .select()
    .from(orderRefunds)
    .where(
      and(eq(orderRefunds.status, 'pending'), lt(orderRefunds.updatedAt, new Date(now.getTime() - staleMs))),
    )
    .orderBy(asc(orderRefunds.updatedAt))
    .limit(BATCH);
  for (const refund of due) {
    // Looked at now: the next run waits its turn before asking about this one again.
    await deps.db
      .update(orderRefunds)
      .set({ updatedAt: now })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'pending')));
    if (!refund.providerRefundId) {
      await sendRefund(deps, refund);
      continue;
    }
    const answer = await deps.provider.retrieveRefund(refund.providerRefundId);
    if (answer) await settleRefund(deps, answer);
  }
  return due.length;
}

/** Runs the settlement every `intervalMs` on this instance. */
export function startRefundSettlement(deps: RefundDeps & { intervalMs?: number }) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = settlePendingRefunds(deps).catch((err) =>
      deps.log.error({ err }, 'refund settlement run failed'),
    );
  }, deps.intervalMs ?? 15_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
