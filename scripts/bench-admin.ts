// Measures the admin's order queries (not a test) on PostgreSQL with 100,000 orders: creates a scratch database
// on TEST_DATABASE_URL, migrates it, fills it with orders by SQL, then times each query the admin pages run and
// prints its plan (EXPLAIN ANALYZE). Usage: TEST_DATABASE_URL=postgres://… npm run bench:admin [-- --orders N]
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, migrateDatabase } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import { dashboardRepository } from '#server/modules/admin/dashboard-repository.ts';
import { adminOrdersRepository } from '#server/modules/admin/orders-repository.ts';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '100000' }, keep: { type: 'boolean' } },
});
const ORDERS = Number(values.orders);
const RUNS = 30;
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  throw new Error(
    'Set TEST_DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test',
  );

const name = `tressa_bench_admin_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });

// Every statement the repositories send, with its parameters, so each can be EXPLAINed exactly as it ran.
let captured: { query: string; params: unknown[] }[] = [];
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
}) as unknown as Db;

const ms = (n: number) => `${n.toFixed(2)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function time(label: string, run: () => Promise<unknown>) {
  await run(); // warm: plan cache, buffers
  captured = [];
  await run();
  const statements = captured;
  captured = [];
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  console.log(`\n## ${label}: median ${ms(median(samples))}, p95 ${ms(p95(samples))} (${RUNS} runs)`);
  for (const s of statements) {
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${s.query}`, s.params);
    console.log(plan.rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
  }
}

try {
  await migrateDatabase({ db, kind: 'postgres', close: async () => {} });
  const started = performance.now();
  // 2,000 customers; statuses as a shop's mix (7% unpaid, 3% failed); placed over the last year.
  await pool.query(
    `INSERT INTO users (id, email, name) SELECT 'u' || g, 'customer' || g || '@example.com', '' FROM generate_series(1, 2000) g`,
  );
  await pool.query(
    `INSERT INTO orders (id, user_id, email, status, subtotal, shipping, total, shipping_address, billing_address, placed_at, created_at)
     SELECT gen_random_uuid()::text, 'u' || (1 + g % 2000), 'customer' || (1 + g % 2000) || '@example.com', s.status,
            t.total, 0, t.total, jsonb_build_object('name', 'Customer ' || g), '{}'::jsonb,
            CASE WHEN s.status IN ('awaiting_payment', 'payment_failed') THEN NULL ELSE c.at END, c.at
     FROM generate_series(1, $1::int) g
     CROSS JOIN LATERAL (SELECT now() - random() * interval '365 days' AS at) c
     CROSS JOIN LATERAL (SELECT 1000 + (random() * 29000)::int AS total) t
     CROSS JOIN LATERAL (SELECT CASE WHEN r < 0.07 THEN 'awaiting_payment' WHEN r < 0.10 THEN 'payment_failed'
              WHEN r < 0.25 THEN 'placed' WHEN r < 0.40 THEN 'processing' WHEN r < 0.65 THEN 'shipped'
              ELSE 'delivered' END AS status FROM (SELECT random() + g * 0 AS r) x) s`,
    [ORDERS],
  );
  await pool.query('VACUUM ANALYZE orders');
  await pool.query('VACUUM ANALYZE users');
  console.log(
    `Seeded ${ORDERS.toLocaleString('en-GB')} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  await time('baseline: SELECT 1', () => pool.query('SELECT 1'));
  const dash = dashboardRepository(db, 'Europe/London');
  const orders = adminOrdersRepository(db);
  await time('dashboard: count and earnings per status', () => dash.perStatus());
  await time('dashboard: earnings per day, last 30 days', () => dash.dailyEarnings());
  await time('dashboard: ten most recent orders', () => dash.recentOrders());
  await time('orders list: page 1 + count, all placed', () =>
    Promise.all([orders.page({}, 20, 0), orders.count({})]),
  );
  await time('orders list: page 50 + count, status shipped', () =>
    Promise.all([orders.page({ status: 'shipped' }, 20, 980), orders.count({ status: 'shipped' })]),
  );
  await time('orders list: search by e-mail + count', () =>
    Promise.all([orders.page({ q: 'customer1234@' }, 20, 0), orders.count({ q: 'customer1234@' })]),
  );
  const exportStart = performance.now();
  let rows = 0;
  for await (const _ of orders.all({})) rows++;
  console.log(
    `\n## CSV rows of every placed order: ${rows.toLocaleString('en-GB')} in ${ms(performance.now() - exportStart)}`,
  );
} finally {
  await pool.end();
  if (!values.keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
