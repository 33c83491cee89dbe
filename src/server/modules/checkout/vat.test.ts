import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderLines, orders } from '#server/db/schema.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { CARDS, shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// VAT at the owner's rate (issue 32, decision 031): off until the owner turns it on, then inside every order, per
// line and on the delivery, to the penny, adding up.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let wig: string;
let pony: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const rows = await insertProducts(t.db, [
    { name: 'Taxed Wig', price: 12_000, lengths: ['14"'] },
    { name: 'Taxed Pony', price: 1_250, lengths: ['12"'] },
  ]);
  wig = rows[0]?.id ?? '';
  pony = rows[1]?.id ?? '';
});
afterAll(() => t.close());

const setVat = async (vat: unknown) => {
  const { version } = (await admin.get('/api/admin/settings')).json();
  return admin.request('PATCH', '/api/admin/settings', { version, values: { vat } });
};

describe('VAT', () => {
  it('is not charged by a shop that has not turned it on', async () => {
    const s = await shopper(t);
    const res = await s.createIntent([{ productId: pony, size: '12"', qty: 1 }]);
    expect(res.json().vat).toBeNull();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(row).toMatchObject({ vatRate: null, vat: 0, shippingVat: 0 });
  });

  it('is refused on without a VAT number, and at a rate that is no rate', async () => {
    const noNumber = await setVat({ registered: true, rate: 2_000, number: '' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().error.message).toContain('Enter your VAT registration number');
    expect((await setVat({ registered: true, rate: 20.5, number: 'GB123456789' })).statusCode).toBe(400);
    expect((await setVat({ registered: true, rate: 2_000, number: 'not a number' })).statusCode).toBe(400);
  });

  it('once on, is inside every line and the delivery, adds up, and is shown and e-mailed', async () => {
    expect((await setVat({ registered: true, rate: 2_000, number: 'gb 123 4567 89' })).statusCode).toBe(200);
    expect((await admin.get('/api/admin/settings')).json().values.vat.number).toBe('GB123456789');
    const s = await shopper(t);
    const items = [
      { productId: wig, size: '14"', qty: 1 },
      { productId: pony, size: '12"', qty: 2 },
    ];
    const quote = await s.post('/api/checkout/quote', { items });
    // £145.00 of goods (free delivery): £120.00 holds £20.00 and £25.00 holds £4.17.
    expect(quote.json().vat).toEqual({ rate: 2_000, amount: 2_417 });
    const res = await s.createIntent(items);
    expect(res.json().vat).toEqual({ rate: 2_000, amount: 2_417 });
    const { orderId, clientSecret } = res.json();
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(lines.map((l) => l.vat).sort((a, b) => a - b)).toEqual([417, 2_000]);
    expect(row).toMatchObject({ vatRate: 2_000, shippingVat: 0, vat: 2_417 });

    expect((await s.pay(clientSecret, CARDS.success)).json().status).toBe('succeeded');
    expect((await s.order(orderId)).json().vat).toEqual({ rate: 2_000, amount: 2_417 });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.email));
    expect(mail?.text).toContain('Includes VAT at 20%: £24.17');
  });

  it('counts the delivery and the discounts: VAT is inside what was paid for each', async () => {
    const s = await shopper(t);
    const res = await s.createIntent([{ productId: pony, size: '12"', qty: 1 }]);
    // £12.50 holds £2.08; the £4.99 delivery holds £0.83.
    expect(res.json().amounts).toMatchObject({ subtotal: 1_250, shipping: 499, total: 1_749 });
    expect(res.json().vat).toEqual({ rate: 2_000, amount: 291 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(row).toMatchObject({ shippingVat: 83, vat: 291 });
  });
});
