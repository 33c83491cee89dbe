import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCounters, documents, mailOutbox } from '#server/db/schema.ts';
import { placeOrder, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { ADDRESS, CARDS, shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { pdfTextOf } from '#server/testing/pdf-text.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Invoices (issue 32, decision 032): numbered without gaps as orders are placed, downloaded by the customer and the
// admin, read back as a printer would (pdftotext), with sums that add up.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let wig: string;
let pony: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_NAME: 'Crown & Glory Hair', SHOP_EMAIL: 'hello@crown.test' } });
  admin = await signedInAdmin(t);
  const rows = await insertProducts(t.db, [
    { name: 'Invoiced Wig', price: 12_000, lengths: ['14"'] },
    { name: 'Invoiced Pony', price: 1_250, lengths: ['12"'] },
  ]);
  wig = rows[0]?.id ?? '';
  pony = rows[1]?.id ?? '';
});
afterAll(() => t.close());

const numberOf = async (orderId: string) =>
  (
    await t.db
      .select({ number: documents.number })
      .from(documents)
      .where(and(eq(documents.orderId, orderId), eq(documents.kind, 'invoice')))
  ).map((d) => d.number);

const money = (text: string) =>
  [...text.matchAll(/£([\d,]+\.\d\d)/g)].map((m) => Number(m[1]?.replace(',', '')) * 100);

describe('an invoice', () => {
  it('is numbered when the order is placed, and reads back with lines, delivery and totals that add up', async () => {
    const { version } = (await admin.get('/api/admin/settings')).json();
    const vatOn = await admin.request('PATCH', '/api/admin/settings', {
      version,
      values: {
        address: '12 Mare Street\nLondon E8 4RP',
        vat: { registered: true, rate: 2_000, number: 'GB123456789' },
      },
    });
    expect(vatOn.statusCode, vatOn.body).toBe(200);
    const customer = await shopper(t);
    const address = { ...ADDRESS, name: 'Zoë Łukasiewicz-Ørsted' };
    const started = await customer.post('/api/create-payment-intent', {
      items: [
        { productId: wig, size: '14"', qty: 1 },
        { productId: pony, size: '12"', qty: 2 },
      ],
      shippingAddress: address,
      billingAddress: address,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { orderId, clientSecret } = started.json();
    expect(await numberOf(orderId)).toEqual([]);
    expect((await customer.pay(clientSecret, CARDS.success)).json().status).toBe('succeeded');
    const [number] = await numberOf(orderId);
    expect(number).toBeGreaterThan(0);
    const name = `INV-${String(number).padStart(6, '0')}`;

    const res = await customer.get(`/api/orders/${orderId}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${name}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfTextOf(res.rawPayload);
    for (const words of [
      'Crown & Glory Hair',
      '12 Mare Street, London E8 4RP',
      'VAT number GB123456789',
      'VAT invoice',
      `Invoice number ${name}`,
      'Zoë Łukasiewicz-Ørsted',
      'Invoiced Wig (Size: 14")',
      'Prices include VAT at 20%',
    ]) {
      expect(text).toContain(words);
    }
    // Each row: net, VAT, total; the Total row is the sum of the rows above it, and net + VAT = total on each.
    const rows = text.split('\n').filter((l) => /£[\d,.]+\s+£[\d,.]+\s+£[\d,.]+\s*$/.test(l));
    const figures = rows.map((l) => money(l).slice(-3) as [number, number, number]);
    const totalRow = figures.at(-1);
    const above = figures.slice(0, -1);
    expect(above).toHaveLength(3); // the two lines and the delivery (free here)
    for (const [net, vat, gross] of figures) expect(net + vat).toBe(gross);
    expect(totalRow).toEqual([0, 1, 2].map((i) => above.reduce((n, r) => n + (r[i] ?? 0), 0)));
    expect(totalRow).toEqual([12_083, 2_417, 14_500]);

    // The confirmation e-mail links to it.
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mail?.text).toContain(`http://shop.test/api/orders/${orderId}/invoice.pdf`);

    // The admin's copy is the same invoice.
    const adminCopy = await admin.get(`/api/admin/orders/${orderId}/invoice.pdf`);
    expect(adminCopy.statusCode).toBe(200);
    expect(pdfTextOf(adminCopy.rawPayload)).toContain(`Invoice number ${name}`);
  });

  it("is nobody else's, and there is none for an unpaid order", async () => {
    const { orderId } = await placeOrder(t, [{ productId: pony, size: '12"', qty: 1 }]);
    const stranger = await shopper(t);
    expect((await stranger.get(`/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice.pdf` })).statusCode,
    ).toBe(401);
    const unpaid = await stranger.createIntent([{ productId: pony, size: '12"', qty: 1 }]);
    expect((await stranger.get(`/api/orders/${unpaid.json().orderId}/invoice.pdf`)).statusCode).toBe(404);
    expect(await numberOf(unpaid.json().orderId)).toEqual([]);
  });

  it('numbers twenty orders paid at the same moment without a gap or a repeat', async () => {
    const checkouts = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const s = await shopper(t);
        const started = await s.createIntent([{ productId: pony, size: '12"', qty: 1 }]);
        return { s, ...(started.json() as { orderId: string; clientSecret: string }) };
      }),
    );
    const paid = await Promise.all(
      checkouts.map(({ s, clientSecret }) => s.pay(clientSecret, CARDS.success)),
    );
    expect(paid.map((p) => p.json().status)).toEqual(Array(20).fill('succeeded'));
    const rows = await t.db
      .select({ number: documents.number })
      .from(documents)
      .where(
        inArray(
          documents.orderId,
          checkouts.map((c) => c.orderId),
        ),
      );
    const numbers = rows.map((r) => r.number).sort((a, b) => a - b);
    expect(numbers).toHaveLength(20);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(19);
    const [counter] = await t.db.select().from(documentCounters).where(eq(documentCounters.kind, 'invoice'));
    expect(counter?.last).toBe(numbers.at(-1));
  });

  it('is numbered on first asking for an order placed before invoices, once however many ask at once', async () => {
    const { orderId, customer } = await placeOrder(t, [{ productId: pony, size: '12"', qty: 1 }]);
    // As an order placed before this version: no invoice yet.
    await t.db.delete(documents).where(eq(documents.orderId, orderId));
    const [before] = await t.db.select().from(documentCounters).where(eq(documentCounters.kind, 'invoice'));
    const answers = await Promise.all([
      customer.get(`/api/orders/${orderId}/invoice.pdf`),
      customer.get(`/api/orders/${orderId}/invoice.pdf`),
      admin.get(`/api/admin/orders/${orderId}/invoice.pdf`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const [number] = await numberOf(orderId);
    expect(number).toBe((before?.last ?? 0) + 1);
    for (const a of answers)
      expect(pdfTextOf(a.rawPayload)).toContain(`INV-${String(number).padStart(6, '0')}`);
  });
});
