// The soak's invariants, checked in the database after the run (src/server/testing/shop-invariants.ts reads them, as
// for the crash test): every succeeded test payment has exactly one placed order, every placed order exactly one
// confirmation e-mail, and stock adds up per length.
import type pg from 'pg';
import { readInvariants, readStock, waitUntilSettled } from '#server/testing/shop-invariants.ts';

export { readStock };

export async function invariants(db: pg.Pool, startStock: Map<string, number>): Promise<string[]> {
  const failures: string[] = [];
  // The reconciler places a paid order within a second or so: give the last payments their time.
  await waitUntilSettled(db);
  const found = await readInvariants(db, startStock);
  const counts = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM orders WHERE status IN ('awaiting_payment', 'payment_failed')) AS unpaid,
            (SELECT count(*)::int FROM orders WHERE status = 'expired') AS expired,
            (SELECT count(*)::int FROM orders WHERE status = 'cancelled') AS cancelled,
            (SELECT count(*)::int FROM order_refunds) AS refunds,
            (SELECT count(*)::int FROM users) AS users`,
  );
  const n: Record<string, number> = {
    ...counts.rows[0],
    paid: found.paid,
    placed: found.placed,
    confirmations: found.confirmations,
  };
  console.log(
    `\ndatabase: ${n.paid} succeeded test payments, ${n.placed} placed orders, ${n.unpaid} unpaid, ${n.expired} expired, ` +
      `${n.cancelled} cancelled, ${n.refunds} refunds, ${n.confirmations} confirmation e-mails, ${n.users} users`,
  );

  const bad = found.payments.filter((r) => r.orders !== 1).map(({ id, orders }) => ({ id, orders }));
  if (bad.length > 0)
    failures.push(
      `${bad.length} succeeded payments without exactly one placed order (e.g. ${JSON.stringify(bad.slice(0, 3))})`,
    );
  if (n.placed !== n.paid) failures.push(`${n.placed} placed orders for ${n.paid} succeeded payments`);

  const notOneMail = found.notConfirmedOnce;
  if (notOneMail.length > 0)
    failures.push(
      `${notOneMail.length} placed orders without exactly one confirmation (e.g. ${JSON.stringify(notOneMail.slice(0, 3))})`,
    );
  if (n.confirmations !== n.placed)
    failures.push(`${n.confirmations} confirmation e-mails for ${n.placed} placed orders`);

  // Stock: start − units in placed and unpaid orders (+ units a cancellation or refund put back) = now.
  const wrong = found.stockOff;
  if (Number(n.cancelled) > 0 || Number(n.refunds) > 0)
    failures.push('cancellations or refunds happened: the stock check does not model their restocks');
  if (wrong.length > 0)
    failures.push(
      `stock does not add up for ${wrong.length} of ${found.lengths} lengths (e.g. ${wrong
        .slice(0, 3)
        .map((v) => `${v.key}: start ${v.start}, held ${v.held}, now ${v.now}`)
        .join('; ')})`,
    );
  console.log(
    `stock: ${found.lengths} lengths checked, ${found.unitsHeld} units in placed and unpaid orders`,
  );
  return failures;
}
