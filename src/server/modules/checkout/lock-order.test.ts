import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, shopper } from '#server/testing/checkout-fixtures.ts';
import { PROMOTION_ENV, promotionShop } from '#server/testing/promotion-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createOrder } from '../orders/create.ts';
import { lockCheckout } from './hold-limits.ts';
import { priceCart } from './pricing.ts';

// The order in which a checkout takes its locks (decision 025): customer, address, discount code, products. Two
// checkouts that took two of them in opposite orders could each wait for the other: PostgreSQL then kills one, and
// a shopper sees a 500. Here the moment that needs is made by hand, on PostgreSQL (PGlite has one connection, so
// nothing there ever waits): a double click whose first checkout commits while the second waits for it, and another
// customer's checkout that holds the code and is about to take the same product.

const waiting = async (client: pg.Client, events: string[]) => {
  for (let i = 0; i < 500; i++) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = ANY($1)`,
      [events],
    );
    if (rows[0].n > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`nothing waited on ${events.join(' or ')}`);
};

describe.runIf(process.env.TEST_DB === 'postgres')('the lock order of a checkout', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof promotionShop>>;
  const clients: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    t = await createTestApp({ env: PROMOTION_ENV });
    shop = await promotionShop(t);
  });
  afterAll(async () => {
    for (const c of clients) await c.end();
    await t?.close();
  });

  it('takes the code before the products when it replaces a checkout that committed while it waited', async () => {
    const code = await shop.code();
    const s = await shopper(t);
    const userId: string = (await s.me()).json().user.id;
    const frontal = shop.oneFrontal();

    // Another customer's checkout has locked the code (it will take the frontal's stock next).
    const other = await connect();
    await other.query('BEGIN');
    await other.query('SELECT id FROM discount_codes WHERE id = $1 FOR UPDATE', [code.id]);

    // The customer's first checkout is inside its transaction, holding the customer's lock, not yet committed.
    let commitFirst = () => {};
    const committed = new Promise<void>((resolve) => {
      commitFirst = resolve;
    });
    const first = t.db.transaction(async (tx) => {
      await lockCheckout(tx, userId, '198.51.100.1');
      const priced = await priceCart(tx, [frontal], { fee: 499, freeFrom: 10_000 }, { userId });
      await createOrder(tx, {
        customer: { id: userId, email: s.email },
        ip: '198.51.100.1',
        ...priced,
        shippingAddress: ADDRESS,
        billingAddress: ADDRESS,
        delivery: { method: 'Standard delivery', country: 'GB' },
        vat: null,
      });
      await committed;
    });

    // Their second click finds no unpaid checkout yet, and waits for the customer's lock.
    const second = s.post('/api/create-payment-intent', {
      items: [frontal],
      code: code.code,
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
    });
    const watcher = await connect();
    await waiting(watcher, ['advisory']);
    commitFirst();
    await first;

    // The second now replaces the first, which gives the frontal's unit back, and waits for the code. Had it given
    // the unit back first, it would hold the frontal's row, which the other checkout now takes.
    await waiting(watcher, ['transactionid', 'tuple']);
    const taken = other.query(
      'UPDATE product_variants SET stock = stock - 1 WHERE product_id = $1 RETURNING stock',
      [frontal.productId],
    );
    await expect(taken).resolves.toMatchObject({ rowCount: 1 });
    await other.query('COMMIT');

    const answer = await second;
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
