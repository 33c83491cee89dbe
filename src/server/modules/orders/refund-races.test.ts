import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema.ts';
import {
  mailsTo,
  orderRow,
  providerRefunds,
  REFUND_ENV,
  refundRows,
  refundShop,
} from '#server/testing/refund-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Money and stock move exactly once (issue 16): twenty requests at the same moment, on PGlite and on
// PostgreSQL (where they really run side by side over the connection pool).

let t: TestApp;
let shop: Awaited<ReturnType<typeof refundShop>>;
beforeAll(async () => {
  t = await createTestApp({ env: REFUND_ENV });
  shop = await refundShop(t);
});
afterAll(() => t?.close());

const AT_ONCE = 20;
const intentOf = async (orderId: string) =>
  (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]?.intentId ?? '';
const codes = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
const times = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));

/** What went back, by our books and by the provider's: never more than was paid. */
async function moneyBack(orderId: string) {
  const ours = (await refundRows(t, orderId)).filter((r) => r.status !== 'failed');
  const theirs = (await providerRefunds(t, await intentOf(orderId))).filter((r) => r.status !== 'failed');
  return {
    ours: ours.reduce((sum, r) => sum + r.amount, 0),
    theirs: theirs.reduce((sum, r) => sum + r.amount, 0),
    order: (await orderRow(t, orderId))?.refunded,
  };
}

