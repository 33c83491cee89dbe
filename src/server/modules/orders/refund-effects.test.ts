import { and, asc, eq, gt, inArray, max, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '#server/db/schema.ts';
import { CARDS } from '#server/testing/checkout-fixtures.ts';
import {
  mailsTo,
  orderRow,
  REFUND_ENV,
  refundDeps,
  refundRequest,
  refundRows,
  refundShop,
} from '#server/testing/refund-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { cancelOrder } from './cancel.ts';
import { settlePendingRefunds } from './refund-settlement.ts';
import { refundOrder } from './refunds.ts';

// What a refund or a cancellation tells the people watching and puts back on sale (issues 16 and 30): the open
// product page hears that a unit is back, the order's page and the admins' lists hear of the refund, the e-mail
// links to the order, and the mail worker is woken at once rather than at its next poll.

let t: TestApp;
let shop: Awaited<ReturnType<typeof refundShop>>;
beforeAll(async () => {
  t = await createTestApp({ env: REFUND_ENV });
  shop = await refundShop(t);
});
afterAll(() => t?.close());

/** The app's own refunding, with a mail-worker wake-up that counts what it is told. */
function counting() {
  let wakeUps = 0;
  const deps = {
    ...refundDeps(t, t.app.services.provider),
    onMailQueued: () => {
      wakeUps += 1;
    },
  };
  return { deps, wakeUps: () => wakeUps };
}

const lastEventId = async () => (await t.db.select({ id: max(liveEvents.id) }).from(liveEvents))[0]?.id ?? 0;

/** The live events since `after` about this order or the shop's product: what each, and who may hear it. */
async function heard(after: number, orderId: string) {
  const rows = await t.db
    .select()
    .from(liveEvents)
    .where(
      and(
        gt(liveEvents.id, after),
        inArray(liveEvents.kind, ['stock', 'order-refund', 'order-status']),
        or(eq(liveEvents.productId, shop.product.id), eq(liveEvents.userId, (await owner(orderId)) ?? '')),
      ),
    )
    .orderBy(asc(liveEvents.id));
  return rows.map((e) => ({
    kind: e.kind,
    data: e.data,
    audience: { userId: e.userId, admins: e.admins, productId: e.productId },
  }));
}

const owner = async (orderId: string) => (await orderRow(t, orderId))?.userId;
const link = (orderId: string) => `Your order: http://shop.test/order-details/${orderId}`;

describe('a refund', () => {
  it('that restocks: the product page hears the unit is back, the order page and admins hear of the refund', async () => {
    const { orderId, customer } = await shop.paidOrder();
    const before = await shop.stock('14"');
    const { deps, wakeUps } = counting();
    const since = await lastEventId();
    const req = refundRequest({ lines: [{ position: 0, qty: 1, restock: true }] });
    await refundOrder(deps, orderId, req);

    const userId = await owner(orderId);
    expect(await heard(since, orderId)).toEqual([
      {
        kind: 'stock',
        data: {
          productId: shop.product.id,
          variantId: await shop.variantId('14"'),
          length: '14"',
          stock: (before ?? 0) + 1,
        },
        audience: { userId: null, admins: false, productId: shop.product.id },
      },
      { kind: 'order-refund', data: { orderId }, audience: { userId, admins: true, productId: null } },
      // Settled at once by the test provider: the page hears that too.
      { kind: 'order-refund', data: { orderId }, audience: { userId, admins: true, productId: null } },
    ]);
    const [mail] = await mailsTo(t, customer.email, 'order-refund');
    expect(mail?.text).toContain(link(orderId));
    expect(wakeUps()).toBe(1);

    // The same request again answers the refund it made: no second e-mail, so no wake-up.
    await refundOrder(deps, orderId, req);
    expect(wakeUps()).toBe(1);
    expect(await mailsTo(t, customer.email, 'order-refund')).toHaveLength(1);
  });

  it('that does not restock moves no stock, and product pages hear nothing', async () => {
    const { orderId } = await shop.paidOrder();
    const before = await shop.stock('22"');
    const since = await lastEventId();
    await refundOrder(
      counting().deps,
      orderId,
      refundRequest({ lines: [{ position: 1, qty: 1, restock: false }] }),
    );
    expect(await shop.stock('22"')).toBe(before);
    expect((await heard(since, orderId)).map((e) => e.kind)).toEqual(['order-refund', 'order-refund']);
  });
});

describe('a cancellation', () => {
  it('puts every unit back, heard by the product page, and e-mails the link to the order', async () => {
    const { orderId, customer } = await shop.paidOrder();
    const [s14, s22] = [await shop.stock('14"'), await shop.stock('22"')];
    const { deps, wakeUps } = counting();
    const since = await lastEventId();
    await cancelOrder(deps, orderId, { by: 'admin', reason: 'Out of stock at the supplier' });

    const userId = await owner(orderId);
    const product = { userId: null, admins: false, productId: shop.product.id };
    const order = { userId, admins: true, productId: null };
    expect(await heard(since, orderId)).toEqual([
      { kind: 'order-status', data: { orderId, status: 'cancelled' }, audience: order },
      {
        kind: 'stock',
        data: {
          productId: shop.product.id,
          variantId: await shop.variantId('14"'),
          length: '14"',
          stock: (s14 ?? 0) + 2,
        },
        audience: product,
      },
      {
        kind: 'stock',
        data: {
          productId: shop.product.id,
          variantId: await shop.variantId('22"'),
          length: '22"',
          stock: (s22 ?? 0) + 1,
        },
        audience: product,
      },
      { kind: 'order-refund', data: { orderId }, audience: order },
      { kind: 'order-refund', data: { orderId }, audience: order },
    ]);
    const [mail] = await mailsTo(t, customer.email, 'order-cancelled');
    expect(mail?.text).toContain(link(orderId));
    expect(wakeUps()).toBe(1);
  });

  it('of an order refunded in full already: the units come back, heard, and the e-mail links to the order', async () => {
    const { orderId, customer } = await shop.paidOrder();
    await refundOrder(counting().deps, orderId, refundRequest({ goodwill: 7_499 }));
    const [s14, s22] = [await shop.stock('14"'), await shop.stock('22"')];
    const { deps, wakeUps } = counting();
    const since = await lastEventId();
    await cancelOrder(deps, orderId, { by: 'admin', reason: 'Out of stock at the supplier' });

    expect((await heard(since, orderId)).filter((e) => e.kind === 'stock')).toEqual([
      {
        kind: 'stock',
        data: {
          productId: shop.product.id,
          variantId: await shop.variantId('14"'),
          length: '14"',
          stock: (s14 ?? 0) + 2,
        },
        audience: { userId: null, admins: false, productId: shop.product.id },
      },
      {
        kind: 'stock',
        data: {
          productId: shop.product.id,
          variantId: await shop.variantId('22"'),
          length: '22"',
          stock: (s22 ?? 0) + 1,
        },
        audience: { userId: null, admins: false, productId: shop.product.id },
      },
    ]);
    const [mail] = await mailsTo(t, customer.email, 'order-status');
    expect(mail?.text).toContain(`http://shop.test/order-details/${orderId}`);
    expect(wakeUps()).toBe(1);
    expect(await refundRows(t, orderId)).toHaveLength(1);
  });
});

describe('trying a failed refund again', () => {
  /** An order paid with the card whose refunds fail (5126), with a refund of its 22" line (£30.00) failed. */
  async function failedRefund() {
    const { orderId } = await shop.paidOrder(CARDS.refundFails);
    const res = await shop.refund(orderId, { lines: [{ position: 1, qty: 1, restock: false }] });
    expect(res.statusCode, res.body).toBe(200);
    await settlePendingRefunds(refundDeps(t), new Date(Date.now() + 60_000));
    const [failed] = await refundRows(t, orderId);
    expect(failed?.status).toBe('failed');
    return { orderId, refundId: failed?.id ?? '' };
  }
  const retry = (orderId: string, refundId: string) =>
    shop.admin.post(`/api/admin/orders/${orderId}/refunds/${refundId}/retry`);

  it('is refused once another refund has taken what it would give back, and nothing moves', async () => {
    const { orderId, refundId } = await failedRefund();
    // Meanwhile the admin refunded all but £29.99 of the £74.99.
    expect((await shop.refund(orderId, { goodwill: 4_500 })).statusCode).toBe(200);
    const res = await retry(orderId, refundId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'conflict', message: 'Only £29.99 of this order remains to be refunded.' },
    });
    expect((await orderRow(t, orderId))?.refunded).toBe(4_500);
    expect((await refundRows(t, orderId)).find((r) => r.id === refundId)?.status).toBe('failed');
  });

  it('goes ahead when exactly what it gives back remains, and the order page and admins hear of it', async () => {
    const { orderId, refundId } = await failedRefund();
    expect((await shop.refund(orderId, { goodwill: 4_499 })).statusCode).toBe(200);
    const since = await lastEventId();
    const res = await retry(orderId, refundId);
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(t, orderId))?.refunded).toBe(7_499);
    expect((await heard(since, orderId))[0]).toEqual({
      kind: 'order-refund',
      data: { orderId },
      audience: { userId: await owner(orderId), admins: true, productId: null },
    });
  });
});
