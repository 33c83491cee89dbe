import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { documents, orderLines, orders } from '#server/db/schema.ts';
import type { Address } from '#shared/contract/checkout.ts';
import { choiceText } from '#shared/line-choice.ts';
import { PAID_STATUSES } from '#shared/order-status.ts';
import { issueDocument } from './document-numbers.ts';

// An order's invoice (issue 32, decision 032): numbered without gaps when the order is placed, and read for its
// PDF. The orders module owns both, as it owns the order.

export type InvoiceLine = {
  qty: number;
  /** The product's name and what was chosen: 'Body Wave Bundle (Length: 22")'. */
  item: string;
  sku: string | null;
  unitPrice: number;
  /** What the line cost after its discounts, VAT included. */
  gross: number;
  discount: number;
  vat: number;
};

export type InvoiceOrder = {
  number: number;
  issuedAt: Date;
  orderId: string;
  placedAt: Date;
  email: string;
  address: Address;
  lines: InvoiceLine[];
  delivery: { method: string | null; gross: number; vat: number };
  /** In basis points; null: the shop charged no VAT. */
  vatRate: number | null;
  vat: number;
  total: number;
};

/** An order line as its paperwork names it: the product and what was chosen, 'Body Wave Bundle (Length: 22")'. */
export const itemText = (l: { name: string; size: string; options: unknown }) =>
  `${l.name} (${choiceText({ size: l.size, options: l.options as { name: string; value: string }[] })})`;

/**
 * Gives a newly placed order its invoice with the next number, inside the transaction that places it
 * (orders/finalise.ts, which alone gets to place it), so numbers follow the placements without a gap.
 */
export const issueInvoice = (tx: Db, orderId: string) =>
  issueDocument(tx, { kind: 'invoice', orderId, refundId: null });

/** Gives the order its invoice unless it has one; under the order's row lock, so it never gets two. */
export async function ensureInvoice(tx: Db, orderId: string): Promise<void> {
  const [existing] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.kind, 'invoice')));
  if (!existing) await issueInvoice(tx, orderId);
}

/**
 * The invoice of a placed order, for its PDF: `userId`'s own order only, unless null (the admin). An order placed
 * before invoices existed gets its number now, the first time it is asked for.
 */
export async function invoiceOf(
  db: Db,
  orderId: string,
  userId: string | null,
): Promise<InvoiceOrder | null> {
  return db.transaction(async (tx) => {
    const owner = userId === null ? undefined : eq(orders.userId, userId);
    const [o] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), owner))
      .for('update');
    // Paid orders only; a cancelled one keeps its invoice (its refund will have a credit note).
    if (!o?.placedAt || !(PAID_STATUSES as readonly string[]).includes(o.status)) return null;
    await ensureInvoice(tx, orderId);
    const [doc] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, orderId), eq(documents.kind, 'invoice')));
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.position));
    if (!doc) throw new Error('the invoice was issued above');
    return {
      number: doc.number,
      issuedAt: doc.issuedAt,
      orderId,
      placedAt: o.placedAt,
      email: o.email,
      address: o.shippingAddress as Address,
      lines: lines.map((l) => ({
        qty: l.qty,
        item: itemText(l),
        sku: l.sku,
        unitPrice: l.unitPrice,
        gross: l.unitPrice * l.qty - l.discount,
        discount: l.discount,
        vat: l.vat,
      })),
      delivery: { method: o.deliveryMethod, gross: o.shipping, vat: o.shippingVat },
      vatRate: o.vatRate,
      vat: o.vat,
      total: o.total,
    };
  });
}
