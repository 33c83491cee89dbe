import { randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { testPaymentIntents, testRefunds } from '#server/db/schema.ts';
import { formatPence } from '#shared/money.ts';
import { type CreateRefundInput, type ProviderRefund, RefundRefused, type RefundStatus } from './provider.ts';

/** The last 4 of the test card whose refunds are accepted, then fail (as Stripe's 4000 0000 0000 5126). */
export const REFUND_FAILS_LAST4 = '5126';
export const REFUND_FAILED_REASON = "The card's bank refused the refund.";

type Row = typeof testRefunds.$inferSelect;

const toRefund = (r: Row): ProviderRefund => ({
  id: r.id,
  intentId: r.intentId,
  amount: r.amount,
  status: r.status as RefundStatus,
  failureReason: r.failureReason,
  reference: r.reference,
});

/**
 * The built-in test-card provider's refunds (decision 019), in the database like its intents so every instance
 * sees them. Like Stripe: only a taken payment is refunded, never beyond what remains of it (failed refunds give
 * theirs back), and a repeated request with the same idempotency key answers the first one's refund. A refund of
 * the card ending 5126 is accepted as pending and has failed when looked at `failAfterMs` later.
 */
export function testRefundsOf(db: Db, { failAfterMs = 10_000 }: { failAfterMs?: number } = {}) {
  async function byColumn(column: 'id' | 'idempotencyKey', value: string) {
    const [row] = await db.select().from(testRefunds).where(eq(testRefunds[column], value));
    return row ? toRefund(row) : null;
  }

  return {
    async createRefund({
      intentId,
      amount,
      idempotencyKey,
      reference,
    }: CreateRefundInput): Promise<ProviderRefund> {
      const earlier = await byColumn('idempotencyKey', idempotencyKey);
      if (earlier) return earlier;
      await db.transaction(async (tx) => {
        // The payment's row is locked, so two refunds of it at once are checked against each other.
        const [intent] = await tx
          .select()
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, intentId))
          .for('update');
        // The same request, sent twice at once, may have made its refund while this one waited for the lock:
        // then there is nothing to check or add, and the refund it made is the answer (below).
        const [made] = await tx
          .select({ id: testRefunds.id })
          .from(testRefunds)
          .where(eq(testRefunds.idempotencyKey, idempotencyKey));
        if (made) return;
        if (intent?.status !== 'succeeded') throw new RefundRefused('This payment has not been taken.');
        const [{ refunded = 0 } = {}] = await tx
          .select({ refunded: sql<number>`coalesce(sum(${testRefunds.amount}), 0)::int` })
          .from(testRefunds)
          .where(and(eq(testRefunds.intentId, intentId), ne(testRefunds.status, 'failed')));
        const remaining = intent.amount - refunded;
        if (amount > remaining) {
          throw new RefundRefused(`Only ${formatPence(remaining)} of this payment remains to be refunded.`);
        }
        await tx
          .insert(testRefunds)
          .values({
            id: `re_test_${randomBytes(12).toString('hex')}`,
            intentId,
            idempotencyKey,
            reference: reference ?? null,
            amount,
            status: intent.last4 === REFUND_FAILS_LAST4 ? 'pending' : 'succeeded',
          })
          .onConflictDoNothing({ target: testRefunds.idempotencyKey });
      });
      const refund = await byColumn('idempotencyKey', idempotencyKey);
      if (!refund) throw new Error('test refund was not stored');
      return refund;
    },

    async retrieveRefund(id: string): Promise<ProviderRefund | null> {
      // A pending refund (card 5126) fails once it is old enough, whoever looks first.
      await db
        .update(testRefunds)
        .set({ status: 'failed', failureReason: REFUND_FAILED_REASON })
        .where(
          and(
            eq(testRefunds.id, id),
            eq(testRefunds.status, 'pending'),
            lt(testRefunds.createdAt, new Date(Date.now() - failAfterMs)),
          ),
        );
      return byColumn('id', id);
    },
  };
}
