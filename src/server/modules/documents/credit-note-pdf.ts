import { formatPence } from '#shared/money.ts';
import { shortOrderNumber } from '#shared/order-number.ts';
import type { CreditNote } from '../orders/credit-note.ts';
import { invoiceNumber, tableHead, vatNote } from './invoice-pdf.ts';
import {
  amountRow,
  customer,
  footnotes,
  heading,
  type PaperShop,
  paperDay,
  paperNumber,
  row,
  rule,
} from './money-table.ts';
import { renderPdf, unicodeFonts } from './pdf.ts';

/** A credit note's number as it is printed and named: CN-000007. */
export const creditNoteNumber = (n: number) => paperNumber('CN', n);

/**
 * The credit note of a refund (issue 32, decision 033), laid out as the invoice it refers to: the units, delivery
 * fee and goodwill given back, each with its net, VAT and gross, and the totals, the sums of the columns above.
 */
export function creditNotePdf(note: CreditNote, shop: PaperShop): Promise<Buffer> {
  const number = creditNoteNumber(note.number);
  return renderPdf({ title: `Credit note ${number}`, author: shop.name }, (doc) => {
    unicodeFonts(doc);
    heading(doc, shop, note.vatRate === null ? 'Credit note' : 'VAT credit note');
    doc.font('Sans').fontSize(10).fillColor('#111111');
    doc.text(`Credit note number ${number}`);
    doc.text(`Issued ${paperDay(note.issuedAt, shop.timeZone)}`);
    doc.text(
      `Credits invoice ${invoiceNumber(note.invoice.number)} of ${paperDay(note.invoice.issuedAt, shop.timeZone)}` +
        `, order ${shortOrderNumber(note.orderId)}`,
    );
    doc.text(`Reason: ${note.reason}`);
    customer(doc, 'Credited to', note.address, note.email);
    doc.moveDown(1.5);
    row(doc, tableHead(note.vatRate), true);
    rule(doc);
    for (const l of note.lines) {
      row(doc, amountRow(String(l.qty), `${l.item}${l.sku ? ` · ${l.sku}` : ''}`, l.gross, l.vat));
    }
    if (note.delivery) {
      const { method, gross, vat } = note.delivery;
      row(doc, amountRow('', `Delivery${method ? `: ${method}` : ''}`, gross, vat));
    }
    if (note.goodwill) row(doc, amountRow('', 'Goodwill', note.goodwill.gross, note.goodwill.vat));
    rule(doc);
    row(doc, amountRow('', 'Total credited', note.total, note.vat), true);
    footnotes(
      doc,
      shop,
      [
        vatNote(note.vatRate, 'Amounts'),
        `Refunded to the card that paid for the order: ${formatPence(note.total)}.`,
      ],
      'credit note',
    );
  });
}
