// The soak's invariants, checked in the database after the run: every succeeded test payment has exactly one
// placed order, every placed order exactly one confirmation e-mail, and stock adds up per length.
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/** Stock per length (`product id|length`), as it is now. */
export async function readStock(db: pg.Pool) {
  const res = await db.query<{ key: string; stock: number }>(
    `SELECT product_id || '|' || length AS key, stock FROM product_variants`,
  );
  return res.rows;
}

const PLACED = "('placed', 'processing', 'shipped', 'delivered')";
/** Orders whose units are off sale: placed, or unpaid (held until paid or expired). */
const HOLDING = "('placed', 'processing', 'shipped', 'delivered', 'awaiting_payment', 'payment_failed')";

export async function invariants(db: pg.Pool, startStock: Map<string, number>): Promise<string[]> {
  const failures: string[] = [];
  // The reconciler places a paid order within a second or so: give the last payments their time.
  for (const until = Date.now() + 20_000; Date.now() < until; ) {
    const r = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM test_payment_intents i JOIN orders o ON o.id = i.order_id
       WHERE i.status = 'succeeded' AND o.status IN ('awaiting_payment', 'payment_failed')`,
    );
    if (r.rows[0]?.n === 0) break;
    await sleep(250);
  }
  const counts = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM test_payment_intents WHERE status = 'succeeded') AS paid,
            (SELECT count(*)::int FROM orders WHERE status IN ${PLACED}) AS placed,
            (SELECT count(*)::int FROM orders WHERE status IN ('awaiting_payment', 'payment_failed')) AS unpaid,
            (SELECT count(*)::int FROM orders WHERE status = 'expired') AS expired,
            (SELECT count(*)::int FROM orders WHERE status = 'cancelled') AS cancelled,
            (SELECT count(*)::int FROM order_refunds) AS refunds,
            (SELECT count(*)::int FROM mail_outbox WHERE kind = 'order-confirmation') AS confirmations,
            (SELECT count(*)::int FROM users) AS users`,
  );
  const n = counts.rows[0] ?? {};
  console.log(
    `\ndatabase: ${n.paid} succeeded test payments, ${n.placed} placed orders, ${n.unpaid} unpaid, ${n.expired} expired, ` +
      `${n.cancelled} cancelled, ${n.refunds} refunds, ${n.confirmations} confirmation e-mails, ${n.users} users`,
  );

  const notOnce = await db.query<{ id: string; orders: number }>(
    `SELECT i.id, (SELECT count(*)::int FROM orders o
                   WHERE o.payment_ref = i.id AND o.id = i.order_id AND o.status IN ${PLACED}) AS orders
     FROM test_payment_intents i WHERE i.status = 'succeeded'`,
  );
  const bad = notOnce.rows.filter((r) => r.orders !== 1);
  if (bad.length > 0)
    failures.push(
      `${bad.length} succeeded payments without exactly one placed order (e.g. ${JSON.stringify(bad.slice(0, 3))})`,
    );
  if (n.placed !== n.paid) failures.push(`${n.placed} placed orders for ${n.paid} succeeded payments`);

  const mails = await db.query<{ id: string; n: number }>(
    `SELECT o.id, (SELECT count(*)::int FROM mail_outbox m
                   WHERE m.kind = 'order-confirmation' AND position('Order number: ' || o.id IN m.text) > 0) AS n
     FROM orders o WHERE o.status IN ${PLACED}`,
  );
  const notOneMail = mails.rows.filter((r) => r.n !== 1);
  if (notOneMail.length > 0)
    failures.push(
      `${notOneMail.length} placed orders without exactly one confirmation (e.g. ${JSON.stringify(notOneMail.slice(0, 3))})`,
    );
  if (n.confirmations !== n.placed)
    failures.push(`${n.confirmations} confirmation e-mails for ${n.placed} placed orders`);

  // Stock: start − units in placed and unpaid orders (+ units a cancellation or refund put back) = now.
  const held = await db.query<{ key: string; units: number }>(
    `SELECT l.product_id || '|' || l.size AS key, sum(l.qty)::int AS units
     FROM order_lines l JOIN orders o ON o.id = l.order_id
     WHERE o.status IN ${HOLDING}
     GROUP BY 1`,
  );
  const heldBy = new Map(held.rows.map((r) => [r.key, r.units]));
  const now = await readStock(db);
  const wrong = now.filter((v) => (startStock.get(v.key) ?? 0) - (heldBy.get(v.key) ?? 0) !== v.stock);
  if (Number(n.cancelled) > 0 || Number(n.refunds) > 0)
    failures.push('cancellations or refunds happened: the stock check does not model their restocks');
  if (wrong.length > 0)
    failures.push(
      `stock does not add up for ${wrong.length} of ${now.length} lengths (e.g. ${wrong
        .slice(0, 3)
        .map(
          (v) => `${v.key}: start ${startStock.get(v.key)}, held ${heldBy.get(v.key) ?? 0}, now ${v.stock}`,
        )
        .join('; ')})`,
    );
  const unitsSold = [...heldBy.values()].reduce((a, b) => a + b, 0);
  console.log(`stock: ${now.length} lengths checked, ${unitsSold} units in placed and unpaid orders`);
  return failures;
}
