import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderStatusHistory, orders, payments } from '#server/db/schema.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { startStripeStandIn } from '#server/testing/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

const SECRET = 'whsec_app_secret';

let t: TestApp;
let stand: Awaited<ReturnType<typeof startStripeStandIn>>;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>['client'];
let intents: Map<string, Record<string, unknown>>;
let refunds: Map<string, Record<string, unknown>>;
let product: string;
beforeAll(async () => {
  // Stripe's API on a local port: it holds the intents the shop creates; a test marks one paid, as a shopper would.
  stand = await startStripeStandIn('sk_test_app');
  ({ client: stripe, intents, refunds } = stand);
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_app',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_app',
      STRIPE_WEBHOOK_SECRET: SECRET,
    },
    stripeClient: stripe,
  });
  const [row] = await insertProducts(t.db, [{ name: 'Kinky Straight', price: 6_500, lengths: ['16"'] }]);
  product = row?.id ?? '';
});
afterAll(async () => {
  await t?.close();
  await stand.close();
});

/** Stripe's side of a payment: the intent is paid with a Visa; the event carries its charge as an id only. */
function pay(intentId: string) {
  const pi = intents.get(intentId);
  if (!pi) throw new Error(`no intent ${intentId}`);
  const card = { brand: 'visa', last4: '4242' };
  pi.status = 'succeeded';
  pi.latest_charge = { id: 'ch_app', object: 'charge', payment_method_details: { type: 'card', card } };
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { ...pi, latest_charge: 'ch_app' } },
  });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) };
}
const deliver = ({ payload, signature }: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });

describe("Stripe's webhook through the whole app", () => {
  it('places the order of a paid checkout once, however often Stripe delivers the event', async () => {
    const s = await shopper(t);
    const checkout = await s.createIntent([{ productId: product, size: '16"', qty: 2 }]);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { orderId, clientSecret } = checkout.json();
    const intentId = String(clientSecret).split('_secret_')[0] ?? '';
    expect(intents.get(intentId)?.metadata).toEqual({ orderId });

    const event = pay(intentId);
    // Stripe redelivers; two deliveries may also arrive at the same moment.
    const first = await Promise.all([deliver(event), deliver(event)]);
    const again = await deliver(event);
    for (const res of [...first, again]) expect(res.json()).toEqual({ received: true });

    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'placed', paymentRef: intentId, total: 13_000 });
    expect(
      (await t.db.select().from(payments).where(eq(payments.orderId, orderId))).map((p) => ({
        provider: p.provider,
        intentId: p.intentId,
        amount: p.amount,
        cardBrand: p.cardBrand,
        last4: p.last4,
      })),
    ).toEqual([{ provider: 'stripe', intentId, amount: 13_000, cardBrand: 'visa', last4: '4242' }]);
    const history = await t.db
      .select({ status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((h) => h.status).sort()).toEqual(['awaiting_payment', 'placed']);
    const mails = await t.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, s.email), eq(mailOutbox.kind, 'order-confirmation')));
    expect(mails).toEqual([{ to: s.email }]);
    // The customer sees it among their orders.
    expect((await s.order(orderId)).json()).toMatchObject({ status: 'placed' });
  });

  it("refunds through Stripe's Refunds API, and a refund that fails later is settled by refund.failed", async () => {
    const s = await shopper(t);
    const { orderId, clientSecret } = (
      await s.createIntent([{ productId: product, size: '16"', qty: 1 }])
    ).json();
    const intentId = String(clientSecret).split('_secret_')[0] ?? '';
    await deliver(pay(intentId));
    const admin = await signedInAdmin(t);
    const refunded = await admin.post(`/api/admin/orders/${orderId}/refunds`, {
      requestKey: randomUUID(),
      lines: [{ position: 0, qty: 1, restock: true }],
      shipping: false,
      goodwill: 0,
      reason: 'Wrong colour sent',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ refunded: 6_500, refundPending: 0 });
    const [atStripe] = [...refunds.values()];
    expect(atStripe).toMatchObject({ payment_intent: intentId, amount: 6_500, status: 'succeeded' });
    // Our reference rides with it, so Stripe's webhooks name our refund.
    expect(atStripe?.metadata).toEqual({ reference: `refund-${refunded.json().refunds[0].id}` });

    // Days later the card's bank sends it back: Stripe says so by webhook, signed.
    const payload = JSON.stringify({
      id: 'evt_refund_failed',
      object: 'event',
      type: 'refund.failed',
      data: { object: { ...atStripe, status: 'failed', failure_reason: 'lost_or_stolen_card' } },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    for (const res of await Promise.all([deliver({ payload, signature }), deliver({ payload, signature })])) {
      expect(res.json()).toEqual({ received: true });
    }
    const seen = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    expect(seen).toMatchObject({ refunded: 0, refundPending: 0 });
    expect(seen.refunds[0]).toMatchObject({ status: 'failed', failureReason: 'lost_or_stolen_card' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.refunded).toBe(0);
  });
});
