import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { RefundRefused } from './provider.ts';
import { testProvider } from './test-provider.ts';
import { REFUND_FAILED_REASON } from './test-refunds.ts';

// The built-in provider's refunds (decision 019), on a real database: PGlite, and PostgreSQL in CI.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type Provider = ReturnType<typeof testProvider>;

let n = 0;
/** A payment of `amount` waiting for its card. */
function unpaid(provider: Provider, amount: number) {
  const key = `order-refunds-${++n}`;
  return provider.createIntent({
    amount,
    currency: 'gbp',
    orderId: key,
    description: 'x',
    receiptEmail: 'a@example.com',
    idempotencyKey: key,
  });
}

/** A payment of `amount` taken with the card ending `last4`. */
async function paid(provider: Provider, amount: number, last4 = '4242') {
  const intent = await unpaid(provider, amount);
  const taken = await provider.update(intent.id, { status: 'succeeded', cardBrand: 'visa', last4 });
  if (!taken) throw new Error('not paid');
  return taken;
}

describe('the test provider refunds', () => {
  it('refunds part of a payment, then the rest, and never more than was paid', async () => {
    const provider = testProvider(database.db);
    const intent = await paid(provider, 5000);
    const first = await provider.createRefund({ intentId: intent.id, amount: 1200, idempotencyKey: 'r-1' });
    expect(first).toMatchObject({
      intentId: intent.id,
      amount: 1200,
      status: 'succeeded',
      failureReason: null,
    });
    await expect(
      provider.createRefund({ intentId: intent.id, amount: 3801, idempotencyKey: 'r-2' }),
    ).rejects.toThrow(new RefundRefused('Only £38.00 of this payment remains to be refunded.'));
    const rest = await provider.createRefund({ intentId: intent.id, amount: 3800, idempotencyKey: 'r-3' });
    expect(rest.status).toBe('succeeded');
    await expect(
      provider.createRefund({ intentId: intent.id, amount: 1, idempotencyKey: 'r-4' }),
    ).rejects.toThrow(RefundRefused);
    expect(await provider.retrieveRefund(first.id)).toEqual(first);
    expect(await provider.retrieveRefund('re_test_unknown')).toBeNull();
  });

  it('answers a repeated request with the refund the first one made', async () => {
    const provider = testProvider(database.db);
    const intent = await paid(provider, 2000);
    const once = await provider.createRefund({
      intentId: intent.id,
      amount: 2000,
      idempotencyKey: 'r-again',
    });
    const again = await provider.createRefund({
      intentId: intent.id,
      amount: 2000,
      idempotencyKey: 'r-again',
    });
    expect(again).toEqual(once);
  });

  it('answers the same request sent several times at once with one refund, refusing none of them', async () => {
    const provider = testProvider(database.db);
    const intent = await paid(provider, 2500);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        provider.createRefund({ intentId: intent.id, amount: 2500, idempotencyKey: 'r-same-moment' }),
      ),
    );
    expect(new Set(answers.map((r) => r.id)).size).toBe(1);
    expect(answers[0]).toMatchObject({ amount: 2500, status: 'succeeded' });
  });

  it('refunds nothing of a payment that was not taken', async () => {
    const provider = testProvider(database.db);
    const intent = await unpaid(provider, 900);
    await expect(
      provider.createRefund({ intentId: intent.id, amount: 900, idempotencyKey: 'r-unpaid' }),
    ).rejects.toThrow(new RefundRefused('This payment has not been taken.'));
    await expect(
      provider.createRefund({ intentId: 'pi_test_none', amount: 900, idempotencyKey: 'r-none' }),
    ).rejects.toThrow(RefundRefused);
  });

  it('gives one refund of twenty asked at once for the whole payment', async () => {
    const provider = testProvider(database.db);
    const intent = await paid(provider, 3000);
    const tries = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        provider.createRefund({ intentId: intent.id, amount: 3000, idempotencyKey: `r-race-${i}` }),
      ),
    );
    const refunded = tries.filter((t) => t.status === 'fulfilled');
    expect(refunded).toHaveLength(1);
    for (const t of tries) if (t.status === 'rejected') expect(t.reason).toBeInstanceOf(RefundRefused);
  });

  it('accepts a refund of the card ending 5126 as pending, which has failed when looked at later', async () => {
    const slow = testProvider(database.db);
    const quick = testProvider(database.db, { failAfterMs: 0 });
    const intent = await paid(slow, 4000, '5126');
    const refund = await slow.createRefund({ intentId: intent.id, amount: 4000, idempotencyKey: 'r-5126' });
    expect(refund.status).toBe('pending');
    // Pending counts: nothing more can be refunded meanwhile.
    await expect(
      slow.createRefund({ intentId: intent.id, amount: 1, idempotencyKey: 'r-5126-more' }),
    ).rejects.toThrow(RefundRefused);
    expect((await slow.retrieveRefund(refund.id))?.status).toBe('pending');
    await sleep(20);
    expect(await quick.retrieveRefund(refund.id)).toMatchObject({
      status: 'failed',
      failureReason: REFUND_FAILED_REASON,
    });
    // A failed refund gave nothing back, so the whole payment can be refunded again.
    const retry = await quick.createRefund({
      intentId: intent.id,
      amount: 4000,
      idempotencyKey: 'r-5126-retry',
    });
    expect(retry.status).toBe('pending');
  });
});
