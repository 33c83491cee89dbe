// The shop's invariants over payments, orders, confirmation e-mails and stock, read from its database after a run
// (the crash test and `npm run soak`): every succeeded test payment has exactly one placed order, every placed
// order exactly one confirmation e-mail, and stock adds up per length. These read what is there; the callers
// judge it (the crash test with expect, the soak with its printed failures).
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/** A pg.Pool or a pg.Client. */
export type Queryable = Pick<pg.Pool, 'query'>;

/** Placed, and onwards as an admin moves it along (the soak's admin may; nobody does in the crash test). */
export const PLACED_ONWARDS = ['placed', 'processing', 'shipped', 'delivered'] as const;
/** Unpaid orders hold their units until paid or expired. */
const UNPAID = ['awaiting_payment', 'payment_failed'] as const;
const list = (statuses: readonly string[]) => `(${statuses.map((s) => `'${s}'`).join(', ')})`;

/** A succeeded payment whose order is still unpaid: the case the reconciler is there for. */
const PAID_UNPLACED = `FROM test_payment_intents i JOIN orders o ON o.id = i.order_id
  WHERE i.status = 'succeeded' AND o.status IN ${list(UNPAID)}`;

/** Stock per length (`product id|length`), as it is now. */
export async function readStock(db: Queryable) {
  const res = await db.query<{ key: string; stock: number }>(
    `SELECT product_id || '|' || length AS key, stock FROM product_variants`,
  );
  return res.rows;
}

/** The succeeded payments whose orders are not placed (yet). */
export async function paidButUnplaced(db: Queryable): Promise<string[]> {
  const res = await db.query<{ id: string }>(`SELECT i.id ${PAID_UNPLACED}`);
  return res.rows.map((r) => r.id);
}

/**
 * Gives the reconciler (every second or so) up to 20 s to place the last paid orders, and with `mailSent` the mail
 * worker to send every message in the outbox.
 */
export async function waitUntilSettled(db: Queryable, { mailSent = false } = {}) {
  const unsent = mailSent ? `(SELECT count(*)::int FROM mail_outbox WHERE status <> 'sent')` : '0';
  for (const until = Date.now() + 20_000; Date.now() < until; ) {
    const res = await db.query<{ unplaced: number; unsent: number }>(
      `SELECT (SELECT count(*)::int ${PAID_UNPLACED}) AS unplaced, ${unsent} AS unsent`,
    );
    const w = res.rows[0];
    if (w?.unplaced === 0 && w?.unsent === 0) break;
    await sleep(250);
  }
}

export type ShopInvariants = Awaited<ReturnType<typeof readInvariants>>;

/**
 * The invariants as found, `placed` being the statuses that count as placed. Per succeeded payment: its placed
 * orders (by payment reference and the intent's order), those of them for the payment's amount, and its payment
 * rows. Per placed order that does not have exactly one confirmation: how many it has. Per length whose stock is
 * not its start less the units in placed and unpaid orders: the figures.
 */
export async function readInvariants(
  db: Queryable,
  startStock: Map<string, number>,
  placed: readonly string[] = PLACED_ONWARDS,
) {
  const counts = await db.query<{ paid: number; placed: number; confirmations: number }>(
    `SELECT (SELECT count(*)::int FROM test_payment_intents WHERE status = 'succeeded') AS paid,
            (SELECT count(*)::int FROM orders WHERE status IN ${list(placed)}) AS placed,
            (SELECT count(*)::int FROM mail_outbox WHERE kind = 'order-confirmation') AS confirmations`,
  );
  const payments = await db.query<{ id: string; orders: number; ordersForAmount: number; payments: number }>(
    `SELECT i.id,
            (SELECT count(*)::int FROM orders o
              WHERE o.payment_ref = i.id AND o.id = i.order_id AND o.status IN ${list(placed)}) AS orders,
            (SELECT count(*)::int FROM orders o
              WHERE o.payment_ref = i.id AND o.id = i.order_id AND o.status IN ${list(placed)}
                AND o.total = i.amount) AS "ordersForAmount",
            (SELECT count(*)::int FROM payments p WHERE p.intent_id = i.id) AS payments
     FROM test_payment_intents i WHERE i.status = 'succeeded' ORDER BY i.id`,
  );
  const confirmations = await db.query<{ id: string; n: number }>(
    `SELECT o.id, (SELECT count(*)::int FROM mail_outbox m
                   WHERE m.kind = 'order-confirmation' AND position('Order number: ' || o.id IN m.text) > 0) AS n
     FROM orders o WHERE o.status IN ${list(placed)}`,
  );
  const held = await db.query<{ key: string; units: number }>(
    `SELECT l.product_id || '|' || l.size AS key, sum(l.qty)::int AS units
     FROM order_lines l JOIN orders o ON o.id = l.order_id
     WHERE o.status IN ${list([...placed, ...UNPAID])}
     GROUP BY 1`,
  );
  const heldBy = new Map(held.rows.map((r) => [r.key, r.units]));
  const now = await readStock(db);
  const n = counts.rows[0];
  return {
    paid: n?.paid ?? 0,
    placed: n?.placed ?? 0,
    confirmations: n?.confirmations ?? 0,
    payments: payments.rows,
    notConfirmedOnce: confirmations.rows.filter((r) => r.n !== 1),
    stockOff: now
      .map((v) => ({ key: v.key, start: startStock.get(v.key), held: heldBy.get(v.key) ?? 0, now: v.stock }))
      .filter((v) => (v.start ?? 0) - v.held !== v.now),
    lengths: now.length,
    unitsHeld: [...heldBy.values()].reduce((a, b) => a + b, 0),
  };
}
