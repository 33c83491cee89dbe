import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderStatusHistory, orders, payments } from '#server/db/schema.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { TestProvider } from '../payments/test-provider.ts';
import { expireOrder } from './expiry.ts';
import { finalisePayment } from './finalise.ts';

let t: TestApp;
let product: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await insertProducts(t.db, [{ name: 'Silk Press Bundle', price: 8_999, lengths: ['18"'] }]);
  product = row?.id ?? '';
});
afterAll(() => t.close());

async function succeededIntent() {
  const s = await shopper(t);
  const { orderId, clientSecret } = (
    await s.createIntent([{ productId: product, size: '18"', qty: 1 }])
  ).json();
  const provider = t.app.services.provider as TestProvider;
  const intent = await provider.byClientSecret(clientSecret);
  if (!intent) throw new Error('no intent');
  // The payment succeeded at the provider; nobody has told the shop yet.
  const paid = await provider.update(intent.id, { status: 'succeeded', cardBrand: 'visa', last4: '4242' });
  if (!paid) throw new Error('the intent took no payment');
  return { s, orderId, clientSecret, paid };
}

describe('exactly one order per payment', () => {
  it('50 concurrent finalisations place one order, with one history entry and one e-mail', async () => {
    const { orderId, paid, s, clientSecret } = await succeededIntent();
    const { deps } = recordingDeps();
    // Half through the function (as the webhook would), half through the browser's confirmation.
    const results = await Promise.all([
      ...Array.from({ length: 25 }, () => finalisePayment(deps, { ...paid, provider: 'test' })),
      ...Array.from({ length: 25 }, () =>
        s.post('/api/orders/confirm', { paymentIntentId: paid.id, clientSecret }).then((r) => r.json()),
      ),
    ]);
    // Which path wins is chance, so the count of placements is read from what placing leaves behind (one
    // history entry, one payment, one e-mail, below); the exact count of wins is the next describe's first test.
    expect(results.every((r) => r.orderId === orderId)).toBe(true);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('placed');
    expect(order?.paymentRef).toBe(paid.id);
    const placedEntries = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'placed')));
    expect(placedEntries).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, s.email), eq(mailOutbox.kind, 'order-confirmation')));
    expect(mails).toHaveLength(1);
  });

  it('refuses a payment whose amount is not the order total, and says so in the log', async () => {
    const { orderId, paid } = await succeededIntent();
    const logged: object[] = [];
    const log = { error: (obj: object) => logged.push(obj) };
    const result = await finalisePayment(
      {
        db: t.db,
        config: t.config,
        settings: () => t.app.services.settings.values,
        publishLive: t.app.services.publishLive,
        log,
      },
      { ...paid, amount: 1, provider: 'test' },
    );
    expect(result).toEqual({ orderId, placed: false });
    // £89.99 is over the free-shipping threshold, so the total is the price alone.
    expect(logged).toEqual([{ orderId, intentId: paid.id, paid: 1, total: 8999 }]);
    const [unpaid] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(unpaid?.status).toBe('awaiting_payment');
    // A replay of a good payment logs nothing.
    await finalisePayment(
      {
        db: t.db,
        config: t.config,
        settings: () => t.app.services.settings.values,
        publishLive: t.app.services.publishLive,
        log,
      },
      { ...paid, provider: 'test' },
    );
    await finalisePayment(
      {
        db: t.db,
        config: t.config,
        settings: () => t.app.services.settings.values,
        publishLive: t.app.services.publishLive,
        log,
      },
      { ...paid, provider: 'test' },
    );
    expect(logged).toHaveLength(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('placed'); // placed by the right amount, once
  });
});

describe('the currency of a payment', () => {
  it('must be pounds: a payment of the right amount in another currency places nothing, and is reported', async () => {
    const { orderId, paid } = await succeededIntent();
    const { deps, errors } = recordingDeps();
    const result = await finalisePayment(deps, { ...paid, currency: 'usd', provider: 'test' });
    expect(result).toEqual({ orderId, placed: false });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('awaiting_payment');
    // Reported with what the owner needs to find the payment at the provider.
    expect(errors).toEqual([
      {
        obj: { orderId, intentId: paid.id, currency: 'usd' },
        msg: 'a payment is not in pounds; the order was not placed',
      },
    ]);
    // The same payment in pounds places it.
    expect((await finalisePayment(deps, { ...paid, provider: 'test' })).placed).toBe(true);
  });

  it('a payment for an order the shop does not have places nothing and fails nothing', async () => {
    const { paid } = await succeededIntent();
    const { deps, errors, wakeUps } = recordingDeps();
    const stranger = { ...paid, orderId: '00000000-0000-4000-8000-000000000000', provider: 'test' as const };
    expect(await finalisePayment(deps, stranger)).toEqual({ orderId: stranger.orderId, placed: false });
    expect(errors).toEqual([]);
    expect(wakeUps()).toBe(0);
  });
});

