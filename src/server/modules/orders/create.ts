import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orderStatusHistory, orders } from '#server/db/schema.ts';
import type { Address, Amounts, Discounts } from '#shared/contract/checkout.ts';
import { PAYABLE_STATUSES } from '#shared/order-status.ts';
import type { OrderVat } from '#shared/vat.ts';
import type { PublishLive } from '../live/publish.ts';
import { holdCode } from '../promotions/redemptions.ts';
import { expireOrder } from './expiry.ts';
import { releaseStock, takeStock, type VariantLine } from './stock.ts';

// An order from the checkout that creates it until it has a payment to wait for (decision 019). Checkout decides
// what is bought and at what price; these are the only writes of a new order.

const PAYABLE = [...PAYABLE_STATUSES];

export type NewOrder = {
  customer: { id: string; email: string };
  /** Kept while the order is unpaid: the per-address limits count it (checkout/hold-limits.ts). */
  ip: string;
  /** Priced by the server (checkout/pricing.ts), with each line's discount and variant. */
  lines: VariantLine[];
  amounts: Amounts;
  discounts: Discounts;
  /** The discount code applied: a use of it is held with the order's units (decision 020). */
  codeId: string | null;
  shippingAddress: Address;
  billingAddress: Address;
  /** The delivery method's name as bought and the country (ISO code) it goes to. */
  delivery: { method: string; country: string };
  /** The VAT it includes, per line and on the delivery (shared/vat.ts); null when the shop charges none. */
  vat: OrderVat | null;
};

export type UnpaidOrder = { id: string; intentId: string | null };

/**
 * Creates the order awaiting payment, with its lines and first history entry, and holds its units and its use of
 * the code, in `tx`.
 */
export async function createOrder(tx: Db, order: NewOrder, publishLive?: PublishLive): Promise<string> {
  const { offer, code } = order.discounts;
  const [row] = await tx
    .insert(orders)
    .values({
      userId: order.customer.id,
      email: order.customer.email,
      status: 'awaiting_payment',
      subtotal: order.amounts.subtotal,
      shipping: order.amounts.shipping,
      total: order.amounts.total,
      offerLabel: offer?.label ?? null,
      offerDiscount: offer?.amount ?? 0,
      discountCode: code?.code ?? null,
      codeDiscount: code?.amount ?? 0,
      codeShipping: code?.shipping ?? 0,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      deliveryMethod: order.delivery.method,
      deliveryCountry: order.delivery.country,
      vatRate: order.vat?.rate ?? null,
      shippingVat: order.vat?.shipping ?? 0,
      vat: order.vat?.amount ?? 0,
      clientIp: order.ip,
      // Its units are taken below, in this transaction: if they cannot be, the order is never made.
      stockHeld: true,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order was not created');
  await tx.insert(orderLines).values(
    order.lines.map((l, position) => ({
      orderId: row.id,
      position,
      productId: l.productId,
      variantId: l.variantId,
      sku: l.sku,
      options: l.options,
      name: l.name,
      size: l.size,
      unitPrice: l.unitPrice,
      qty: l.qty,
      discount: l.discount,
      vat: order.vat?.lines[position] ?? 0,
      image: l.image,
    })),
  );
  await tx.insert(orderStatusHistory).values({ orderId: row.id, status: 'awaiting_payment' });
  if (order.codeId) {
    await holdCode(tx, { codeId: order.codeId, orderId: row.id, userId: order.customer.id });
  }
  await takeStock(tx, order.lines, publishLive);
  return row.id;
}

/**
 * Undoes an order whose payment could not even be started (the provider refused to create it): no order may wait
 * for a payment that cannot happen. Its units go back and it is deleted, lines and history with it.
 */
export async function undoOrder(db: Db, orderId: string, publishLive?: PublishLive): Promise<void> {
  await db.transaction(async (tx) => {
    await releaseStock(tx, orderId, publishLive);
    await tx.delete(orders).where(eq(orders.id, orderId));
  });
}

/**
 * Keeps the payment the order waits for, so the expiry can cancel it if it is not paid in time. Only while the
 * order is still unpaid: false if a newer checkout replaced it meanwhile, and then this payment must never be taken.
 */
export async function attachIntent(db: Db, orderId: string, intentId: string): Promise<boolean> {
  const [kept] = await db
    .update(orders)
    .set({ intentId })
    .where(and(eq(orders.id, orderId), inArray(orders.status, PAYABLE)))
    .returning({ id: orders.id });
  return !!kept;
}

/** The customer's orders still waiting to be paid (one at most, bar a checkout being replaced this moment). */
export function unpaidOrdersOf(db: Db, userId: string): Promise<UnpaidOrder[]> {
  return db
    .select({ id: orders.id, intentId: orders.intentId })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, PAYABLE)));
}

/** Ends the customer's unpaid orders (as an expiry would: their units back on sale), in `tx`; answers them. */
export async function endUnpaidOrders(
  tx: Db,
  userId: string,
  publishLive?: PublishLive,
): Promise<UnpaidOrder[]> {
  const unpaid = await unpaidOrdersOf(tx, userId);
  for (const order of unpaid) await expireOrder(tx, order.id, publishLive);
  return unpaid;
}
