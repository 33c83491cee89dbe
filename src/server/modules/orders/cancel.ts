import { eq } from 'drizzle-orm';
import { orderStatusHistory, orders } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/errors.ts';
import { lineRefund } from '#shared/line-refund.ts';
import { ADMIN_CANCELLABLE_STATUSES, CANCELLED, type PaidStatus } from '#shared/order-status.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { releaseCode } from '../promotions/redemptions.ts';
import { shopperCancelUntil } from './cancel-window.ts';
import { type RefundDeps, sendRefund } from './refund-settlement.ts';
import { linesOf, lockOrder, recordRefund } from './refunds.ts';
import { orderStatusMail } from './status-mail.ts';
import { returnUnits } from './stock.ts';

// Cancelling a paid order (issue 16, decision 019): the shopper within CANCEL_WINDOW_MINUTES while it is still
// Order Placed, the admin until it ships. Everything that remains of it is refunded and its units go back on sale.

export type Canceller =
  | { by: 'customer'; userId: string; windowMinutes: number }
  | { by: 'admin'; reason: string; userId?: never };

export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer';

function refuseUnlessCancellable(order: typeof orders.$inferSelect, who: Canceller) {
  if (order.status === CANCELLED) throw conflict('This order is already cancelled.');
  if (who.by === 'customer') {
    if (!shopperCancelUntil(order, who.windowMinutes)) {
      throw conflict(
        order.status === 'placed'
          ? 'The time to cancel this order online has passed. Please contact us.'
          : 'This order is already being prepared, so it can no longer be cancelled online. Please contact us.',
      );
    }
  } else if (!(ADMIN_CANCELLABLE_STATUSES as readonly string[]).includes(order.status)) {
    throw conflict(
      (['shipped', 'delivered'] as PaidStatus[]).includes(order.status as PaidStatus)
        ? 'An order that has shipped cannot be cancelled; refund it instead.'
        : 'This order has not been paid, so it cannot be cancelled.',
    );
  }
}

/**
 * Cancels an order, once: under its row's lock the status moves to Cancelled (with the reason in its history),
 * every unit not yet refunded goes back on sale, and a refund of all that remains is written pending and then
 * sent to the provider. Of twenty cancels at once, one does this and the others are told it is already done.
 */
export async function cancelOrder(deps: RefundDeps, orderId: string, who: Canceller): Promise<void> {
  const reason = who.by === 'customer' ? CUSTOMER_CANCEL_REASON : who.reason;
  const refund = await deps.db.transaction(async (tx) => {
    // The shopper's own order only; an admin any.
    const order = await lockOrder(tx, orderId, who.userId);
    if (!order) throw notFound('No order Found');
    refuseUnlessCancellable(order, who);
    await tx
      .update(orders)
      .set({ status: CANCELLED, stockHeld: false, editedAt: new Date() })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, status: CANCELLED, note: reason });
    // A cancelled order used nothing: its code may be used again (decision 020).
    await releaseCode(tx, orderId);
    await deps.publishLive(
      tx,
      'order-status',
      { orderId, status: CANCELLED },
      { userId: order.userId, admins: true },
    );
    const open = (await linesOf(tx, orderId))
      .filter((line) => line.qty > line.refundedQty)
      .map((line) => {
        const qty = line.qty - line.refundedQty;
        return { line, qty, restock: true, amount: lineRefund(line, qty) };
      });
    const amount = order.total - order.refunded;
    if (amount > 0) {
      return recordRefund(tx, deps, order, {
        key: `cancel-${orderId}`,
        lines: open,
        shipping: order.shippingRefunded ? 0 : order.shipping,
        goodwill: 0,
        amount,
        reason,
        requestedBy: who.by,
        cancelled: true,
      });
    }
    // Refunded in full already: nothing left to pay back, but the units still come back and the customer hears.
    await returnUnits(
      tx,
      open.map((o) => ({ productId: o.line.productId, variantId: o.line.variantId, qty: o.qty })),
      deps.publishLive,
    );
    await enqueueMail(
      tx,
      orderStatusMail({
        to: order.email,
        orderId,
        status: CANCELLED,
        shopName: deps.settings().name,
        orderUrl: `${deps.config.publicUrl}/order-details/${orderId}`,
      }),
    );
    return null;
  });
  deps.onMailQueued();
  if (refund) await sendRefund(deps, refund);
}
