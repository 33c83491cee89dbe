import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes } from '#server/db/schema.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { authClient, type Method } from '#server/testing/auth-client.ts';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let product: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const [row] = await insertProducts(t.db, [{ name: 'Body Wave Bundle', price: 4_000 }]);
  product = row?.id ?? '';
});
afterAll(() => t.close());

const CODES = '/api/admin/promotions/codes';
const OFFERS = '/api/admin/promotions/offers';
const list = async () => (await admin.get('/api/admin/promotions')).json();
const code = (over: Record<string, unknown> = {}) => ({
  code: 'summer-10',
  kind: 'percent',
  value: 10,
  ...over,
});
const offer = (over: Record<string, unknown> = {}) => ({
  label: '3+ bundles: 10% off',
  minQty: 3,
  percent: 10,
  ...over,
});

describe('discount codes', () => {
  it('creates a code stored upper-case, with the defaults, and lists it', async () => {
    const res = await admin.post(CODES, code({ code: ' summer-10 ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'SUMMER-10',
      kind: 'percent',
      value: 10,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      maxRedemptions: null,
      perCustomer: null,
      target: { categories: [], productIds: [], variantIds: [] },
      combines: true,
      paused: false,
      status: 'active',
      redeemed: 0,
      held: 0,
    });
    const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, res.json().id));
    expect(row?.code).toBe('SUMMER-10');
    expect((await list()).codes).toContainEqual(res.json());
  });

  it('refuses the same code in another case with 409, writing nothing', async () => {
    const res = await admin.post(CODES, code({ code: 'Summer-10', kind: 'fixed', value: 500 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'conflict', message: 'A code SUMMER-10 already exists.' } });
    const rows = await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'SUMMER-10'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('percent');
  });

  it('replaces a code’s fields; renaming it onto another code is refused', async () => {
    const created = (await admin.post(CODES, code({ code: 'welcome' }))).json();
    const body = code({
      code: 'welcome-5',
      kind: 'fixed',
      value: 500,
      minSubtotal: 5_000,
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2099-01-01T00:00:00+01:00',
      maxRedemptions: 100,
      perCustomer: 1,
      target: { categories: ['Frontal'], productIds: [product] },
      combines: false,
    });
    const res = await admin.request('PUT', `${CODES}/${created.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ...body,
      id: created.id,
      code: 'WELCOME-5',
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2098-12-31T23:00:00.000Z',
      createdAt: created.createdAt,
      status: 'active',
    });
    // Saving it again unchanged is not a conflict with itself.
    expect((await admin.request('PUT', `${CODES}/${created.id}`, body)).statusCode).toBe(200);
    const clash = await admin.request('PUT', `${CODES}/${created.id}`, code({ code: 'summer-10' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('A code SUMMER-10 already exists.');
  });

  it('deletes a code (204), then answers 404 for it', async () => {
    const created = (await admin.post(CODES, code({ code: 'gone-soon' }))).json();
    const res = await admin.request('DELETE', `${CODES}/${created.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list()).codes.map((c: { id: string }) => c.id)).not.toContain(created.id);
    expect((await admin.request('DELETE', `${CODES}/${created.id}`)).statusCode).toBe(404);
    const put = await admin.request('PUT', `${CODES}/${created.id}`, code({ code: 'gone-soon' }));
    expect(put.statusCode).toBe(404);
    expect(put.json().error).toEqual({ code: 'not_found', message: 'No discount code has this id.' });
  });

  it('lists codes newest first', async () => {
    const a = (await admin.post(CODES, code({ code: 'first-one' }))).json();
    const b = (await admin.post(CODES, code({ code: 'second-one' }))).json();
    const ids = (await list()).codes.map((c: { id: string }) => c.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(ids.indexOf(b.id)).toBe(0);
  });
});

