import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRedemptions } from '#server/db/schema.ts';
import { insertOrders, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

type View = { id: string; code: string; status: string; held: number; redeemed: number };
const codes = async (): Promise<View[]> => (await admin.get('/api/admin/promotions')).json().codes;
const byCode = async (text: string) => (await codes()).find((c) => c.code === text);

async function createCode(text: string, over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/admin/promotions/codes', {
    code: text,
    kind: 'free_shipping',
    value: 0,
    ...over,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as View;
}

/** Uses of a code, one order each (a redemption belongs to one order), in the given states. */
async function use(codeId: string, states: ('held' | 'redeemed' | 'released')[]) {
  const orders = await insertOrders(
    t.db,
    states.map((s) => ({ status: s === 'held' ? 'awaiting_payment' : 'placed', total: 5_000 })),
  );
  await t.db
    .insert(codeRedemptions)
    .values(orders.map((o, i) => ({ codeId, orderId: o.id, userId: o.userId, state: states[i] })));
}

describe('the status of a code', () => {
  it('is scheduled before its start, expired after its end, paused when paused, else active', async () => {
    await createCode('LATER', { startsAt: inDays(1) });
    await createCode('OVER', { startsAt: inDays(-10), endsAt: inDays(-1) });
    await createCode('RESTING', { paused: true, startsAt: inDays(5) });
    await createCode('NOW', { startsAt: inDays(-1), endsAt: inDays(1) });
    expect((await byCode('LATER'))?.status).toBe('scheduled');
    expect((await byCode('OVER'))?.status).toBe('expired');
    expect((await byCode('RESTING'))?.status).toBe('paused');
    expect((await byCode('NOW'))?.status).toBe('active');
  });

  it('counts held and redeemed uses per code; released ones count for neither', async () => {
    const a = await createCode('COUNTED', { maxRedemptions: 10 });
    const b = await createCode('ALSO-COUNTED');
    await use(a.id, ['held', 'redeemed', 'redeemed', 'released']);
    await use(b.id, ['held', 'held', 'released']);
    expect(await byCode('COUNTED')).toMatchObject({ held: 1, redeemed: 2, status: 'active' });
    expect(await byCode('ALSO-COUNTED')).toMatchObject({ held: 2, redeemed: 0, status: 'active' });
    expect(await byCode('NOW')).toMatchObject({ held: 0, redeemed: 0 });
  });

  it('is used up once held and redeemed uses reach its limit, and active again when one is released', async () => {
    const c = await createCode('ONCE-TWICE', { maxRedemptions: 2 });
    await use(c.id, ['redeemed', 'released']);
    expect(await byCode('ONCE-TWICE')).toMatchObject({ status: 'active', redeemed: 1, held: 0 });
    await use(c.id, ['held']);
    expect(await byCode('ONCE-TWICE')).toMatchObject({ status: 'used_up', redeemed: 1, held: 1 });
    // Raising the limit (a PUT) makes it usable again; its uses stay.
    const put = await admin.request('PUT', `/api/admin/promotions/codes/${c.id}`, {
      code: 'once-twice',
      kind: 'free_shipping',
      value: 0,
      maxRedemptions: 3,
    });
    expect(put.json()).toMatchObject({ status: 'active', redeemed: 1, held: 1, maxRedemptions: 3 });
  });

  it('stays paused even when used up', async () => {
    const c = await createCode('PAUSED-FULL', { maxRedemptions: 1, paused: true });
    await use(c.id, ['redeemed']);
    expect(await byCode('PAUSED-FULL')).toMatchObject({ status: 'paused', redeemed: 1 });
  });

  it('goes, with its uses, when the code is deleted', async () => {
    const c = await createCode('SHORT-LIVED');
    await use(c.id, ['redeemed']);
    expect((await admin.request('DELETE', `/api/admin/promotions/codes/${c.id}`)).statusCode).toBe(204);
    expect(await byCode('SHORT-LIVED')).toBeUndefined();
    expect(await t.db.$count(codeRedemptions, eq(codeRedemptions.codeId, c.id))).toBe(0);
  });
});

describe('the status of an offer', () => {
  it('is scheduled, expired, paused or active by its dates and switch', async () => {
    const make = async (label: string, over: Record<string, unknown>) =>
      (await admin.post('/api/admin/promotions/offers', { label, minQty: 2, percent: 5, ...over })).json();
    expect((await make('later', { startsAt: inDays(2) })).status).toBe('scheduled');
    expect((await make('over', { endsAt: inDays(-2) })).status).toBe('expired');
    expect((await make('resting', { paused: true })).status).toBe('paused');
    expect((await make('now', { endsAt: inDays(2) })).status).toBe('active');
    const offers = (await admin.get('/api/admin/promotions')).json().offers;
    expect(offers.map((o: { label: string; status: string }) => `${o.label}:${o.status}`)).toEqual([
      'now:active',
      'resting:paused',
      'over:expired',
      'later:scheduled',
    ]);
  });
});
