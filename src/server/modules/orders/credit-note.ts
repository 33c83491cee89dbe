import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { documents, orderLines, orderRefundLines, orderRefunds, orders } from '#server/db/schema.ts';
import type { Address } from '#shared/contract/checkout.ts';
import { issueDocument } from './document-numbers.ts';
import { ensureInvoice, itemText } from './invoice.ts';

// A refund's credit note (issue 32, decision 033): numbered in the refund's transaction, referring to the order's
// invoice, and read for its PDF. The orders module owns both, as it owns the refund.

export type CreditNoteLine = {
  qty: number;
  /** The product's name and what was chosen: 'Body Wave Bundle (Length: 22")'. */
  item: string;
  sku: string | null;
  /** What these units give back, VAT included. */
  gross: number;
  vat: number;
};

export type CreditNote = {
  number: number;
  issuedAt: Date;
  invoice: { number: number; issuedAt: Date };
  orderId: string;
  email: string;
  address: Address;
  reason: string;
  lines: CreditNoteLine[];
  /** The delivery fee given back, with its VAT; null when it was not. */
  delivery: { method: string | null; gross: number; vat: number } | null;
  /** A goodwill amount beyond the lines and the fee, with the VAT inside it; null when there was none. */
  goodwill: { gross: number; vat: number } | null;
  /** The order's rate in basis points; null: the shop charged no VAT on it. */
  vatRate: number | null;
  vat: number;
  total: number;
};

/**
 * Gives a refund its credit note with the next number, in the transaction that writes the refund with the order's
 * row locked (orders/refunds.ts): the order's invoice first, should it have none yet (an order placed before
 * invoices existed), so that the credit note always has an invoice to refer to.
 */
export async function issueCreditNote(tx: Db, orderId: string, refundId: string): Promise<void> {
  await ensureInvoice(tx, orderId);
  await issueDocument(tx, { kind: 'credit_note', orderId, refundId });
}

const documentOf = async (tx: Db, where: ReturnType<typeof and>) =>
  (await tx.select().from(documents).where(where))[0];

/**
 * The credit note of one refund of an order, for its PDF: `userId`'s own order only, unless null (the admin). A
 * refund made before credit notes existed gets its number now, the first time it is asked for, under the order's
 * row lock so it never gets two.
 */
export async function creditNoteOf(
  db: Db,
  ids: { orderId: string; refundId: string },
  userId: string | null,
): Promise<CreditNote | null> {
  return db.transaction(async (tx) => {
    const [o] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, ids.orderId), userId === null ? undefined : eq(orders.userId, userId)))
      .for('update');
    if (!o) return null;
    const [refund] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.id, ids.refundId), eq(orderRefunds.orderId, o.id)));
    if (!refund) return null;
    const ofRefund = eq(documents.refundId, refund.id);
    if (!(await documentOf(tx, ofRefund))) await issueCreditNote(tx, o.id, refund.id);
    const note = await documentOf(tx, ofRefund);
    const invoice = await documentOf(tx, and(eq(documents.orderId, o.id), eq(documents.kind, 'invoice')));
    // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: equivalent, both were issued
    // above in this transaction; the check is for the type only.
    if (!note || !invoice) throw new Error('both were issued above');
    const lines = await tx
      .select({
        qty: orderRefundLines.qty,
        amount: orderRefundLines.amount,
        vat: orderRefundLines.vat,
        name: orderLines.name,
        size: orderLines.size,
        options: orderLines.options,
        sku: orderLines.sku,
      })
      .from(orderRefundLines)
      .innerJoin(orderLines, eq(orderLines.id, orderRefundLines.orderLineId))
      .where(eq(orderRefundLines.refundId, refund.id))
      .orderBy(asc(orderLines.position));
    const linesVat = lines.reduce((sum, l) => sum + l.vat, 0);
    return {
      number: note.number,
      issuedAt: note.issuedAt,
      invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
      orderId: o.id,
      email: o.email,
      address: o.shippingAddress as Address,
      reason: refund.reason,
      lines: lines.map((l) => ({
        qty: l.qty,
        item: itemText(l),
        sku: l.sku,
        gross: l.amount,
        vat: l.vat,
      })),
      delivery:
        refund.shipping > 0
          ? { method: o.deliveryMethod, gross: refund.shipping, vat: refund.shippingVat }
          : null,
      goodwill:
        refund.goodwill > 0
          ? { gross: refund.goodwill, vat: refund.vat - linesVat - refund.shippingVat }
          : null,
      vatRate: o.vatRate,
      vat: refund.vat,
      total: refund.amount,
    };
  });
}
