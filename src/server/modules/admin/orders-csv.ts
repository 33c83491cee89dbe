import type { AdminOrderRow } from '#shared/contract/admin-orders.ts';
import { ORDER_STATUS_LABELS } from '#shared/order-status.ts';

// The accountant's export (issue 9): RFC 4180 CSV, every field quoted, lines ended by CRLF.

/**
 * One CSV field. A text that a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return before one) gets a leading apostrophe, as OWASP advises, so a customer cannot plant a formula through
 * their e-mail address. Quotes are doubled and the field is always quoted.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (fields: string[]) => `${fields.map(csvField).join(',')}\r\n`;

/** An order as exported: its list row, and its money in full (issue 17). */
export type OrderExportRow = AdminOrderRow & {
  subtotal: number;
  /** What the bundle offer and the discount code took off the goods, together, in pence. */
  discount: number;
  shipping: number;
  /** The discount code applied, upper-case, or null. */
  discountCode: string | null;
  /** What was bought, line by line as ordered: `2 × brazilian-body-wave-22in (22")`, joined by '; '. */
  items: string;
};

// The money columns add up: Subtotal − Discount + Shipping = Total. Discount is the bundle offer's and the code's
// discounts on the goods together; a shipping fee the code waived is not in it: it shows in Shipping as 0.
export const ORDERS_CSV_HEADER = [
  'Order number',
  'Date',
  'Customer e-mail',
  'Status',
  'Discount code',
  'Subtotal (GBP)',
  'Discount (GBP)',
  'Shipping (GBP)',
  'Total (GBP)',
  'Refunded (GBP)',
  // Last, so a spreadsheet built on the columns before it keeps working (issue 31).
  'Items',
];

/** Formats an instant as "2026-11-23 14:05" in the shop's time zone: what a spreadsheet reads as a date. */
export function shopDateTime(timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => {
    const parts = format.formatToParts(new Date(iso));
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
  };
}

/** Pounds with two decimals and no currency sign or separators, so spreadsheets read it as a number. */
const pounds = (pence: number) => (pence / 100).toFixed(2);

/** The header, then one line per order as the rows arrive. */
export async function* ordersCsv(rows: AsyncIterable<OrderExportRow>, timeZone: string) {
  const date = shopDateTime(timeZone);
  yield csvLine(ORDERS_CSV_HEADER);
  for await (const o of rows) {
    yield csvLine([
      o.id,
      date(o.placedAt),
      o.email,
      ORDER_STATUS_LABELS[o.status],
      o.discountCode ?? '',
      pounds(o.subtotal),
      pounds(o.discount),
      pounds(o.shipping),
      pounds(o.total),
      pounds(o.refunded),
      o.items,
    ]);
  }
}

/**
 * `rows` with its first row already read: the export's first query runs before the answer starts, so a query
 * that fails is an error reply, never a 200 file cut short after its header. (A later batch that fails ends the
 * transfer without its closing chunk: Fastify destroys the socket, and no client takes it for a whole file.)
 */
export async function firstRowRead<T>(rows: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
}