describe(`${AT_ONCE} requests at once`, () => {
  it('refunding the same line (two admins, other keys) gives one refund and puts the unit back once', async () => {
    const { orderId, customer } = await shop.paidOrder();
    const stock = await shop.stock('22"');
    const answers = await times(AT_ONCE, () =>
      shop.refund(orderId, { lines: [{ position: 1, qty: 1, restock: true }] }),
    );
    expect(codes(answers)).toEqual([200, ...Array(AT_ONCE - 1).fill(409)]);
    expect(await refundRows(t, orderId)).toHaveLength(1);
    expect(await moneyBack(orderId)).toEqual({ ours: 3_000, theirs: 3_000, order: 3_000 });
    expect(await shop.stock('22"')).toBe((stock ?? 0) + 1);
    expect(await mailsTo(t, customer.email, 'order-refund')).toHaveLength(1);
  });

  it('the same request (a double click, a retry) gives one refund, and every answer shows it', async () => {
    const { orderId } = await shop.paidOrder();
    const requestKey = randomUUID();
    const answers = await times(AT_ONCE, () =>
      shop.refund(orderId, { requestKey, lines: [{ position: 0, qty: 2, restock: false }] }),
    );
    expect(codes(answers)).toEqual(Array(AT_ONCE).fill(200));
    expect(await refundRows(t, orderId)).toHaveLength(1);
    expect(await moneyBack(orderId)).toEqual({ ours: 4_000, theirs: 4_000, order: 4_000 });
  });

  it('one request key sent to two orders at the same moment: one refund, and a 409 for the other order', async () => {
    // Two admins (or two tabs, or two instances) reusing one key on two orders: each holds its own order's lock,
    // so only the key's unique index stands between them. Several pairs, so the two really meet.
    for (let pair = 0; pair < 5; pair++) {
      const [a, b] = [await shop.paidOrder(), await shop.paidOrder()];
      const requestKey = randomUUID();
      const answers = await Promise.all(
        [a, b].map(({ orderId }) => shop.refund(orderId, { requestKey, goodwill: 1_000 })),
      );
      expect(codes(answers)).toEqual([200, 409]);
      const refused = answers.find((r) => r.statusCode === 409);
      expect(refused?.json()).toEqual({
        error: { code: 'conflict', message: 'This request key was used for another order.' },
      });
      // Exactly one of the two orders gave money back, once, by our books and the provider's.
      const back = [await moneyBack(a.orderId), await moneyBack(b.orderId)].map((m) => m.theirs).sort();
      expect(back).toEqual([0, 1_000]);
      expect((await refundRows(t, a.orderId)).length + (await refundRows(t, b.orderId)).length).toBe(1);
    }
  });

  it('refunds that restock and checkouts of the same product at once: none deadlocks, the counts are exact', async () => {
    // A restock changes a length's stock, and one that brings a sold-out length back rewrites the product's summary
    // (migration 0031): it must lock the product first, as a checkout does, or the two wait for each other
    // (restock: length, then product; checkout: product, then length). restock-lock.test.ts makes that moment.
    const orders = await times(AT_ONCE / 2, () => shop.paidOrder());
    const [s14, s22] = [await shop.stock('14"'), await shop.stock('22"')];
    const cart = [
      { productId: shop.product.id, size: '14"', qty: 1 },
      { productId: shop.product.id, size: '22"', qty: 1 },
    ];
    const restock = [
      { position: 0, qty: 2, restock: true },
      { position: 1, qty: 1, restock: true },
    ];
    const answers = await Promise.all(
      orders.flatMap(({ orderId, customer }) => [
        shop.refund(orderId, { lines: restock }),
        customer.createIntent(cart),
      ]),
    );
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    // Each order gave back 2 × 14" and 1 × 22"; each new checkout holds 1 of each.
    const expected = [(s14 ?? 0) + orders.length, s22 ?? 0];
    expect([await shop.stock('14"'), await shop.stock('22"')]).toEqual(expected);
    // And the product's page, read by the API as a shopper's browser does, says the same.
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${shop.product.id}` });
    const stockOf = (length: string) =>
      (page.json().variants as { length: string; stock: number }[]).find((v) => v.length === length)?.stock;
    expect([stockOf('14"'), stockOf('22"')]).toEqual(expected);
    // Ten customers sign up and buy first, one password hash each (decision 016): slow on a busy machine.
  }, 120_000);

  it('goodwill refunds that together pass what was paid: only those that fit are made', async () => {
    const { orderId } = await shop.paidOrder();
    const answers = await times(AT_ONCE, () => shop.refund(orderId, { goodwill: 1_000 }));
    // 7,499 paid: seven refunds of 1,000 fit.
    expect(codes(answers)).toEqual([...Array(7).fill(200), ...Array(AT_ONCE - 7).fill(409)]);
    expect(await moneyBack(orderId)).toEqual({ ours: 7_000, theirs: 7_000, order: 7_000 });
  });

  it('cancelling (the shopper and admins together) cancels once: one refund, one e-mail, units back once', async () => {
    const { orderId, customer } = await shop.paidOrder();
    const [s14, s22] = [await shop.stock('14"'), await shop.stock('22"')];
    const answers = await Promise.all([
      ...Array.from({ length: AT_ONCE / 2 }, () => customer.post(`/api/orders/${orderId}/cancel`)),
      ...Array.from({ length: AT_ONCE / 2 }, () => shop.cancel(orderId)),
    ]);
    expect(codes(answers)).toEqual([200, ...Array(AT_ONCE - 1).fill(409)]);
    expect((await orderRow(t, orderId))?.status).toBe('cancelled');
    expect(await refundRows(t, orderId)).toHaveLength(1);
    expect(await moneyBack(orderId)).toEqual({ ours: 7_499, theirs: 7_499, order: 7_499 });
    expect([await shop.stock('14"'), await shop.stock('22"')]).toEqual([(s14 ?? 0) + 2, (s22 ?? 0) + 1]);
    expect(await mailsTo(t, customer.email, 'order-cancelled')).toHaveLength(1);
  });

  it('a refund and a cancel at the same moment never give back more than was paid', async () => {
    const { orderId } = await shop.paidOrder();
    const answers = await Promise.all([
      ...Array.from({ length: AT_ONCE / 2 }, () => shop.refund(orderId, { goodwill: 2_500 })),
      ...Array.from({ length: AT_ONCE / 2 }, () => shop.cancel(orderId)),
    ]);
    expect(codes(answers).filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t, orderId))?.status).toBe('cancelled');
    expect(await moneyBack(orderId)).toEqual({ ours: 7_499, theirs: 7_499, order: 7_499 });
  });
});