/** The shop's own dependencies, with a log and a mail-worker wake-up that record what they are told. */
function recordingDeps() {
  const errors: { obj: object; msg: string }[] = [];
  let wakeUps = 0;
  const deps = {
    db: t.db,
    config: t.config,
    settings: () => t.app.services.settings.values,
    publishLive: t.app.services.publishLive,
    log: { error: (obj: object, msg: string) => errors.push({ obj, msg }) },
    onMailQueued: () => {
      wakeUps += 1;
    },
  };
  return { deps, errors, wakeUps: () => wakeUps };
}

const statusOf = async (orderId: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

describe('what placing an order does, and only then', () => {
  it('50 finalisations of one payment at once: exactly one places the order and wakes the mail worker once', async () => {
    const { orderId, paid } = await succeededIntent();
    const { deps, errors, wakeUps } = recordingDeps();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => finalisePayment(deps, { ...paid, provider: 'test' })),
    );
    expect(results.filter((r) => r.placed)).toEqual([{ orderId, placed: true }]);
    expect(wakeUps()).toBe(1);
    // The 49 replays are quiet.
    expect(errors).toEqual([]);
  });

  for (const status of ['requires_payment_method', 'processing', 'canceled'] as const) {
    it(`never places an order for a ${status} intent, even of the right amount`, async () => {
      const { orderId, paid } = await succeededIntent();
      const { deps, wakeUps } = recordingDeps();
      await expect(finalisePayment(deps, { ...paid, status, provider: 'test' })).rejects.toThrow(
        `finalisePayment called for a ${status} intent`,
      );
      expect(await statusOf(orderId)).toBe('awaiting_payment');
      expect(await t.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
      expect(wakeUps()).toBe(0);
    });
  }

  it("queues the confirmation e-mail with the link to the order's page, and wakes the mail worker", async () => {
    const { orderId, paid, s } = await succeededIntent();
    const { deps, wakeUps } = recordingDeps();
    expect(await finalisePayment(deps, { ...paid, provider: 'test' })).toEqual({ orderId, placed: true });
    expect(wakeUps()).toBe(1);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, s.email), eq(mailOutbox.kind, 'order-confirmation')));
    expect(mails).toHaveLength(1);
    const link = `http://shop.test/order-details/${orderId}`;
    expect(mails[0]?.text).toContain(link);
  });

  it('a payment of the wrong amount places nothing and wakes no mail worker', async () => {
    const { orderId, paid } = await succeededIntent();
    const { deps, errors, wakeUps } = recordingDeps();
    expect(await finalisePayment(deps, { ...paid, amount: paid.amount + 1, provider: 'test' })).toEqual({
      orderId,
      placed: false,
    });
    expect(wakeUps()).toBe(0);
    expect(errors.map((e) => e.msg)).toEqual([
      'a payment does not match its order total; the order was not placed',
    ]);
  });

  it('a replay of the right amount after the order was placed logs nothing', async () => {
    const { orderId, paid } = await succeededIntent();
    const { deps, errors, wakeUps } = recordingDeps();
    await finalisePayment(deps, { ...paid, provider: 'test' });
    // A late replay, even one whose amount differs, finds a placed order: not a mismatch to report.
    expect(await finalisePayment(deps, { ...paid, provider: 'test' })).toEqual({ orderId, placed: false });
    expect(await finalisePayment(deps, { ...paid, amount: 1, provider: 'test' })).toEqual({
      orderId,
      placed: false,
    });
    expect(errors).toEqual([]);
    expect(wakeUps()).toBe(1);
  });

  it('a payment that succeeded for an expired order places nothing and tells the owner to refund it', async () => {
    const { orderId, paid } = await succeededIntent();
    expect(await t.db.transaction((tx) => expireOrder(tx, orderId))).toBe(true);
    const { deps, errors, wakeUps } = recordingDeps();
    expect(await finalisePayment(deps, { ...paid, provider: 'test' })).toEqual({ orderId, placed: false });
    // Of another amount too: the refund is what matters, not a mismatch.
    expect(await finalisePayment(deps, { ...paid, amount: 1, provider: 'test' })).toEqual({
      orderId,
      placed: false,
    });
    const refund = 'a payment succeeded for an expired order; the order was not placed: refund the payment';
    expect(errors).toEqual([
      { obj: { orderId, intentId: paid.id }, msg: refund },
      { obj: { orderId, intentId: paid.id }, msg: refund },
    ]);
    expect(wakeUps()).toBe(0);
    expect(await statusOf(orderId)).toBe('expired');
    expect(await t.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
  });
});
