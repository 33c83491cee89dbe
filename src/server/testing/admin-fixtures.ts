import { randomUUID } from 'node:crypto';
import { type AnyOrderStatus, isPlacedStatus, PAYABLE_STATUSES } from '#shared/order-status.ts';
import type { Db } from '../db/client.ts';
import { orderLines, orderStatusHistory, orders, users } from '../db/schema.ts';
import { bootstrapAdmin } from '../modules/auth/bootstrap.ts';
import { authClient } from './auth-client.ts';
import { ADDRESS, CARDS, shopper } from './checkout-fixtures.ts';
import type { TestApp } from './test-app.ts';

const ADMIN_PASSWORD = 'admin-pass-123';
const quiet = { info: () => {}, warn: () => {} };
const PAYABLE: readonly AnyOrderStatus[] = PAYABLE_STATUSES;

/** The configured admin account, made by the start-up bootstrap (the only way to an admin), signed in. */
export async function signedInAdmin(t: TestApp) {
  await bootstrapAdmin(t.app.services.auth, t.database, {
    email: t.config.auth.adminEmail,
    password: ADMIN_PASSWORD,
    log: quiet,
  });
  const admin = authClient(t);
  const res = await admin.signIn(t.config.auth.adminEmail, ADMIN_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.body}`);
  return admin;
}

export type OrderSeed = {
  status: AnyOrderStatus;
  total: number;
  /** When it was placed; ignored (no placement) for unpaid statuses. Default: now. */
  placedAt?: Date;
  email?: string;
  name?: string;
  /**
   * The promotions the order got (issue 17): `total` stays what was paid, the subtotal and the line's price are
   * `total` plus the offer's and the code's amounts, and the line carries both as its discount.
   */
  offer?: { label: string; amount: number };
  code?: { code: string; amount: number; shipping?: number };
};

/**
 * Orders written straight into the database, for figures and lists that need many of them at chosen times and
 * totals (the checkout tests place orders through the real payment flow). Each gets a customer, one line and
 * its 'placed' history entry, as a paid order would. Placed orders share one customer; each unpaid one has its
 * own, as a customer has at most one unpaid order.
 */
export async function insertOrders(db: Db, seeds: OrderSeed[]) {
  const userId = randomUUID();
  const unpaidUsers = seeds.filter((s) => PAYABLE.includes(s.status)).map(() => randomUUID());
  await db
    .insert(users)
    .values(
      [userId, ...unpaidUsers].map((id) => ({ id, email: `customer.${id}@example.com`, name: 'Customer' })),
    );
  const rows = seeds.map((s) => {
    const placed = isPlacedStatus(s.status);
    const owner = PAYABLE.includes(s.status) ? (unpaidUsers.shift() as string) : userId;
    const discount = (s.offer?.amount ?? 0) + (s.code?.amount ?? 0);
    return {
      id: randomUUID(),
      userId: owner,
      email: s.email ?? `customer.${owner}@example.com`,
      status: s.status,
      subtotal: s.total + discount,
      shipping: 0,
      total: s.total,
      offerLabel: s.offer?.label ?? null,
      offerDiscount: s.offer?.amount ?? 0,
      discountCode: s.code?.code ?? null,
      codeDiscount: s.code?.amount ?? 0,
      codeShipping: s.code?.shipping ?? 0,
      shippingAddress: { ...ADDRESS, name: s.name ?? ADDRESS.name },
      billingAddress: ADDRESS,
      placedAt: placed ? (s.placedAt ?? new Date()) : null,
      paymentRef: placed ? `pi_fixture_${randomUUID()}` : null,
    };
  });
  if (rows.length === 0) return [];
  await db.insert(orders).values(rows);
  await db.insert(orderLines).values(
    rows.map((o) => ({
      orderId: o.id,
      position: 0,
      productId: 'fixture-product',
      name: 'Fixture Bundle',
      size: '16"',
      unitPrice: o.subtotal,
      qty: 1,
      discount: o.offerDiscount + o.codeDiscount,
    })),
  );
  const placed = rows.filter((o) => o.placedAt);
  if (placed.length > 0) {
    await db
      .insert(orderStatusHistory)
      .values(placed.map((o) => ({ orderId: o.id, status: 'placed', at: o.placedAt ?? new Date() })));
  }
  return rows;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export async function multipart(files: { field?: string; name: string; type: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const f of files)
    form.append(f.field ?? 'images', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const request = new Request('http://upload.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** An order placed through the real checkout and test-card payment, with the customer who placed it. */
export async function placeOrder(t: TestApp, items: { productId: string; size: string; qty: number }[]) {
  const customer = await shopper(t);
  const intent = await customer.createIntent(items);
  if (intent.statusCode !== 200) throw new Error(`create intent failed: ${intent.body}`);
  const { orderId, clientSecret } = intent.json();
  const paid = await customer.pay(clientSecret, CARDS.success);
  if (paid.json().status !== 'succeeded') throw new Error(`payment failed: ${paid.body}`);
  return { orderId: orderId as string, customer };
}
