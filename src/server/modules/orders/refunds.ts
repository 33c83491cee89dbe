import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orderRefundLines, orderRefunds, orders } from '#server/db/schema.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import type { RefundRequest } from '#shared/contract/refunds.ts';
import { lineRefund, lineRefundVat } from '#shared/line-refund.ts';
import { formatPence } from '#shared/money.ts';
import { PAID_STATUSES } from '#shared/order-status.ts';
import { vatIn } from '#shared/vat.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { issueCreditNote } from './credit-note.ts';
import { refundMail } from './refund-mail.ts';
import { type RefundDeps, sendRefund } from './refund-settlement.ts';
import { returnUnits } from './stock.ts';

// Refunds of a paid order (issue 16, decision 019): written pending, with the lines' units and the order's
// refunded amount, in one transaction that holds the order's row; then sent to the provider and settled.

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;

/** What one refund gives back; amounts in pence, checked by the caller against what remains. */
export type RefundPlan = {
  key: string;
  /** `amount`: what these units give back (lineRefund). */
  lines: { line: LineRow; qty: number; restock: boolean; amount: number }[];
  shipping: number;
  goodwill: number;
  amount: number;
  reason: string;
  requestedBy: 'customer' | 'admin';
  /** Part of a cancellation: the e-mail says so. */
  cancelled: boolean;
};

/** The order's row, locked until the transaction ends: every refund and cancel of it waits its turn here. */
export async function lockOrder(tx: Db, orderId: string, userId?: string): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), userId ? eq(orders.userId, userId) : undefined))
    .for('update');
  return order;
}

export const linesOf = (tx: Db, orderId: string) =>
  tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));

/**
 * The VAT inside each part of a refund, at the rate the order was charged (decision 033): the lines' share of
 * theirs, the order's shipping VAT when the fee is refunded, and the VAT inside a goodwill amount.
 */
function refundVat(order: OrderRow, plan: RefundPlan) {
  const rate = order.vatRate ?? 0;
  const lines = plan.lines.map((l) => lineRefundVat(l.line, l.qty, rate));
  const shipping = plan.shipping > 0 ? order.shippingVat : 0;
  const total = lines.reduce((a, b) => a + b, 0) + shipping + vatIn(plan.goodwill, rate);
  return { lines, shipping, total };
}

/**
 * Writes the refund as pending, in `tx`, with the order's row locked by the caller: its lines, their refunded
 * units, the VAT it gives back and its credit note, the order's refunded amount (the database refuses more than
 * the total), the units chosen to go back on sale, the customer's e-mail and the live event. Answers the refund
 * to send.
 */
