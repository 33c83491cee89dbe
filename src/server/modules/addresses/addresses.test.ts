import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedAddresses, users } from '#server/db/schema.ts';
import { ADDRESS, shopper } from '#server/testing/checkout-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '#shared/contract/addresses.ts';

// The customer's address book (issue 33, decision 034), through the API on a real database: their own addresses
// only, one default, at most twenty, and each change made once when two tabs make it at the same moment.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Customer = Awaited<ReturnType<typeof shopper>>;
const HOME = { ...ADDRESS, name: 'Ada at home' };
const WORK = { ...ADDRESS, name: 'Ada at work', line1: '9 Park Row', country: 'gb' };
const MUM = { ...ADDRESS, name: 'Mum', line1: '3 Rue Cler', city: 'Paris', zip: '75007', country: 'France' };

const add = (c: Customer, address: object, makeDefault?: boolean) =>
  c.post('/api/addresses', makeDefault === undefined ? { address } : { address, makeDefault });
const list = async (c: Customer): Promise<SavedAddress[]> => (await c.get('/api/addresses')).json().items;
const names = async (c: Customer) => (await list(c)).map((a) => [a.address.name, a.isDefault]);
const rowsOf = async (c: Customer) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, c.email));
  return t.db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, user?.id ?? ''));
};

describe('the address book', () => {
  it('keeps addresses with the first as the default until another is made it, the default listed first', async () => {
    const ada = await shopper(t);
    expect(await list(ada)).toEqual([]);
    const home = await add(ada, HOME);
    expect(home.statusCode, home.body).toBe(201);
    expect(home.json()).toMatchObject({ address: HOME, isDefault: true });
    const work = await add(ada, WORK);
    // A country by its code is kept by its name.
    expect(work.json()).toMatchObject({ address: { ...WORK, country: 'United Kingdom' }, isDefault: false });
    expect(await names(ada)).toEqual([
      ['Ada at home', true],
      ['Ada at work', false],
    ]);
    expect((await add(ada, MUM, true)).json().isDefault).toBe(true);
    expect(await names(ada)).toEqual([
      ['Mum', true],
      ['Ada at work', false],
      ['Ada at home', false],
    ]);

    // Changed, and made the default again.
    const edited = await ada.request('PUT', `/api/addresses/${home.json().id}`, {
      address: { ...HOME, phone: '+44 7700 900123' },
      makeDefault: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ isDefault: true, address: { phone: '+44 7700 900123' } });
    expect(await names(ada)).toEqual([
      ['Ada at home', true],
      ['Mum', false],
      ['Ada at work', false],
    ]);
  });

  it('gives the default to the most recently changed address when the default is deleted', async () => {
    const ada = await shopper(t);
    const home = (await add(ada, HOME)).json();
    const work = (await add(ada, WORK)).json();
    await add(ada, MUM);
    // Work changed last.
    await ada.request('PUT', `/api/addresses/${work.id}`, { address: { ...WORK, line2: 'Floor 3' } });
    expect((await ada.request('DELETE', `/api/addresses/${home.id}`)).statusCode).toBe(204);
    expect(await names(ada)).toEqual([
      ['Ada at work', true],
      ['Mum', false],
    ]);
    expect((await ada.request('DELETE', `/api/addresses/${home.id}`)).statusCode).toBe(404);
    const mum = (await list(ada)).find((a) => a.address.name === 'Mum');
    expect((await ada.request('DELETE', `/api/addresses/${mum?.id}`)).statusCode).toBe(204);
    expect(await names(ada)).toEqual([['Ada at work', true]]);
    expect((await ada.request('DELETE', `/api/addresses/${work.id}`)).statusCode).toBe(204);
    expect(await list(ada)).toEqual([]);
  });

  it("is nobody else's: another customer can neither read, change nor delete an address, and a visitor has none", async () => {
    const ada = await shopper(t);
    const eve = await shopper(t);
    const home = (await add(ada, HOME)).json();
    expect(await list(eve)).toEqual([]);
    const changed = await eve.request('PUT', `/api/addresses/${home.id}`, {
      address: MUM,
      makeDefault: true,
    });
    expect(changed.statusCode).toBe(404);
    expect(changed.json().error.message).toBe('You have no saved address with this number.');
    expect((await eve.request('DELETE', `/api/addresses/${home.id}`)).statusCode).toBe(404);
    expect(await list(ada)).toEqual([home]);
    for (const [method, url] of [
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses'],
      ['PUT', `/api/addresses/${home.id}`],
      ['DELETE', `/api/addresses/${home.id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : { address: HOME },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses an address with a field missing or a country it does not know, and keeps nothing', async () => {
    const ada = await shopper(t);
    const missing = await add(ada, { ...HOME, city: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('City is required');
    const unknown = await add(ada, { ...HOME, country: 'Atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'We do not know the country "Atlantis". Choose one from the list.',
    );
    expect(await rowsOf(ada)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES}, even when many are added at the same moment, with one default`, async () => {
    const ada = await shopper(t);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 5 }, (_, i) =>
        add(ada, { ...HOME, name: `Friend ${i}` }, i % 3 === 0),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    const full = answers.find((a) => a.statusCode === 409);
    expect(full?.json().error).toEqual({
      code: 'too_many_addresses',
      message: 'You can keep up to 20 addresses. Delete one to add another.',
    });
    const rows = await rowsOf(ada);
    expect(rows).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('has one default when two tabs make different addresses the default at once', async () => {
    const ada = await shopper(t);
    const ids: string[] = [];
    for (const a of [HOME, WORK, MUM]) ids.push((await add(ada, a)).json().id);
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        ids.map((id, i) =>
          ada.request('PUT', `/api/addresses/${id}`, { address: [HOME, WORK, MUM][i], makeDefault: true }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect((await rowsOf(ada)).filter((r) => r.isDefault)).toHaveLength(1);
    }
  });
});
