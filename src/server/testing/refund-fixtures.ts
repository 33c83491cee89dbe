import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RefundRequest } from '#shared/contract/refunds.ts';
import { mailOutbox, orderRefunds, orders, testRefunds } from '../db/schema.ts';
import type { RefundDeps } from '../modules/orders/refund-settlement.ts';
import type { PaymentProvider } from '../modules/payments/provider.ts';
import { testProvider } from '../modules/payments/test-provider.ts';
import { signedInAdmin } from './admin-fixtures.ts';
import { shopper } from './checkout-fixtures.ts';
import { FIXTURE_STOCK, insertProducts, variantOf } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

// A shop for the cancellation and refund tests (issue 16): a product with two lengths, paid orders of it, and
// the figures a test checks before and after.

/** The settings these tests price by: a shipping fee on every order. */
export const REFUND_ENV = { SHIPPING_FEE_PENCE: '499', FREE_SHIPPING_FROM_PENCE: '10000000' };

export async function refundShop(t: TestApp) {
  const [product] = await insertProducts(t.db, [
    {
      name: `Body Wave Bundle ${randomUUID().slice(0, 6)}`,
      price: 2_000,
      variants: [
        { length: '14"', stock: FIXTURE_STOCK },
        { length: '22"', price: 3_000, stock: FIXTURE_STOCK },
      ],
    },
  ]);
  if (!product) throw new Error('no product');
  const admin = await signedInAdmin(t);
  const variant = (length: string) => variantOf(t.db, product.id, length);

  return {
    product,
    admin,
    /** A new customer's placed order: 2 × 14" (£20.00 each) and 1 × 22" (£30.00), plus £4.99 shipping. */
    async paidOrder(card?: string) {
      const customer = await shopper(t);
      const orderId = await customer.buy(
        [
          { productId: product.id, size: '14"', qty: 2 },
          { productId: product.id, size: '22"', qty: 1 },
        ],
        card,
      );
      return { orderId, customer };
    },
    refund: (orderId: string, body: Partial<RefundRequest>) =>
      admin.post(`/api/admin/orders/${orderId}/refunds`, refundRequest(body)),
    setStatus: (orderId: string, status: string) =>
      admin.request('PATCH', `/api/admin/orders/${orderId}/status`, { status }),
    cancel: (orderId: string, reason = 'Out of stock at the supplier') =>
      admin.post(`/api/admin/orders/${orderId}/cancel`, { reason }),
    async stock(length: '14"' | '22"') {
      return (await variant(length))?.stock;
    },
    /** The id of the length's variant, which live stock events name. */
    async variantId(length: '14"' | '22"') {
      return (await variant(length))?.id;
    },
  };
}

/** A refund request as the admin's dialog sends it: a new request key, nothing chosen but what `body` says. */
export const refundRequest = (body: Partial<RefundRequest> = {}): RefundRequest => ({
  requestKey: randomUUID(),
  lines: [],
  shipping: false,
  goodwill: 0,
  reason: 'Damaged bundle',
  ...body,
});

export const orderRow = async (t: TestApp, orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];

export const refundRows = (t: TestApp, orderId: string) =>
  t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));

/** What the test-card provider holds for the order's payment: the money that really went back. */
export const providerRefunds = (t: TestApp, intentId: string) =>
  t.db.select().from(testRefunds).where(eq(testRefunds.intentId, intentId));

export const mailsTo = (t: TestApp, to: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

/** Refunding as the app does it, with another provider (one whose refunds fail at once, one that is down). */
export function refundDeps(t: TestApp, provider?: RefundDeps['provider']): RefundDeps {
  return {
    db: t.db,
    provider: provider ?? (testProvider(t.db, { failAfterMs: 0 }) as PaymentProvider),
    config: t.config,
    settings: () => t.app.services.settings.values,
    publishLive: t.app.services.publishLive,
    // The tests read the outbox rows themselves; refund-effects.test counts the wake-ups.
    onMailQueued: () => {},
    log: { warn: () => {}, error: () => {} },
  };
}
