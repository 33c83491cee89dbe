import type { Address } from '#shared/contract/checkout.ts';
import type { ShopSettingsValues } from '#shared/contract/settings.ts';
import { formatPence } from '#shared/money.ts';
import type { Pdf } from './pdf.ts';

// What an invoice and a credit note share (decisions 032 and 033): the shop's heading, the customer's address, and
// a table whose rows read quantity, item, net, VAT and total, drawn in DejaVu Sans (pdf.ts's `unicodeFonts`).

export type PaperShop = Pick<ShopSettingsValues, 'name' | 'email' | 'phone' | 'address' | 'timeZone' | 'vat'>;

// Column edges on an A4 page of 50-point margins (545 is the right edge).
export const X = { qty: 50, item: 78, net: 330, vat: 410, gross: 475, right: 545 } as const;

/** A document's number as it is printed and named: its kind's prefix and six digits, INV-000042. */
export const paperNumber = (prefix: 'INV' | 'CN', n: number) => `${prefix}-${String(n).padStart(6, '0')}`;

/** A date as the paperwork prints it, in the shop's time zone: 3 December 2026. */
export const paperDay = (d: Date, timeZone: string) =>
  d.toLocaleDateString('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' });

/** The shop's name, address and VAT number, then the document's `title`. */
export function heading(doc: Pdf, shop: PaperShop, title: string) {
  doc.font('Sans-Bold').fontSize(20).fillColor('#111111').text(shop.name);
  doc.font('Sans').fontSize(9).fillColor('#444444');
  const from = shop.address
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (from.length > 0) doc.text(from.join(', '));
  if (shop.vat.registered) doc.text(`VAT number ${shop.vat.number}`);
  doc.moveDown().font('Sans-Bold').fontSize(14).fillColor('#111111').text(title);
}

/** The customer: the order's address and e-mail, under `label`. */
export function customer(doc: Pdf, label: string, a: Address, email: string) {
  doc.moveDown().font('Sans-Bold').fontSize(10).text(label);
  doc.font('Sans').fontSize(10);
  for (const line of [a.name, a.line1, a.line2, `${a.city} ${a.zip}`, a.country, email]) doc.text(line);
}

export type MoneyRow = { qty: string; item: string; net: string; vat: string; gross: string };

/** One row of the table; amounts right-aligned in their columns, the item wrapping in its own. */
export function row(doc: Pdf, cells: MoneyRow, bold = false) {
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

/** An amount's row: its gross and the VAT inside it, the net being what is left. */
export const amountRow = (qty: string, item: string, gross: number, vat: number): MoneyRow => ({
  qty,
  item,
  net: formatPence(gross - vat),
  vat: formatPence(vat),
  gross: formatPence(gross),
});

export function rule(doc: Pdf) {
  doc.moveTo(X.qty, doc.y).lineTo(X.right, doc.y).strokeColor('#999999').stroke();
  doc.moveDown(0.4);
}

/** The small print under the table, then who to ask. */
export function footnotes(doc: Pdf, shop: PaperShop, notes: string[], about: string) {
  doc.moveDown(0.5).font('Sans').fontSize(9).fillColor('#444444');
  for (const note of notes) doc.text(note, X.qty, doc.y);
  doc
    .moveDown(2)
    .text(
      `Questions about this ${about}? ${shop.email}${shop.phone ? ` · ${shop.phone}` : ''}`,
      X.qty,
      doc.y,
      {
        width: X.right - X.qty,
        align: 'center',
      },
    );
}
