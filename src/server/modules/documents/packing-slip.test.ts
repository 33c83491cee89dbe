import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { pdfTextOf } from '#server/testing/pdf-text.ts';
import { refundRequest } from '#server/testing/refund-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { pdfText } from './pdf.ts';

// Issue 32, dispatch: the packing slip, read back as a packer's printer would print it (poppler's pdftotext).

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_NAME: 'Crown & Glory Hair', SHOP_EMAIL: 'hello@crown.test' } });
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const textOf = pdfTextOf;

describe('GET /api/admin/orders/:id/packing-slip.pdf', () => {
  it('says who the parcel is for and what to pack, less what was refunded, without prices', async () => {
    const [product] = await insertProducts(t.db, [
      {
        name: 'Ombré Body Wave Bundle',
        price: 5_000,
        variants: [
          { length: '14"', stock: 10 },
          { length: '22"', stock: 10 },
        ],
      },
    ]);
    const id = product?.id ?? '';
    const { orderId } = await placeOrder(t, [
      { productId: id, size: '14"', qty: 2 },
      { productId: id, size: '22"', qty: 1 },
    ]);
    // One of the two 14" bundles is refunded before the parcel goes: one is left to pack.
    const refunded = await admin.post(
      `/api/admin/orders/${orderId}/refunds`,
      refundRequest({ lines: [{ position: 0, qty: 1, restock: true }] }),
    );
    expect(refunded.statusCode, refunded.body).toBe(200);

    const res = await admin.get(`/api/admin/orders/${orderId}/packing-slip.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="packing-slip-${orderId.slice(0, 8).toUpperCase()}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = textOf(res.rawPayload);
    expect(text).toContain('Crown & Glory Hair');
    expect(text).toContain('Packing slip');
    expect(text).toContain(`Order ${orderId.slice(0, 8).toUpperCase()}`);
    expect(text).toContain(`Order number ${orderId}`);
    for (const line of ['Ada Shopper', '1 Market Street', 'Flat 2', 'Leeds LS1 1AA', 'United Kingdom']) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/\n1\s+Ombré Body Wave Bundle \(14"\) · 1 refunded, not to pack\s/);
    expect(text).toMatch(/\n1\s+Ombré Body Wave Bundle \(22"\)\s/);
    // Each line's SKU, to pick by (a long one wraps in its column).
    const skus = (await admin.get(`/api/admin/orders/${orderId}`))
      .json()
      .lines.map((l: { sku: string }) => l.sku);
    expect(skus).toHaveLength(2);
    for (const sku of skus) expect(text.replace(/\s+/g, '')).toContain(sku);
    expect(text).toContain('2 items in this parcel');
    expect(text).toContain('hello@crown.test');
    expect(text).not.toMatch(/£|50\.00/);
  });

  it('answers 404 for an unknown order, and refuses a customer', async () => {
    expect((await admin.get('/api/admin/orders/no-such-order/packing-slip.pdf')).statusCode).toBe(404);
    const customer = await shopper(t);
    const res = await customer.get('/api/admin/orders/no-such-order/packing-slip.pdf');
    expect(res.statusCode).toBe(403);
  });
});

describe('pdfText', () => {
  it('keeps what Helvetica writes, spells the shop’s own signs and marks anything else', () => {
    expect(pdfText('Ombré 1B/27 · 22″ — £54.99 “soft”')).toBe('Ombré 1B/27 · 22" — £54.99 “soft”');
    expect(pdfText('Łukasz 王')).toBe('?ukasz ?');
  });
});
