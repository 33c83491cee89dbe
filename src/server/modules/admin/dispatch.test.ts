import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '#server/db/schema.ts';
import { insertOrders, placeOrder, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Issue 32, dispatch: "Mark as shipped" with the parcel's carrier and tracking number, which the customer's e-mail
// and order page show with a link to the carrier's tracking page; and the orders still to ship.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let product: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const [row] = await insertProducts(t.db, [{ name: 'Kinky Curly Bundle', price: 3_000, lengths: ['16"'] }]);
  product = row?.id ?? '';
});
afterAll(() => t.close());

const buy = () => placeOrder(t, [{ productId: product, size: '16"', qty: 1 }]);
const setStatus = (orderId: string, body: object) =>
  admin.request('PATCH', `/api/admin/orders/${orderId}/status`, body);
const statusMails = (to: string) =>
  t.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'order-status')));

describe('marking an order shipped with its tracking number', () => {
  it('keeps the carrier and number, and the e-mail, the order page and the admin show them with the link', async () => {
    const { orderId, customer } = await buy();
    // As people paste it: spaces and small letters.
    const res = await setStatus(orderId, {
      status: 'shipped',
      tracking: { carrier: 'royal_mail', number: ' ab 1234 5678 9gb ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const tracking = {
      carrier: 'royal_mail',
      carrierName: 'Royal Mail',
      number: 'AB123456789GB',
      url: 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    };
    expect(res.json().order.tracking).toEqual(tracking);
    expect((await customer.order(orderId)).json().tracking).toEqual(tracking);
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json().tracking).toEqual(tracking);

    const [mail] = await statusMails(customer.email);
    expect(mail?.text).toContain('Sent with Royal Mail, tracking number AB123456789GB');
    expect(mail?.text).toContain(`Track your parcel: ${tracking.url}`);
    const seen = (await customer.order(orderId)).json();
    expect(seen.history.at(-1)).toMatchObject({ status: 'shipped', note: 'Royal Mail AB123456789GB' });
  });

  it('shows another carrier’s number without a link', async () => {
    const { orderId, customer } = await buy();
    const res = await setStatus(orderId, {
      status: 'shipped',
      tracking: { carrier: 'other', number: 'PF-778899' },
    });
    expect(res.json().order.tracking).toEqual({
      carrier: 'other',
      carrierName: 'Other carrier',
      number: 'PF-778899',
      url: null,
    });
    const [mail] = await statusMails(customer.email);
    expect(mail?.text).toContain('Sent with Other carrier, tracking number PF-778899');
    expect(mail?.text).not.toContain('Track your parcel');
  });

  it('ships without a number when none is given: no tracking, as before', async () => {
    const { orderId, customer } = await buy();
    const res = await setStatus(orderId, { status: 'shipped' });
    expect(res.json()).toMatchObject({ result: 'changed', order: { status: 'shipped', tracking: null } });
    const [mail] = await statusMails(customer.email);
    expect(mail?.text).not.toContain('tracking number');
  });

  it('takes a corrected number on a shipped order as a change, e-mailed; the same number again changes nothing', async () => {
    const { orderId, customer } = await buy();
    await setStatus(orderId, { status: 'shipped', tracking: { carrier: 'dpd', number: '15501234567890' } });
    const corrected = await setStatus(orderId, {
      status: 'shipped',
      tracking: { carrier: 'evri', number: 'H01ABC2345678901' },
    });
    expect(corrected.json()).toMatchObject({
      result: 'changed',
      order: {
        tracking: { carrier: 'evri', url: 'https://www.evri.com/track/parcel/H01ABC2345678901/details' },
      },
    });
    const again = await setStatus(orderId, {
      status: 'shipped',
      tracking: { carrier: 'evri', number: 'h01abc2345678901' },
    });
    expect(again.json().result).toBe('unchanged');
    expect(await statusMails(customer.email)).toHaveLength(2);
    // Moved on to delivered without a number: the parcel's number stays on the order.
    const delivered = await setStatus(orderId, { status: 'delivered' });
    expect(delivered.json().order.tracking.number).toBe('H01ABC2345678901');
  });

  it.each([
    [
      'an unknown carrier',
      { status: 'shipped', tracking: { carrier: 'pigeon', number: 'AB123456789GB' } },
      'carrier',
    ],
    [
      'a number too short',
      { status: 'shipped', tracking: { carrier: 'dpd', number: '12 3' } },
      'tracking number',
    ],
    [
      'a number with other signs',
      { status: 'shipped', tracking: { carrier: 'dpd', number: 'AB12/34<5>' } },
      'tracking number',
    ],
    [
      'a number with another status',
      { status: 'processing', tracking: { carrier: 'dpd', number: '15501234567890' } },
      'Item(s) Shipped',
    ],
  ])('refuses %s with 400 and changes nothing', async (_, body, words) => {
    const { orderId, customer } = await buy();
    const res = await setStatus(orderId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(res.json().error.message).toContain(words);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'placed', trackingCarrier: null, trackingNumber: null });
    expect(await statusMails(customer.email)).toHaveLength(0);
  });
});

describe('the orders still to ship', () => {
  it('are the placed and processing ones, in the list and its CSV export', async () => {
    const now = Date.now() + 120_000;
    const seeded = await insertOrders(t.db, [
      { status: 'placed', total: 1000, email: 'pack@example.com', placedAt: new Date(now - 4_000) },
      { status: 'processing', total: 2000, email: 'pack@example.com', placedAt: new Date(now - 3_000) },
      { status: 'shipped', total: 3000, email: 'pack@example.com', placedAt: new Date(now - 2_000) },
      { status: 'delivered', total: 4000, email: 'pack@example.com', placedAt: new Date(now - 1_000) },
      { status: 'cancelled', total: 5000, email: 'pack@example.com', placedAt: new Date(now) },
    ]);
    const list = (await admin.get('/api/admin/orders?status=to_ship&q=pack@example.com')).json();
    expect(list.items.map((o: { id: string }) => o.id)).toEqual([seeded[1]?.id, seeded[0]?.id]);
    expect(list.total).toBe(2);
    const csv = (await admin.get('/api/admin/orders/export.csv?status=to_ship&q=pack@example.com')).body;
    expect(csv).toContain(seeded[0]?.id);
    expect(csv).toContain(seeded[1]?.id);
    expect(csv).not.toContain(seeded[2]?.id);
  });
});
