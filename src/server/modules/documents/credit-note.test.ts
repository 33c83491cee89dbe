import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCounters, documents, orderRefundLines, orderRefunds } from '#server/db/schema.ts';
import { pdfTextOf } from '#server/testing/pdf-text.ts';
import { mailsTo, REFUND_ENV, refundShop } from '#server/testing/refund-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Credit notes (issue 32, decision 033): one per refund, numbered without gaps in the refund's transaction,
// referring to the order's invoice, with the VAT each refund gives back; read back as a printer would (pdftotext).

let t: TestApp;
let shop: Awaited<ReturnType<typeof refundShop>>;
beforeAll(async () => {
  t = await createTestApp({ env: { ...REFUND_ENV, SHOP_NAME: 'Crown & Glory Hair' } });
  shop = await refundShop(t);
  const { version } = (await shop.admin.get('/api/admin/settings')).json();
  const vatOn = await shop.admin.request('PATCH', '/api/admin/settings', {
    version,
    values: { vat: { registered: true, rate: 2_000, number: 'GB123456789' } },
  });
  expect(vatOn.statusCode, vatOn.body).toBe(200);
});
afterAll(() => t?.close());

const docsOf = (orderId: string) =>
  t.db
    .select()
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .orderBy(documents.kind, documents.number);

const creditNotesOf = async (orderId: string) =>
  (await docsOf(orderId)).filter((d) => d.kind === 'credit_note');

const cn = (n: number) => `CN-${String(n).padStart(6, '0')}`;
const inv = (n: number) => `INV-${String(n).padStart(6, '0')}`;

/** The rows of a table read back: each row's net, VAT and total, in pence. */
function tableRows(text: string) {
  return text
    .split('\n')
    .filter((l) => /£[\d,.]+\s+£[\d,.]+\s+£[\d,.]+\s*$/.test(l))
    .map((l) =>
      [...l.matchAll(/£([\d,]+\.\d\d)/g)]
        .slice(-3)
        .map((m) => Math.round(Number(m[1]?.replace(',', '')) * 100)),
    );
}

