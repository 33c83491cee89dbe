import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '#server/db/schema.ts';
import { signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { SETTINGS_CHANGED } from './repository.ts';

// The owner's settings (issue 32, decision 029): seeded once from the environment, changed in the admin with an
// audit entry, in effect at once.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      SHOP_NAME: 'Crown & Co',
      SHOP_EMAIL: 'hi@crown.test',
      SHOP_TIME_ZONE: 'Asia/Tokyo',
      ORDER_HOLD_MINUTES: '20',
    },
  });
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

const read = async () => (await admin.get('/api/admin/settings')).json();
const patch = (version: number, values: Record<string, unknown>) =>
  admin.request('PATCH', '/api/admin/settings', { version, values });
const zone = (id: string, countries: string[], restOfWorld = false, price = 499) => ({
  id,
  name: id,
  countries,
  restOfWorld,
  methods: [{ id: 'standard', name: 'Standard', days: '', price, freeFrom: null }],
});
const delivery = (zones: unknown[], unserved: string[] = []) => ({ zones, unserved });
const entries = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));

describe('GET /api/admin/settings', () => {
  it("starts from the environment's values, at version 1", async () => {
    const res = await admin.get('/api/admin/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      version: 1,
      values: {
        name: 'Crown & Co',
        email: 'hi@crown.test',
        timeZone: 'Asia/Tokyo',
        orderHoldMinutes: 20,
        cancelWindowMinutes: 60,
        address: '',
      },
    });
  });
});

describe('PATCH /api/admin/settings', () => {
  it('saves the fields given, records who changed what from what, and the shop uses them at once', async () => {
    const { version } = await read();
    const before = (await entries()).length;
    const res = await patch(version, {
      name: '  Crown Hair  ',
      email: 'orders@crown.test',
      address: '1 High Street\nLondon E1 6AN',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: version + 1,
      values: { name: 'Crown Hair', timeZone: 'Asia/Tokyo' },
    });

    const added = (await entries()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      actorEmail: t.config.auth.adminEmail,
      changes: {
        name: { before: 'Crown & Co', after: 'Crown Hair' },
        email: { before: 'hi@crown.test', after: 'orders@crown.test' },
        address: { before: '', after: '1 High Street\nLondon E1 6AN' },
      },
    });
    const history = (await admin.get('/api/admin/settings/changes')).json().items;
    expect(history[0]).toMatchObject({
      by: t.config.auth.adminEmail,
      changes: expect.arrayContaining([{ field: 'name', before: 'Crown & Co', after: 'Crown Hair' }]),
    });

    // The storefront's face and the shop's mail, without a restart.
    expect((await t.app.inject({ method: 'GET', url: '/api/shop' })).json()).toMatchObject({
      name: 'Crown Hair',
      email: 'orders@crown.test',
    });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Do you ship to Cork?' },
    });
    expect(contact.statusCode).toBe(200);
    const [toShop] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'orders@crown.test'));
    expect(toShop?.kind).toBe('contact');
    const [ack] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ada@example.com'));
    expect(ack?.subject).toBe('We received your message to Crown Hair');
  });

  it('writes nothing for a change to the values already saved', async () => {
    const { version, values } = await read();
    const before = (await entries()).length;
    const res = await patch(version, { timeZone: values.timeZone });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(version);
    expect(await entries()).toHaveLength(before);
  });

  it('refuses a save made from an older version, and changes nothing', async () => {
    const { version, values } = await read();
    expect((await patch(version, { phone: '+44 20 0000 0001' })).statusCode).toBe(200);
    const before = (await entries()).length;
    const stale = await patch(version, { phone: '+44 20 0000 0002' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: 'settings_changed', message: SETTINGS_CHANGED } });
    expect((await read()).values.phone).toBe('+44 20 0000 0001');
    expect(await entries()).toHaveLength(before);
    expect(values.phone).not.toBe('+44 20 0000 0002');
  });

  it('of two admins saving from the same version at once, keeps one and tells the other', async () => {
    const { version } = await read();
    const before = (await entries()).length;
    const answers = await Promise.all([
      patch(version, { socialHandle: '@first' }),
      patch(version, { socialHandle: '@second' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const kept = answers.find((r) => r.statusCode === 200)?.json().values.socialHandle;
    expect((await read()).values.socialHandle).toBe(kept);
    expect(await entries()).toHaveLength(before + 1);
  });

  it.each([
    [{ timeZone: 'Mars/Olympus_Mons' }, 'Choose a time zone such as Europe/London'],
    [{ name: '   ' }, "Enter the shop's name"],
    [{ email: 'not-an-address' }, 'Enter an e-mail address customers can write to'],
    [{ orderHoldMinutes: 0 }, 'Hold stock for at least a minute'],
    [{ orderHoldMinutes: 2.5 }, 'Enter whole minutes'],
    [{ cancelWindowMinutes: -1 }, 'Enter 0 or more minutes'],
    [{ socialUrl: 'javascript:alert(1)' }, 'A social link starts with https://'],
    [{ shippingFee: 0 }, 'Unrecognized key'],
    [
      { delivery: delivery([zone('uk', ['GB']), zone('gb-too', ['GB', 'FR'])]) },
      'United Kingdom is in both uk and gb-too',
    ],
    [{ delivery: delivery([zone('a', [], true), zone('b', [], true)]) }, 'Only one zone can be the rest'],
    [{ delivery: delivery([zone('a', [])]) }, 'choose its countries, or make it the rest of the world'],
    [
      { delivery: delivery([{ ...zone('a', ['GB']), methods: [] }]) },
      'A zone needs at least one delivery method',
    ],
    [{ delivery: delivery([zone('a', ['XX'])]) }, 'Choose a country from the list'],
    [{ delivery: delivery([zone('a', ['GB'], false, -1)]) }, 'A price cannot be negative'],
    [{ delivery: delivery([zone('a', ['GB'])], ['GB']) }, 'is in a and also not served'],
    [{ delivery: delivery([]) }, 'Deliver to at least one zone'],
    [{}, 'Change at least one setting'],
  ])('refuses %j clearly and changes nothing', async (values, message) => {
    const before = await read();
    const res = await patch(before.version, values);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining(message),
    });
    expect(await read()).toEqual(before);
  });

  it('is for the admin only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/settings' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the audit trail', () => {
  it('cannot be edited or deleted, even by the shop itself; an account that goes leaves its entries', async () => {
    const [entry] = await entries();
    if (!entry) throw new Error('no entry');
    await expect(
      t.db.execute(sql`UPDATE audit_log SET action = 'x' WHERE id = ${entry.id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM audit_log WHERE id = ${entry.id}`)).rejects.toThrow();
    await t.db.insert(users).values({ id: 'gone-admin', email: 'gone@crown.test' });
    await t.db.insert(auditLog).values({
      actorId: 'gone-admin',
      actorEmail: 'gone@crown.test',
      action: 'settings.update',
      changes: { phone: { before: '', after: '1' } },
    });
    await t.db.delete(users).where(eq(users.id, 'gone-admin'));
    const [left] = await t.db.select().from(auditLog).where(eq(auditLog.actorEmail, 'gone@crown.test'));
    expect(left).toMatchObject({ actorId: null, changes: { phone: { before: '', after: '1' } } });
  });
});

describe('seeding', () => {
  it('happens once: a shop restarted with other environment values keeps what the owner saved', async () => {
    const again = await createTestApp({ database: t.database, env: { SHOP_NAME: 'Env Name Again' } });
    try {
      expect((await again.app.inject({ method: 'GET', url: '/api/shop' })).json().name).toBe('Crown Hair');
    } finally {
      await again.close();
    }
  });
});
