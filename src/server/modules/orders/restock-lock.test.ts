import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, variantOf } from '#server/testing/fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { returnUnits } from './stock.ts';

// Putting units back locks the product before its variants, as a checkout does (stock.ts lockProducts). A sold-out
// variant coming back rewrites its product's summary (migration 0031): a restock that took another variant of the
// product first and then that one would wait for the product, which a checkout holds while it waits for the other
// variant: a deadlock, and PostgreSQL kills one of them. Made by hand on PostgreSQL, the checkout's side on a connection of its own (PGlite
// has one connection, so nothing there ever waits).

describe.runIf(process.env.TEST_DB === 'postgres')('a restock beside a checkout of the same product', () => {
  let t: TestApp;
  let checkout: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    checkout = new pg.Client({ connectionString: t.database.url });
    await checkout.connect();
  });
  afterAll(async () => {
    await checkout?.end();
    await t?.close();
  });

  it('waits for the product the checkout holds, holding no variant, and both finish', async () => {
    const [p] = await insertProducts(t.db, [
      {
        variants: [
          { length: '14"', stock: 0 },
          { length: '16"', stock: 5 },
        ],
      },
    ]);
    const productId = p?.id ?? '';
    const soldOut = (await variantOf(t.db, productId, '14"'))?.id ?? '';
    const inStock = (await variantOf(t.db, productId, '16"'))?.id ?? '';

    // The checkout has locked the product and is about to take a unit of the variant in stock.
    await checkout.query('BEGIN');
    await checkout.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [productId]);

    // A refund puts back one unit of that variant and two of the sold-out one meanwhile.
    const restock = t.db.transaction((tx) =>
      returnUnits(tx, [
        { productId, variantId: inStock, qty: 1 },
        { productId, variantId: soldOut, qty: 2 },
      ]),
    );
    await waitingForLock(t.database.url);

    // The checkout's take goes through at once: the restock holds no variant yet. (Had it updated the variant in
    // stock first, this would wait for it while the restock, at the sold-out one, waits for the product.)
    const taken = await checkout.query(
      'UPDATE product_variants SET stock = stock - 1 WHERE id = $1 AND stock >= 1 RETURNING stock',
      [inStock],
    );
    expect(taken.rows).toEqual([{ stock: 4 }]);
    await checkout.query('COMMIT');

    await expect(restock).resolves.toBeUndefined();
    expect((await variantOf(t.db, productId, '14"'))?.stock).toBe(2);
    expect((await variantOf(t.db, productId, '16"'))?.stock).toBe(5);
  });
});

/** Resolves once a backend of the test database waits for a row lock; fails after 5 s. */
async function waitingForLock(url: string | undefined) {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    for (let i = 0; i < 500; i++) {
      const { rows } = await watcher.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (rows[0].n > 0) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the restock never waited for the product');
  } finally {
    await watcher.end();
  }
}
