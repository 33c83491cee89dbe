import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders, placeOrder, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// The accountant's and the packer's export of orders (issue 9; its money columns, issue 17; its items, issue 31):
// GET /api/admin/orders/export.csv, the list's filters applied, every order once however many there are.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

/** The fields of one CSV line as written here: each quoted, a quote inside doubled. */
const fields = (line: string) =>
  [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replace(/""/g, '"'));

describe('GET /api/admin/orders/export.csv', () => {
  it('exports the filtered list with quoted, formula-safe cells', async () => {
    const placedAt = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 6, 1, 9, 30));
    const [a, b] = await insertOrders(t.db, [
      { status: 'processing', total: 12_345, email: '=HYPERLINK("http://x","y")@csv.test', placedAt },
      { status: 'processing', total: 50, email: '+1-sum@csv.test', placedAt },
      { status: 'placed', total: 70, email: '@other@csv.test', placedAt },
    ]);
    const res = await admin.get('/api/admin/orders/export.csv?status=processing&q=csv.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const year = placedAt.getUTCFullYear();
    // July: British Summer Time, an hour ahead of UTC. Same time, so ties fall back to the id, descending.
    const [first, second] = [a, b].sort((x, y) => ((x?.id ?? '') < (y?.id ?? '') ? 1 : -1));
    const line = (o: typeof a) =>
      o === a
        ? `"${a?.id}","${year}-07-01 10:30","'=HYPERLINK(""http://x"",""y"")@csv.test","Processing...","",` +
          `"123.45","0.00","0.00","123.45","0.00","1 × fixture-product (16"")"`
        : `"${b?.id}","${year}-07-01 10:30","'+1-sum@csv.test","Processing...","","0.50","0.00","0.00","0.50","0.00",` +
          `"1 × fixture-product (16"")"`;
    const header =
      '"Order number","Date","Customer e-mail","Status","Discount code","Subtotal (GBP)","Discount (GBP)",' +
      '"Shipping (GBP)","Total (GBP)","Refunded (GBP)","Items"';
    expect(res.body).toBe([header, line(first), line(second), ''].join('\r\n'));
  });

  it('gives each order its discount (offer and code together) and its code, the columns adding up to the total', async () => {
    const placedAt = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 15, 12, 0));
    const [offerAndCode, freeShipping, offerOnly] = await insertOrders(t.db, [
      {
        status: 'delivered',
        total: 8_550,
        email: 'promo@csv.test',
        placedAt,
        offer: { label: '3+ bundles: 10% off', amount: 1_000 },
        code: { code: 'SUMMER-5', amount: 450 },
      },
      // A free-shipping code took nothing off the goods: its waived fee shows as a Shipping of 0.00.
      {
        status: 'delivered',
        total: 5_000,
        email: 'promo@csv.test',
        placedAt,
        code: { code: 'FREESHIP', amount: 0, shipping: 499 },
      },
      {
        status: 'delivered',
        total: 9_000,
        email: 'promo@csv.test',
        placedAt,
        offer: { label: 'Bundle deal', amount: 1_000 },
      },
    ]);
    const res = await admin.get('/api/admin/orders/export.csv?q=promo%40csv.test');
    const lines = res.body.trim().split('\r\n');
    const byId = new Map(lines.slice(1).map((l) => [fields(l)[0] as string, fields(l)]));
    const columns = fields(lines[0] ?? '');
    const cell = (id: string | undefined, column: string) => byId.get(id ?? '')?.[columns.indexOf(column)];
    const money = ['Discount code', 'Subtotal (GBP)', 'Discount (GBP)', 'Shipping (GBP)', 'Total (GBP)'];
    const row = (id: string | undefined) => money.map((c) => cell(id, c));
    expect(row(offerAndCode?.id)).toEqual(['SUMMER-5', '100.00', '14.50', '0.00', '85.50']);
    expect(row(freeShipping?.id)).toEqual(['FREESHIP', '50.00', '0.00', '0.00', '50.00']);
    expect(row(offerOnly?.id)).toEqual(['', '100.00', '10.00', '0.00', '90.00']);
  });

  it('streams every matching order once, across its internal batches', async () => {
    const placedAt = new Date();
    // Many orders at the very same instant: the id must order them, or a batch boundary would repeat or skip.
    await insertOrders(
      t.db,
      Array.from({ length: 2_100 }, () => ({
        status: 'delivered' as const,
        total: 100,
        placedAt,
        email: 'bulk@csv.test',
      })),
    );
    const res = await admin.get('/api/admin/orders/export.csv?q=bulk%40csv.test');
    const rows = res.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2_100);
    expect(new Set(rows.map((r) => r.split(',')[0])).size).toBe(2_100);
  });

  it('lists each order’s items by SKU and length as ordered, in the last column', async () => {
    const [wave] = await insertProducts(t.db, [
      { name: 'Body Wave Bundle', price: 5_000, lengths: ['14"', '22"'] },
    ]);
    const id = wave?.id ?? '';
    const { orderId } = await placeOrder(t, [
      { productId: id, size: '14"', qty: 2 },
      { productId: id, size: '22"', qty: 1 },
    ]);
    const csv = (await admin.get('/api/admin/orders/export.csv')).body.split('\r\n');
    expect(csv.find((l) => l.startsWith(`"${orderId}"`))).toMatch(
      new RegExp(`,"2 × ${id}-14in \\(14""\\); 1 × ${id}-22in \\(22""\\)"$`),
    );
  });
});