describe('validation, with the contract’s messages', () => {
  it.each([
    ['percent 0', code({ value: 0 }), 'value: A percentage is from 1 to 100'],
    ['percent 101', code({ value: 101 }), 'value: A percentage is from 1 to 100'],
    ['fixed without value', code({ kind: 'fixed', value: 0 }), 'value: Enter the amount off'],
    [
      'free shipping with value',
      code({ kind: 'free_shipping', value: 5 }),
      'value: Free shipping has no value',
    ],
    [
      'end before start',
      code({ startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }),
      'endsAt: The end must be after the start',
    ],
    ['bad code text', code({ code: 'summer 10' }), 'code: A code is 2 to 32 letters, digits or dashes'],
    ['one-letter code', code({ code: 'x' }), 'code: A code is 2 to 32 letters, digits or dashes'],
    ['unknown category', code({ target: { categories: ['Wigs'] } }), 'target/categories/0: Invalid option'],
  ])('refuses a code: %s', async (_, body, message) => {
    const before = (await list()).codes.length;
    const res = await admin.post(CODES, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(res.json().error.message).toContain(message);
    expect((await list()).codes).toHaveLength(before);
  });

  it.each([
    ['no label', offer({ label: '  ' }), 'label: Give the offer a label'],
    ['1 item', offer({ minQty: 1 }), 'minQty: At least 2 items'],
    ['91%', offer({ percent: 91 }), 'percent: At most 90%'],
    [
      'end before start',
      offer({ startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-02T00:00:00Z' }),
      'endsAt: The end must be after the start',
    ],
    ['a date without offset', offer({ startsAt: '2026-12-02' }), 'startsAt: Use a date and time such as'],
  ])('refuses an offer: %s', async (_, body, message) => {
    const res = await admin.post(OFFERS, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('refuses product ids that are not products, saying how many', async () => {
    const target = { productIds: [product, 'no-such-product', 'nor-this-one', 'no-such-product'] };
    const res = await admin.post(CODES, code({ code: 'targeted', target }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('2 of the chosen products do not exist.');
    const one = await admin.post(OFFERS, offer({ target: { productIds: ['no-such-product'] } }));
    expect(one.json().error.message).toBe('1 of the chosen products does not exist.');
    const ok = await admin.post(CODES, code({ code: 'targeted', target: { productIds: [product] } }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().target).toEqual({ categories: [], productIds: [product], variantIds: [] });
  });
});

describe('bundle offers', () => {
  it('creates, lists, replaces and deletes an offer', async () => {
    const res = await admin.post(OFFERS, offer({ target: { categories: ['Human hair'] } }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      label: '3+ bundles: 10% off',
      minQty: 3,
      percent: 10,
      target: { categories: ['Human hair'], productIds: [] },
      startsAt: null,
      endsAt: null,
      paused: false,
      status: 'active',
    });
    expect((await list()).offers[0]).toEqual(created);

    const put = await admin.request(
      'PUT',
      `${OFFERS}/${created.id}`,
      offer({ label: '4+: 15%', percent: 15 }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      id: created.id,
      label: '4+: 15%',
      percent: 15,
      createdAt: created.createdAt,
    });

    expect((await admin.request('DELETE', `${OFFERS}/${created.id}`)).statusCode).toBe(204);
    expect((await list()).offers.map((o: { id: string }) => o.id)).not.toContain(created.id);
    const again = await admin.request('PUT', `${OFFERS}/${created.id}`, offer());
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('No bundle offer has this id.');
    expect((await admin.request('DELETE', `${OFFERS}/${created.id}`)).statusCode).toBe(404);
  });
});

describe('who may use them', () => {
  const ROUTES: [Method, string][] = [
    ['GET', '/api/admin/promotions'],
    ['POST', CODES],
    ['PUT', `${CODES}/some-id`],
    ['DELETE', `${CODES}/some-id`],
    ['POST', OFFERS],
    ['PUT', `${OFFERS}/some-id`],
    ['DELETE', `${OFFERS}/some-id`],
  ];

  it('answers 401 to a visitor and 403 to a shopper on every route, writing nothing', async () => {
    const customer = await shopper(t);
    const visitor = authClient(t);
    const before = await list();
    for (const [method, url] of ROUTES) {
      const body = method === 'POST' || method === 'PUT' ? code({ code: 'sneaky' }) : undefined;
      expect((await visitor.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const res = await customer.request(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect(await list()).toEqual(before);
  });

  it('describes every route in the OpenAPI document under admin', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const [method, url] of ROUTES) {
      const op = doc.paths[url.replace('some-id', '{id}')]?.[method.toLowerCase()];
      expect(op?.tags, `${method} ${url}`).toEqual(['admin']);
      expect(op?.summary).toBeTruthy();
    }
  });
});