describe('a refund', () => {
  it('gets a numbered credit note with the VAT it gives back, which adds up to the invoice when all is refunded', async () => {
    // 2 × £20.00 and 1 × £30.00 with £4.99 delivery: £74.99, of which VAT £6.67 + £5.00 + £0.83 = £12.50.
    const { orderId, customer } = await shop.paidOrder();
    const first = await shop.refund(orderId, {
      lines: [{ position: 0, qty: 1, restock: true }],
      reason: 'One bundle shed',
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await shop.refund(orderId, {
      lines: [
        { position: 0, qty: 1, restock: true },
        { position: 1, qty: 1, restock: false },
      ],
      shipping: true,
      reason: 'Returned unopened',
    });
    expect(second.statusCode, second.body).toBe(200);
    const refunds = await t.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(orderRefunds.createdAt);
    // £20.00 of £40.00 holds £3.33 of the line's £6.67; the second refund holds the rest of the order's VAT.
    expect(refunds.map((r) => [r.amount, r.vat, r.shippingVat])).toEqual([
      [2_000, 333, 0],
      [5_499, 917, 83],
    ]);
    const lineVat = await t.db
      .select({ vat: orderRefundLines.vat })
      .from(orderRefundLines)
      .where(
        inArray(
          orderRefundLines.refundId,
          refunds.map((r) => r.id),
        ),
      );
    expect(lineVat.map((l) => l.vat).sort((a, b) => a - b)).toEqual([333, 334, 500]);

    const docs = await docsOf(orderId);
    const invoice = docs.find((d) => d.kind === 'invoice');
    const notes = docs.filter((d) => d.kind === 'credit_note');
    expect(notes.map((n) => n.refundId)).toEqual(refunds.map((r) => r.id));
    expect(notes[1]?.number).toBe((notes[0]?.number ?? 0) + 1);

    const url = (refundId: string) => `/api/orders/${orderId}/refunds/${refundId}/credit-note.pdf`;
    const res = await customer.get(url(refunds[0]?.id ?? ''));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${cn(notes[0]?.number ?? 0)}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = pdfTextOf(res.rawPayload);
    for (const words of [
      'Crown & Glory Hair',
      'VAT number GB123456789',
      'VAT credit note',
      `Credit note number ${cn(notes[0]?.number ?? 0)}`,
      `Credits invoice ${inv(invoice?.number ?? 0)}`,
      'Reason: One bundle shed',
      'Amounts include VAT at 20%',
    ]) {
      expect(text).toContain(words);
    }
    // One unit and the total: net + VAT = total on each row, and the total is the row above.
    expect(tableRows(text)).toEqual([
      [1_667, 333, 2_000],
      [1_667, 333, 2_000],
    ]);

    const adminCopy = await shop.admin.get(`/api/admin${url(refunds[1]?.id ?? '').slice(4)}`);
    expect(adminCopy.statusCode).toBe(200);
    const secondText = pdfTextOf(adminCopy.rawPayload);
    expect(secondText).toContain(`Credit note number ${cn(notes[1]?.number ?? 0)}`);
    expect(tableRows(secondText)).toEqual([
      [1_666, 334, 2_000],
      [2_500, 500, 3_000],
      [416, 83, 499],
      [4_582, 917, 5_499],
    ]);
    // Every line and the delivery refunded: their VAT is exactly what the invoice charged.
    const invoiceRows = tableRows(
      pdfTextOf((await customer.get(`/api/orders/${orderId}/invoice.pdf`)).rawPayload),
    );
    expect(invoiceRows.at(-1)?.[1]).toBe(333 + 334 + 500 + 83);

    // The refund's e-mail links to its credit note.
    const mails = await mailsTo(t, customer.email, 'order-refund');
    expect(mails.map((m) => m.text.includes(`http://shop.test${url(refunds[0]?.id ?? '')}`))).toContain(true);
  });

  it("of a cancelled order gets one too; it is nobody else's, and names no other order's refund", async () => {
    const { orderId, customer } = await shop.paidOrder();
    const other = await shop.paidOrder();
    expect((await shop.cancel(orderId)).statusCode).toBe(200);
    const [note] = await creditNotesOf(orderId);
    const refundId = note?.refundId ?? '';
    const url = `/api/orders/${orderId}/refunds/${refundId}/credit-note.pdf`;
    const text = pdfTextOf((await customer.get(url)).rawPayload);
    expect(text).toContain('Reason: Out of stock at the supplier');
    expect(tableRows(text).at(-1)).toEqual([6_249, 1_250, 7_499]);
    expect((await other.customer.get(url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await customer.get(`/api/orders/${other.orderId}/refunds/${refundId}/credit-note.pdf`)).statusCode,
    ).toBe(404);
    expect(
      (await shop.admin.get(`/api/admin/orders/${other.orderId}/refunds/${refundId}/credit-note.pdf`))
        .statusCode,
    ).toBe(404);
    expect(await creditNotesOf(other.orderId)).toEqual([]);
  });

  it('made before credit notes existed, of an order without an invoice, gets both numbers when first asked', async () => {
    const { orderId, customer } = await shop.paidOrder();
    expect((await shop.refund(orderId, { goodwill: 1_000 })).statusCode).toBe(200);
    // As a refund and order written before migrations 0036 and 0037 are.
    await t.db.delete(documents).where(eq(documents.orderId, orderId));
    const [refund] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    const url = `/api/orders/${orderId}/refunds/${refund?.id}/credit-note.pdf`;
    const [once, again] = await Promise.all([customer.get(url), shop.admin.get(`/api/admin${url.slice(4)}`)]);
    expect([once.statusCode, again.statusCode]).toEqual([200, 200]);
    const docs = await docsOf(orderId);
    expect(docs.map((d) => d.kind)).toEqual(['credit_note', 'invoice']);
    const text = pdfTextOf(once.rawPayload);
    expect(text).toContain(`Credits invoice ${inv(docs[1]?.number ?? 0)}`);
    // A goodwill amount holds VAT at the order's rate: £10.00 holds £1.67.
    expect(text).toContain('Goodwill');
    expect(tableRows(text)).toEqual([
      [833, 167, 1_000],
      [833, 167, 1_000],
    ]);
  });
});

describe('a refund of units, the delivery and goodwill at once', () => {
  it("gives back the VAT inside each, the goodwill row being what is left of the refund's VAT", async () => {
    const { orderId, customer } = await shop.paidOrder();
    const res = await shop.refund(orderId, {
      lines: [{ position: 0, qty: 1, restock: true }],
      shipping: true,
      goodwill: 1_000,
      reason: 'Late and tangled',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect([refund?.amount, refund?.vat, refund?.shippingVat]).toEqual([3_499, 583, 83]);
    const url = `/api/orders/${orderId}/refunds/${refund?.id}/credit-note.pdf`;
    // £20.00 of units holds £3.33, the £4.99 delivery £0.83, the £10.00 goodwill £1.67.
    expect(tableRows(pdfTextOf((await customer.get(url)).rawPayload))).toEqual([
      [1_667, 333, 2_000],
      [416, 83, 499],
      [833, 167, 1_000],
      [2_916, 583, 3_499],
    ]);
  });
});

describe('credit notes made at the same moment', () => {
  it('are numbered without a gap or a repeat, one per refund', async () => {
    const orders = await Promise.all(Array.from({ length: 10 }, () => shop.paidOrder()));
    const counter = () =>
      t.db
        .select({ last: documentCounters.last })
        .from(documentCounters)
        .where(eq(documentCounters.kind, 'credit_note'));
    const before = (await counter())[0]?.last ?? 0;
    const answers = await Promise.all(
      orders.flatMap(({ orderId }) => [
        shop.refund(orderId, { goodwill: 100 }),
        shop.refund(orderId, { lines: [{ position: 1, qty: 1, restock: true }] }),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const notes = await t.db
      .select({ number: documents.number })
      .from(documents)
      .where(and(eq(documents.kind, 'credit_note'), sql`${documents.number} > ${before}`));
    expect((await counter())[0]?.last).toBe(before + 20);
    expect(notes.map((n) => n.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => before + i + 1),
    );
  });
});
