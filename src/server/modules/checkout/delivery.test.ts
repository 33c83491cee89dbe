import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '#server/db/schema.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { ADDRESS, CARDS, shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { Delivery } from '#shared/contract/delivery.ts';

// Delivery zones and methods at the checkout (issue 32, decision 030): the owner's, priced by the server.

const DELIVERY: Delivery = {
  zones: [
    {
      id: 'uk',
      name: 'United Kingdom',
      countries: ['GB'],
      restOfWorld: false,
      methods: [
        { id: 'standard', name: 'Standard', days: '2–4 working days', price: 499, freeFrom: 7_500 },
        { id: 'next-day', name: 'Next day', days: '1 working day', price: 899, freeFrom: null },
      ],
    },
    {
      id: 'eu',
      name: 'Europe',
      countries: ['FR', 'DE', 'IE'],
      restOfWorld: false,
      methods: [{ id: 'tracked', name: 'Tracked', days: '4–6 working days', price: 1_299, freeFrom: 15_000 }],
    },
  ],
  unserved: [],
};

let t: TestApp;
let wig: string;
let pony: string;
beforeAll(async () => {
  t = await createTestApp({ env: { SHIPPING_FEE_PENCE: '399', FREE_SHIPPING_FROM_PENCE: '5000' } });
  const rows = await insertProducts(t.db, [
    { name: 'Delivered Wig', price: 12_000, lengths: ['14"'] },
    { name: 'Delivered Pony', price: 1_250, lengths: ['12"'] },
  ]);
  wig = rows[0]?.id ?? '';
  pony = rows[1]?.id ?? '';
});
afterAll(() => t.close());

const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const ponyLine = () => [{ productId: pony, size: '12"', qty: 1 }];
const checkout = async (country: string, deliveryMethodId?: string, items = ponyLine()) => {
  const s = await shopper(t);
  const address = { ...ADDRESS, country };
  const res = await s.post('/api/create-payment-intent', {
    items,
    shippingAddress: address,
    billingAddress: address,
    ...(deliveryMethodId ? { deliveryMethodId } : {}),
  });
  return { s, res };
};

describe('an upgraded shop', () => {
  it('delivers everywhere at the fee it was configured with, as before delivery zones', async () => {
    for (const country of ['United Kingdom', 'Nigeria', 'US']) {
      const { res } = await checkout(country);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().amounts.shipping).toBe(399);
      expect(res.json().delivery).toMatchObject({
        methodId: 'standard',
        options: [{ name: 'Standard delivery' }],
      });
    }
  });
});

describe('with zones and methods set by the owner', () => {
  beforeAll(async () => {
    const admin = await signedInAdmin(t);
    const { version } = (await admin.get('/api/admin/settings')).json();
    const saved = await admin.request('PATCH', '/api/admin/settings', {
      version,
      values: { delivery: DELIVERY },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('prices the method chosen, keeps it with the order, and names it in the confirmation', async () => {
    const { s, res } = await checkout('GB', 'next-day');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.amounts).toEqual({ subtotal: 1_250, discount: 0, shipping: 899, total: 2_149 });
    expect(body.delivery).toEqual({
      country: 'GB',
      countryName: 'United Kingdom',
      methodId: 'next-day',
      options: [
        { id: 'standard', name: 'Standard', days: '2–4 working days', cost: 499, freeFrom: 7_500 },
        { id: 'next-day', name: 'Next day', days: '1 working day', cost: 899, freeFrom: null },
      ],
    });
    expect((await s.pay(body.clientSecret, CARDS.success)).json().status).toBe('succeeded');
    const order = (await s.order(body.orderId)).json();
    expect(order.delivery).toEqual({ method: 'Next day', country: 'GB', countryName: 'United Kingdom' });
    expect(order.amounts.shipping).toBe(899);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, s.email));
    expect(mail?.text).toContain('Shipping (Next day): £8.99');
  });

  it('frees a method from its own threshold, counted on the goods; a method without one is never free', async () => {
    const wigLine = [{ productId: wig, size: '14"', qty: 1 }];
    expect((await checkout('GB', 'standard', wigLine)).res.json().amounts.shipping).toBe(0);
    expect((await checkout('GB', 'next-day', wigLine)).res.json().amounts.shipping).toBe(899);
    expect((await checkout('France', 'tracked', wigLine)).res.json().amounts.shipping).toBe(1_299);
  });

  it("keeps the address's country by its name, whatever the browser sent", async () => {
    const { s, res } = await checkout('ie', 'tracked');
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(row?.shippingAddress).toMatchObject({ country: 'Ireland' });
    expect(row?.deliveryCountry).toBe('IE');
    expect(s.email).toBeTruthy();
  });

  it.each([
    [
      'a country the shop does not deliver to',
      'Nigeria',
      undefined,
      409,
      'delivery_unavailable',
      'Sorry, we do not deliver to Nigeria.',
    ],
    [
      'a method of another zone',
      'France',
      'next-day',
      409,
      'delivery_unavailable',
      'That delivery method is not offered to France. Please choose another.',
    ],
    [
      'a method that does not exist',
      'GB',
      'drone',
      409,
      'delivery_unavailable',
      'That delivery method is not offered to United Kingdom. Please choose another.',
    ],
    [
      'a country that is no country',
      'Narnia',
      'standard',
      400,
      'bad_request',
      'Choose your country from the list',
    ],
  ])('refuses %s clearly and makes no order', async (_what, country, method, status, code, message) => {
    const before = await orderCount();
    const { res } = await checkout(country, method);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toEqual({ code, message });
    expect(await orderCount()).toBe(before);
  });

  it('prices a delivery price sent by the browser at the server’s price: the body has no place for one', async () => {
    const s = await shopper(t);
    const res = await s.post('/api/create-payment-intent', {
      items: ponyLine(),
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      deliveryMethodId: 'next-day',
      shipping: 0,
      amounts: { shipping: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().amounts.shipping).toBe(899);
  });

  it('quotes the costs to a country before the address is typed, and to the home country without one', async () => {
    const s = await shopper(t);
    const home = await s.post('/api/checkout/quote', { items: ponyLine() });
    expect(home.json().delivery).toMatchObject({ country: 'GB', methodId: 'standard' });
    expect(home.json().amounts.shipping).toBe(499);
    const france = await s.post('/api/checkout/quote', { items: ponyLine(), country: 'FR' });
    expect(france.json().delivery).toMatchObject({ country: 'FR', methodId: 'tracked' });
    expect(france.json().amounts.shipping).toBe(1_299);
    const nowhere = await s.post('/api/checkout/quote', { items: ponyLine(), country: 'NG' });
    expect(nowhere.statusCode).toBe(409);
  });

  it('says where it delivers and at what prices to every visitor', async () => {
    const shop = (await t.app.inject({ method: 'GET', url: '/api/shop' })).json();
    expect(shop.delivery).toEqual(DELIVERY);
  });
});
