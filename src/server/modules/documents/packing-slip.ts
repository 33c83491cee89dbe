import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import type { ShopSettingsValues } from '#shared/contract/settings.ts';
import { shortOrderNumber } from '#shared/order-number.ts';
import { type Pdf, pdfText, renderPdf } from './pdf.ts';

/** The owner's settings the slip shows: who the parcel is from, and where to write or send it back. */
type Shop = Pick<ShopSettingsValues, 'name' | 'email' | 'phone' | 'address' | 'timeZone'>;

/**
 * The packing slip that goes in the parcel (issue 32: dispatch): who it is for, and what to pack — each line's
 * units less those already refunded, with its options and SKU to pick by — and no prices (a gift may be sent to
 * someone else). Dates in the shop's time zone.
 */
export function packingSlipPdf(order: AdminOrder, shop: Shop): Promise<Buffer> {
  const number = shortOrderNumber(order.id);
  return renderPdf({ title: `Packing slip ${number}`, author: shop.name }, (doc) => {
    header(doc, shop, order, number);
    shipTo(doc, order.shippingAddress);
    items(doc, order.lines);
    doc
      .moveDown(2)
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#444444')
      .text(pdfText(`Questions about this parcel? ${shop.email}${shop.phone ? ` · ${shop.phone}` : ''}`), {
        align: 'center',
      });
  });
}

function header(doc: Pdf, shop: Shop, order: AdminOrder, number: string) {
  const placed = new Date(order.placedAt ?? order.createdAt).toLocaleDateString('en-GB', {
    timeZone: shop.timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111111').text(pdfText(shop.name));
  // The business address, where the owner set one: where a return goes.
  const from = shop.address
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (from.length > 0)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#444444')
      .text(pdfText(from.join(', ')));
  doc.font('Helvetica').fontSize(12).fillColor('#444444').text('Packing slip');
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).fillColor('#111111').text(`Order ${number}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#444444')
    .text(`Placed ${placed}`)
    .text(`Order number ${order.id}`);
}

function shipTo(doc: Pdf, a: AdminOrder['shippingAddress']) {
  doc.moveDown().font('Helvetica-Bold').fontSize(11).fillColor('#111111').text('Ship to');
  doc.font('Helvetica').fontSize(11);
  for (const line of [a.name, a.line1, a.line2, `${a.city} ${a.zip}`, a.country, a.phone]) {
    doc.text(pdfText(line));
  }
}

const COLUMNS = { qty: 50, item: 100, sku: 390 } as const;

function items(doc: Pdf, lines: AdminOrder['lines']) {
  doc.moveDown(1.5);
  const headY = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#111111');
  doc.text('Qty', COLUMNS.qty, headY).text('Item', COLUMNS.item, headY).text('SKU', COLUMNS.sku, headY);
  doc
    .moveTo(COLUMNS.qty, doc.y + 2)
    .lineTo(545, doc.y + 2)
    .strokeColor('#999999')
    .stroke();
  doc.font('Helvetica').fontSize(10);
  let units = 0;
  for (const line of lines) {
    const toPack = line.qty - line.refundedQty;
    units += toPack;
    doc.moveDown(0.6);
    const y = doc.y;
    const item = `${line.name} (${line.size})${line.refundedQty > 0 ? ` · ${line.refundedQty} refunded, not to pack` : ''}`;
    doc.text(String(toPack), COLUMNS.qty, y);
    doc.text(pdfText(line.sku ?? '-'), COLUMNS.sku, y, { width: 155 });
    doc.text(pdfText(item), COLUMNS.item, y, { width: COLUMNS.sku - COLUMNS.item - 10 });
  }
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .text(`${units} ${units === 1 ? 'item' : 'items'} in this parcel`, COLUMNS.qty, doc.y, { width: 495 });
}
