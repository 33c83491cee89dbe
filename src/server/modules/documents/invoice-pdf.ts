import type { ShopSettingsValues } from '#shared/contract/settings.ts';
import { formatPence } from '#shared/money.ts';
import { shortOrderNumber } from '#shared/order-number.ts';
import { vatRateText } from '#shared/vat.ts';
import type { InvoiceLine, InvoiceOrder } from '../orders/invoice.ts';
import { type Pdf, renderPdf, unicodeFonts } from './pdf.ts';

type Shop = Pick<ShopSettingsValues, 'name' | 'email' | 'phone' | 'address' | 'timeZone' | 'vat'>;

/** An invoice's number as it is printed and named: INV-000042. */
export const invoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`;

// Column edges on an A4 page of 50-point margins (545 is the right edge).
const X = { qty: 50, item: 78, net: 330, vat: 410, gross: 475, right: 545 } as const;

/**
 * The invoice of a placed order (issue 32, decision 032): the shop (name, address, VAT number), the customer's
 * address, the order's lines and delivery with each one's net, VAT and gross (decision 031's per-line VAT), and
 * the totals, which are the sums of the columns above them. "VAT invoice" when the shop charged VAT.
 */
export function invoicePdf(inv: InvoiceOrder, shop: Shop): Promise<Buffer> {
  const number = invoiceNumber(inv.number);
  const charged = inv.vatRate !== null;
  return renderPdf({ title: `Invoice ${number}`, author: shop.name }, (doc) => {
    unicodeFonts(doc);
    header(doc, shop, charged);
    facts(doc, inv, number, shop.timeZone);
    billTo(doc, inv);
    table(doc, inv);
    doc
      .moveDown(2)
      .font('Sans')
      .fontSize(9)
      .fillColor('#444444')
      .text(
        `Questions about this invoice? ${shop.email}${shop.phone ? ` · ${shop.phone}` : ''}`,
        X.qty,
        doc.y,
        {
          width: X.right - X.qty,
          align: 'center',
        },
      );
  });
}

function header(doc: Pdf, shop: Shop, charged: boolean) {
  doc.font('Sans-Bold').fontSize(20).fillColor('#111111').text(shop.name);
  doc.font('Sans').fontSize(9).fillColor('#444444');
  const from = shop.address
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (from.length > 0) doc.text(from.join(', '));
  if (shop.vat.registered) doc.text(`VAT number ${shop.vat.number}`);
  doc
    .moveDown()
    .font('Sans-Bold')
    .fontSize(14)
    .fillColor('#111111')
    .text(charged ? 'VAT invoice' : 'Invoice');
}

function facts(doc: Pdf, inv: InvoiceOrder, number: string, timeZone: string) {
  const day = (d: Date) =>
    d.toLocaleDateString('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' });
  doc.font('Sans').fontSize(10).fillColor('#111111');
  doc.text(`Invoice number ${number}`);
  doc.text(`Issued ${day(inv.issuedAt)}`);
  doc.text(`Order ${shortOrderNumber(inv.orderId)}, placed and paid ${day(inv.placedAt)}`);
}

function billTo(doc: Pdf, inv: InvoiceOrder) {
  const a = inv.address;
  doc.moveDown().font('Sans-Bold').fontSize(10).text('Billed and delivered to');
  doc.font('Sans').fontSize(10);
  for (const line of [a.name, a.line1, a.line2, `${a.city} ${a.zip}`, a.country, inv.email]) doc.text(line);
}

function row(
  doc: Pdf,
  cells: { qty: string; item: string; net: string; vat: string; gross: string },
  bold = false,
) {
  doc
    .font(bold ? 'Sans-Bold' : 'Sans')
    .fontSize(9)
    .fillColor('#111111');
  const y = doc.y;
  const money = (text: string, x: number, right: number) =>
    doc.text(text, x, y, { width: right - x - 6, align: 'right', lineBreak: false });
  money(cells.net, X.net, X.vat);
  money(cells.vat, X.vat, X.gross);
  money(cells.gross, X.gross, X.right + 6);
  doc.text(cells.qty, X.qty, y, { lineBreak: false });
  doc.text(cells.item, X.item, y, { width: X.net - X.item - 8 });
  doc.moveDown(0.5);
}

function table(doc: Pdf, inv: InvoiceOrder) {
  doc.moveDown(1.5);
  const rate = inv.vatRate === null ? '' : ` (${vatRateText(inv.vatRate)})`;
  row(doc, { qty: 'Qty', item: 'Item', net: 'Net', vat: `VAT${rate}`, gross: 'Total' }, true);
  rule(doc);
  for (const line of inv.lines) row(doc, lineCells(line));
  if (inv.delivery.gross > 0 || inv.delivery.method) {
    const { gross, vat } = inv.delivery;
    row(doc, {
      qty: '',
      item: `Delivery${inv.delivery.method ? `: ${inv.delivery.method}` : ''}`,
      net: formatPence(gross - vat),
      vat: formatPence(vat),
      gross: formatPence(gross),
    });
  }
  rule(doc);
  row(
    doc,
    {
      qty: '',
      item: 'Total',
      net: formatPence(inv.total - inv.vat),
      vat: formatPence(inv.vat),
      gross: formatPence(inv.total),
    },
    true,
  );
  doc.moveDown(0.5).font('Sans').fontSize(9).fillColor('#444444');
  doc.text(
    inv.vatRate === null
      ? 'No VAT was charged.'
      : `Prices include VAT at ${vatRateText(inv.vatRate)}, worked out for each line to the nearest penny.`,
    X.qty,
    doc.y,
  );
  doc.text(`Paid in full by card: ${formatPence(inv.total)}.`, X.qty, doc.y);
}

function lineCells(l: InvoiceLine) {
  const discount = l.discount > 0 ? `, less ${formatPence(l.discount)} discount` : '';
  return {
    qty: String(l.qty),
    item: `${l.item}${l.sku ? ` · ${l.sku}` : ''} at ${formatPence(l.unitPrice)}${discount}`,
    net: formatPence(l.gross - l.vat),
    vat: formatPence(l.vat),
    gross: formatPence(l.gross),
  };
}

function rule(doc: Pdf) {
  doc.moveTo(X.qty, doc.y).lineTo(X.right, doc.y).strokeColor('#999999').stroke();
  doc.moveDown(0.4);
}
