import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '#server/testing/checkout-fixtures.ts';
import { PROMOTION_ENV, promotionShop } from '#server/testing/promotion-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { priceCart } from './pricing.ts';

// A quote prices the cart with the code's row unlocked (decision 020): only a checkout's transaction locks it, so its
// limits hold. A quote that locked it would wait for any other customer's checkout using the same code, and the
// cart page would hang meanwhile. On PostgreSQL, where something can wait (PGlite has one connection).

const RULE = { fee: 499, freeFrom: 10_000 };

describe.runIf(process.env.TEST_DB === 'postgres')('a quote with a code', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof promotionShop>>;
  let other: pg.Client;
  let watcher: pg.Client;
  beforeAll(async () => {
    t = await createTestApp({ env: PROMOTION_ENV });
    shop = await promotionShop(t);
    other = new pg.Client({ connectionString: t.database.url });
    watcher = new pg.Client({ connectionString: t.database.url });
    await other.connect();
    await watcher.connect();
  });
  afterAll(async () => {
    await other?.end();
    await watcher?.end();
    await t?.close();
  });

  /** Whether some statement of this database waits for a row lock now. */
  const someoneWaits = async () => {
    const { rows } = await watcher.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event IN ('transactionid', 'tuple')`,
    );
    return rows[0].n > 0;
  };

  it('is answered while another checkout holds the code, and a checkout’s pricing waits for it', async () => {
    const code = await shop.code();
    const s = await shopper(t);
    const userId: string = (await s.me()).json().user.id;
    // Another customer's checkout holds the code's row until it commits.
    await other.query('BEGIN');
    await other.query('SELECT id FROM discount_codes WHERE id = $1 FOR UPDATE', [code.id]);
    try {
      // The quote is answered with the lock still held (were it to wait, this would never return).
      const quoted = await priceCart(t.db, [shop.oneFrontal()], RULE, { code: code.code, userId });
      expect(quoted.codeRefusal).toBeNull();
      expect(quoted.amounts.discount).toBeGreaterThan(0);
      // The same pricing inside a checkout (lock: true) does wait: the check above can see a wait.
      const checkout = t.db.transaction((tx) =>
        priceCart(tx, [shop.oneFrontal()], RULE, { code: code.code, userId, lock: true }),
      );
      let waited = false;
      for (let i = 0; i < 500 && !waited; i++) {
        waited = await someoneWaits();
        if (!waited) await new Promise((r) => setTimeout(r, 10));
      }
      expect(waited).toBe(true);
      await other.query('COMMIT');
      expect((await checkout).amounts.discount).toBe(quoted.amounts.discount);
    } finally {
      await other.query('ROLLBACK').catch(() => {});
    }
  });
});
