import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRedemptions, discountCodes } from '#server/db/schema.ts';
import { insertOrders } from '#server/testing/admin-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import {
  CODE_TRIES_LIMITED,
  CODE_TRY_LIMITS,
  notAppliedRefusal,
  requireCodeTryAllowed,
  UNKNOWN_CODE,
  usableCode,
} from './code-check.ts';

// Whether a typed code may be used now, by this customer, and the words when not (issue 17).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
let n = 0;
async function code(over: Partial<typeof discountCodes.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(discountCodes)
    .values({ code: `TRY-${++n}`, kind: 'percent', value: 10, ...over })
    .returning();
  if (!row) throw new Error('no code');
  return row;
}
/** Uses of `codeId` by `userId` in the given states, each with an order of its own. */
async function uses(codeId: string, userId: string, states: ('held' | 'redeemed' | 'released')[]) {
  const made = await insertOrders(
    t.db,
    states.map(() => ({ status: 'placed', total: 1_000 })),
  );
  await t.db
    .insert(codeRedemptions)
    .values(made.map((o, i) => ({ codeId, orderId: o.id, userId, state: states[i] })));
}

describe('a typed code', () => {
  it('is found in any case and spacing, and given to the pricing as stored', async () => {
    const c = await code({
      kind: 'fixed',
      value: 500,
      minSubtotal: 2_000,
      combines: false,
      categories: ['Frontal'],
    });
    const found = await usableCode(t.db, ` ${c.code.toLowerCase()} `, 'u1');
    expect(found).toEqual({
      code: {
        id: c.id,
        code: c.code,
        kind: 'fixed',
        value: 500,
        minSubtotal: 2_000,
        target: { categories: ['Frontal'], productIds: [], variantIds: [] },
        combines: false,
      },
    });
  });

  it('is refused alike when unknown or paused, so trying codes reveals nothing', async () => {
    const paused = await code({ paused: true });
    for (const text of ['NO-SUCH-CODE', paused.code]) {
      expect(await usableCode(t.db, text, 'u1')).toEqual({
        refused: { reason: 'unknown', message: UNKNOWN_CODE },
      });
    }
  });

  it('says when it is not valid yet, or no longer', async () => {
    const now = new Date();
    const later = await code({ startsAt: new Date(now.getTime() + HOUR) });
    const over = await code({ endsAt: new Date(now.getTime() - HOUR) });
    expect(await usableCode(t.db, later.code, 'u1', { now })).toMatchObject({
      refused: { reason: 'not_yet', message: 'This code is not valid yet.' },
    });
    expect(await usableCode(t.db, over.code, 'u1', { now })).toMatchObject({
      refused: { reason: 'expired', message: 'This code has expired.' },
    });
  });

  it('counts held and redeemed uses against its limits, never released ones', async () => {
    const once = await code({ maxRedemptions: 2 });
    await uses(once.id, 'someone', ['held', 'released', 'released']);
    expect(await usableCode(t.db, once.code, 'u1')).toHaveProperty('code');
    await uses(once.id, 'another', ['redeemed']);
    expect(await usableCode(t.db, once.code, 'u1')).toEqual({
      refused: { reason: 'used_up', message: 'This code has been used up.' },
    });

    const mine = await code({ perCustomer: 1 });
    await uses(mine.id, 'u2', ['redeemed']);
    expect(await usableCode(t.db, mine.code, 'u2')).toEqual({
      refused: { reason: 'used_by_you', message: 'You have already used this code.' },
    });
    expect(await usableCode(t.db, mine.code, 'u3')).toHaveProperty('code');
    const twice = await code({ perCustomer: 2 });
    await uses(twice.id, 'u2', ['redeemed', 'released']);
    expect(await usableCode(t.db, twice.code, 'u2')).toHaveProperty('code');
    await uses(twice.id, 'u2', ['redeemed']);
    expect(await usableCode(t.db, twice.code, 'u2')).toMatchObject({
      refused: { message: 'You have already used this code 2 times, as often as it allows.' },
    });
  });

  it("does not count the use held by the customer's own unpaid checkout, which their next one replaces", async () => {
    const mine = await code({ perCustomer: 1, maxRedemptions: 1 });
    await uses(mine.id, 'u4', ['held']);
    expect(await usableCode(t.db, mine.code, 'u4')).toHaveProperty('code');
    // Anyone else finds it held.
    expect(await usableCode(t.db, mine.code, 'u5')).toMatchObject({ refused: { reason: 'used_up' } });
  });

  it('words why the pricing did not apply it', () => {
    expect(notAppliedRefusal({ reason: 'minimum', short: 2_000 }).message).toBe(
      'Spend £20.00 more to use this code',
    );
    expect(notAppliedRefusal({ reason: 'not_for_these_items' }).message).toBe(
      'This code does not apply to the items in your cart.',
    );
    expect(notAppliedRefusal({ reason: 'offer_is_better' }).message).toMatch(
      /^Your bundle offer saves you more/,
    );
  });
});

describe('tries of codes', () => {
  it('are counted per shopper and per address: a full address refuses a new shopper there, not one elsewhere', async () => {
    const ip = '203.0.113.77';
    const perShopper = CODE_TRY_LIMITS.user.max;
    const shoppers = Math.ceil(CODE_TRY_LIMITS.ip.max / perShopper);
    for (let s = 0; s < shoppers; s++) {
      for (let i = 0; i < perShopper; i++) await requireCodeTryAllowed(t.db, `try-shopper-${s}`, ip);
    }
    await expect(requireCodeTryAllowed(t.db, 'try-shopper-new', ip)).rejects.toMatchObject({
      statusCode: 429,
      message: CODE_TRIES_LIMITED,
    });
    await expect(
      requireCodeTryAllowed(t.db, 'try-shopper-elsewhere', '198.51.100.9'),
    ).resolves.toBeUndefined();
  });
});
