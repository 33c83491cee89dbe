import { formatPence } from '#shared/money.ts';
import { shortOrderNumber } from '#shared/order-number.ts';
import { vatRateText } from '#shared/vat.ts';
import type { InvoiceLine, InvoiceOrder } from '../orders/invoice.ts';
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

/** An invoice's number as it is printed and named: INV-000042. */
export const invoiceNumber = (n: number) => paperNumber('INV', n);

/** The table's heading row, with the rate in the VAT column's head when VAT was charged. */
export const tableHead = (vatRate: number | null) => ({
  qty: 'Qty',
  item: 'Item',
  net: 'Net',
  vat: `VAT${vatRate === null ? '' : ` (${vatRateText(vatRate)})`}`,
  gross: 'Total',
});

/** How the VAT was worked out, or that there was none. */
export const vatNote = (vatRate: number | null, what = 'Prices') =>
  vatRate === null
    ? 'No VAT was charged.'
    : `${what} include VAT at ${vatRateText(vatRate)}, worked out for each line to the nearest penny.`;

/**
 * The invoice of a placed order (issue 32, decision 032): the shop (name, address, VAT number), the customer's
 * address, the order's lines and delivery with each one's net, VAT and gross (decision 031's per-line VAT), and
 * the totals, which are the sums of the columns above them. "VAT invoice" when the shop charged VAT.
 */
export function invoicePdf(inv: InvoiceOrder, shop: PaperShop): Promise<Buffer> {
  const number = invoiceNumber(inv.number);
  return renderPdf({ title: `Invoice ${number}`, author: shop.name }, (doc) => {
    unicodeFonts(doc);
    heading(doc, shop, inv.vatRate === null ? 'Invoice' : 'VAT invoice');
    doc.font('Sans').fontSize(10).fillColor('#111111');
    doc.text(`Invoice number ${number}`);
    doc.text(`Issued ${paperDay(inv.issuedAt, shop.timeZone)}`);
    doc.text(
      `Order ${shortOrderNumber(inv.orderId)}, placed and paid ${paperDay(inv.placedAt, shop.timeZone)}`,
    );
    customer(doc, 'Billed and delivered to', inv.address, inv.email);
    doc.moveDown(1.5);
    row(doc, tableHead(inv.vatRate), true);
    rule(doc);
    for (const line of inv.lines) row(doc, lineCells(line));
    if (inv.delivery.gross > 0 || inv.delivery.method) {
      const { gross, vat, method } = inv.delivery;
      row(doc, amountRow('', `Delivery${method ? `: ${method}` : ''}`, gross, vat));
    }
    rule(doc);
    row(doc, amountRow('', 'Total', inv.total, inv.vat), true);
    footnotes(
      doc,
      shop,
      [vatNote(inv.vatRate), `Paid in full by card: ${formatPence(inv.total)}.`],
      'invoice',
    );
  });
}

function lineCells(l: InvoiceLine) {
  const discount = l.discount > 0 ? `, less ${formatPence(l.discount)} discount` : '';
  const item = `${l.item}${l.sku ? ` · ${l.sku}` : ''} at ${formatPence(l.unitPrice)}${discount}`;
  return amountRow(String(l.qty), item, l.gross, l.vat);
}
