import { randomBytes } from 'node:crypto';
import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { testPaymentIntents } from '#server/db/schema.ts';
import type { IntentStatus, PaymentProvider, ProviderIntent } from './provider.ts';
import { testRefundsOf } from './test-refunds.ts';

type Row = typeof testPaymentIntents.$inferSelect;

const toIntent = (r: Row): ProviderIntent => ({
  id: r.id,
  clientSecret: r.clientSecret,
  status: r.status as IntentStatus,
  amount: r.amount,
  currency: r.currency,
  orderId: r.orderId,
  cardBrand: r.cardBrand,
  last4: r.last4,
  lastError: r.lastError,
});

/**
 * The built-in provider used when Stripe is not configured (docs/product.md#payments). Its intents live in the
 * database, shaped like Stripe's, so every app instance sees the same payment.
 */
export function testProvider(db: Db, refunds: { failAfterMs?: number } = {}) {
  async function byColumn(column: 'id' | 'clientSecret' | 'idempotencyKey', value: string) {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents[column], value));
    return row ? toIntent(row) : null;
  }

  const provider = {
    name: 'test' as const,

    async createIntent(input) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      // A repeated request with the same idempotency key gets the intent the first one made.
      const [made] = await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
          idempotencyKey: input.idempotencyKey,
          orderId: input.orderId,
          amount: input.amount,
          currency: input.currency,
          description: input.description,
        })
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
        .returning();
      if (made) return toIntent(made);
      const intent = await byColumn('idempotencyKey', input.idempotencyKey);
      if (!intent) throw new Error('test intent was not stored');
      return intent;
    },

    retrieveIntent: (id) => byColumn('id', id),

    async cancelIntent(id) {
      // Conditional, so a payment that succeeded a moment before stays succeeded.
      const [cancelled] = await db
        .update(testPaymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(testPaymentIntents.id, id), ne(testPaymentIntents.status, 'succeeded')))
        .returning();
      return cancelled ? toIntent(cancelled) : byColumn('id', id);
    },

    ...testRefundsOf(db, refunds),
  } satisfies PaymentProvider;

  return {
    ...provider,
    byClientSecret: (secret: string) => byColumn('clientSecret', secret),

    /**
     * Records an attempt's result on the intent: its status, the card's brand and last 4, the failure. Like
     * Stripe, a cancelled or paid intent takes no more attempts: null then (a checkout that ended a moment ago).
     */
    async update(
      id: string,
      change: { status: IntentStatus; cardBrand?: string; last4?: string; lastError?: string | null },
    ): Promise<ProviderIntent | null> {
      const [row] = await db
        .update(testPaymentIntents)
        .set(change)
        .where(
          and(
            eq(testPaymentIntents.id, id),
            notInArray(testPaymentIntents.status, ['canceled', 'succeeded']),
          ),
        )
        .returning();
      return row ? toIntent(row) : null;
    },
  };
}
export type TestProvider = ReturnType<typeof testProvider>;