export async function recordRefund(
  tx: Db,
  deps: Pick<RefundDeps, 'config' | 'settings' | 'publishLive'>,
  order: OrderRow,
  plan: RefundPlan,
): Promise<RefundRow> {
  const vat = refundVat(order, plan);
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      idempotencyKey: plan.key,
      amount: plan.amount,
      shipping: plan.shipping,
      goodwill: plan.goodwill,
      vat: vat.total,
      shippingVat: vat.shipping,
      reason: plan.reason,
      requestedBy: plan.requestedBy,
    })
    // The caller looked for the key under the order's lock, but a refund of another order holds another lock: two
    // orders given one key at the same moment meet only here. PostgreSQL makes this insert wait for the other's
    // commit, then write nothing; the key is that order's, so this one is refused (409, not a duplicate-key 500).
    // A cancellation's key names its own order, whose lock the caller holds, so it never meets another here.
    // Stryker disable next-line ObjectLiteral: equivalent, the key is the only unique column an insert can clash
    // on (the id is a fresh UUID, the provider's refund id is not known yet); the target says which it is.
    .onConflictDoNothing({ target: orderRefunds.idempotencyKey })
    .returning();
  if (!refund) throw conflict('This request key was used for another order.');
  if (plan.lines.length > 0) {
    await tx.insert(orderRefundLines).values(
      plan.lines.map((l, i) => ({
        refundId: refund.id,
        orderLineId: l.line.id,
        qty: l.qty,
        amount: l.amount,
        vat: vat.lines[i] ?? 0,
        restock: l.restock,
      })),
    );
  }
  // Numbered now, in the refund's transaction: the credit note is the shop's word that it owes this back, which
  // stands while the card refund is pending or is tried again after failing.
  await issueCreditNote(tx, order.id, refund.id);
  for (const l of plan.lines) {
    await tx
      .update(orderLines)
      .set({ refundedQty: sql`${orderLines.refundedQty} + ${l.qty}` })
      .where(eq(orderLines.id, l.line.id));
  }
  await tx
    .update(orders)
    .set({
      refunded: sql`${orders.refunded} + ${plan.amount}`,
      shippingRefunded: order.shippingRefunded || plan.shipping > 0,
      editedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  await returnUnits(
    tx,
    plan.lines
      .filter((l) => l.restock)
      .map((l) => ({ productId: l.line.productId, variantId: l.line.variantId, qty: l.qty })),
    deps.publishLive,
  );
  await deps.publishLive(tx, 'order-refund', { orderId: order.id }, { userId: order.userId, admins: true });
  await enqueueMail(
    tx,
    refundMail({
      to: order.email,
      orderId: order.id,
      amount: plan.amount,
      lines: plan.lines.map((l) => ({
        name: l.line.name,
        size: l.line.size,
        qty: l.qty,
        amount: l.amount,
      })),
      shipping: plan.shipping,
      goodwill: plan.goodwill,
      reason: plan.reason,
      shopName: deps.settings().name,
      orderUrl: `${deps.config.publicUrl}/order-details/${order.id}`,
      creditNoteUrl: `${deps.config.publicUrl}/api/orders/${order.id}/refunds/${refund.id}/credit-note.pdf`,
      cancelled: plan.cancelled,
    }),
  );
  return refund;
}

const remainingOf = (order: OrderRow) => order.total - order.refunded;

/** The admin's refund of chosen lines and units, the shipping fee and a goodwill amount, checked here. */
function planRefund(order: OrderRow, lines: LineRow[], req: RefundRequest): RefundPlan {
  const chosen = req.lines.map((r) => {
    const line = lines.find((l) => l.position === r.position);
    if (!line) throw badRequest(`This order has no line ${r.position + 1}.`);
    const left = line.qty - line.refundedQty;
    if (r.qty > left) {
      throw conflict(
        left === 0
          ? `${line.name} (${line.size}) has already been refunded.`
          : `Only ${left} of ${line.name} (${line.size}) can still be refunded.`,
      );
    }
    return { line, qty: r.qty, restock: r.restock, amount: lineRefund(line, r.qty) };
  });
  if (req.shipping && order.shippingRefunded) throw conflict('The shipping fee has already been refunded.');
  const shipping = req.shipping ? order.shipping : 0;
  const amount = chosen.reduce((sum, l) => sum + l.amount, 0) + shipping + req.goodwill;
  if (amount <= 0) throw badRequest('Choose items, the shipping fee or a goodwill amount to refund.');
  if (amount > remainingOf(order)) {
    throw conflict(
      `Only ${formatPence(remainingOf(order))} of this order remains to be refunded; this refund is ` +
        `${formatPence(amount)}.`,
    );
  }
  return {
    key: `admin-${req.requestKey}`,
    lines: chosen,
    shipping,
    goodwill: req.goodwill,
    amount,
    reason: req.reason,
    requestedBy: 'admin',
    cancelled: false,
  };
}

const isPaid = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);

/**
 * The admin refunds part or all of a paid order. The same request key answers the refund it made (a double
 * click, a retried request); two different refunds at once are checked one after the other under the order's
 * lock, so together they never pass what was paid. Then the provider is asked for the money.
 */
export async function refundOrder(deps: RefundDeps, orderId: string, req: RefundRequest): Promise<RefundRow> {
  const refund = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('No order Found');
    const [earlier] = await tx
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.idempotencyKey, `admin-${req.requestKey}`));
    if (earlier) {
      if (earlier.orderId !== orderId) throw conflict('This request key was used for another order.');
      return { row: earlier, made: false };
    }
    if (!isPaid(order.status)) throw conflict('This order has not been paid, so there is nothing to refund.');
    const plan = planRefund(order, await linesOf(tx, orderId), req);
    return { row: await recordRefund(tx, deps, order, plan), made: true };
  });
  if (refund.made) deps.onMailQueued();
  // Sent again for a repeated request too: if the first one's provider call was lost, this one makes it.
  if (refund.row.status === 'pending') await sendRefund(deps, refund.row);
  return refund.row;
}

/**
 * Tries a failed refund again: it counts again (if what remains of the order allows) and is sent to the provider
 * as a new attempt with its own key. Under the order's lock, so two tries at once make one.
 */
export async function retryRefund(deps: RefundDeps, orderId: string, refundId: string): Promise<void> {
  const refund = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [row] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.orderId, orderId)));
    if (!order || !row) throw notFound('No such refund of this order.');
    if (row.status !== 'failed') throw conflict('Only a failed refund can be tried again.');
    if (row.amount > remainingOf(order)) {
      throw conflict(`Only ${formatPence(remainingOf(order))} of this order remains to be refunded.`);
    }
    const [again] = await tx
      .update(orderRefunds)
      .set({
        status: 'pending',
        attempt: row.attempt + 1,
        providerRefundId: null,
        failureReason: null,
        updatedAt: new Date(),
      })
      .where(eq(orderRefunds.id, refundId))
      .returning();
    await tx
      .update(orders)
      .set({ refunded: sql`${orders.refunded} + ${row.amount}`, editedAt: new Date() })
      .where(eq(orders.id, orderId));
    await deps.publishLive(tx, 'order-refund', { orderId }, { userId: order.userId, admins: true });
    return again;
  });
  // Stryker disable next-line ConditionalExpression: equivalent, the update under the order's lock always answers
  // the row it has just read; the check is for the type only.
  if (refund) await sendRefund(deps, refund);
}
