import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.ts';
import { CARDS, shopper } from '#server/testing/checkout-fixtures.ts';
import { PROMOTION_ENV, promotionShop } from '#server/testing/promotion-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// A code's limits under concurrency (issue 17, decision 020): checkouts using one code are checked one after the
// other under a lock on its row, so its limits hold however many shoppers (or one shopper's tabs) try at once.

let t: TestApp;
let shop: Awaited<ReturnType<typeof promotionShop>>;
beforeAll(async () => {
  t = await createTestApp({ env: PROMOTION_ENV });
  shop = await promotionShop(t);
});
afterAll(() => t?.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;
const code = (over?: Parameters<typeof shop.code>[0]) => shop.code(over);
const oneFrontal = () => shop.oneFrontal();
const checkout: typeof shop.checkout = (...args) => shop.checkout(...args);
const uses = (codeId: string) => shop.uses(codeId);

describe('a code many customers use', () => {
  it('lets 12 replace their checkouts with it while 12 others start theirs, at the same moment', async () => {
    const c = await code();
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 24; i++) shoppers.push(await shopper(t));
    const returning = shoppers.slice(0, 12);
    for (const a of await Promise.all(returning.map((s) => checkout(s, [oneFrontal()], c.code)))) {
      expect(a.statusCode, a.body).toBe(200);
    }
    // A replacing checkout gives the earlier one's units back (locking the product) and holds the code again; a
    // first one holds the code, then takes its units (locking the product). Were the replacing one to take these
    // locks in the other order, two checkouts would wait for each other for ever: one would answer 500.
    const answers = await Promise.all(shoppers.map((s) => checkout(s, [oneFrontal()], c.code)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const states = (await uses(c.id)).map((u) => u.state).sort();
    expect(states).toEqual([...Array(24).fill('held'), ...Array(12).fill('released')]);
  });
});

describe('a code limited to one use', () => {
  it('is held and redeemed once when 50 shoppers check out with it at the same moment', async () => {
    const c = await code({ maxRedemptions: 1 });
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 50; i++) shoppers.push(await shopper(t));
    const answers = await Promise.all(shoppers.map((s) => checkout(s, [oneFrontal()], c.code)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode, a.body).toBe(409);
      expect(a.json().error).toEqual({ code: 'code_refused', message: 'This code has been used up.' });
    }
    expect((await uses(c.id)).map((u) => u.state)).toEqual(['held']);
    const winner = shoppers[answers.indexOf(ok[0] as (typeof answers)[number])] as Shopper;
    expect((await winner.pay(ok[0]?.json().clientSecret, CARDS.success)).json().status).toBe('succeeded');
    expect((await uses(c.id)).map((u) => u.state)).toEqual(['redeemed']);
    // A long timeout: the fifty sign up first, one hash after another (decision 016), slow on a busy machine.
  }, 60_000);

  it('holds once per customer across tabs checking out at the same moment', async () => {
    const c = await code({ perCustomer: 1 });
    const s = await shopper(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(s, [oneFrontal()], c.code)));
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    const live = (await uses(c.id)).filter((u) => u.state !== 'released');
    expect(live).toHaveLength(1);
    const unpaid = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.email, s.email), eq(orders.status, 'awaiting_payment')));
    expect(unpaid.map((o) => o.id)).toEqual([live[0]?.orderId]);
  });
});
