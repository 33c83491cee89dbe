import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, signedInAdmin } from './testing/admin-fixtures.ts';
import { authClient } from './testing/auth-client.ts';
import { insertProducts } from './testing/fixtures.ts';
import {
  encodeLoosely,
  fromSchema,
  hostileKey,
  hostileString,
  hostileValue,
  type JsonSchema,
  mutate,
  mutations,
  rawBody,
  rawSegment,
  taint,
  toJsonText,
  unstorable,
} from './testing/hostile-values.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Issue 18: every operation of the OpenAPI description (and the auth routes it hides), as anonymous, customer and
 * admin, sent what an attacker sends — wrong types, huge/negative/fractional numbers, injection strings,
 * `__proto__` keys, 200-deep and invalid JSON, NUL and lone surrogates, long strings, other users' ids, wrong
 * content types. Every answer: no 5xx; a 4xx in the `{ error: { code, message } }` shape; no stack trace or SQL
 * text; and no row changed when the request was refused. Seeded and bounded: RUNS per operation and role.
 */
const SEED = 20_261_126;
/**
 * Per operation and role. With 63 operations, 3 × 63 × RUNS requests in all: at 10, about 30 s on PGlite and
 * 22 s on PostgreSQL on a busy 2-core machine. HOSTILE_RUNS=40 for a deeper sweep by hand.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 10);
const ORIGIN = 'http://shop.test';
const ANSWER_WITHIN_MS = 10_000;

/**
 * Tables a refused request may change, and why they are left out of the fingerprint:
 * - rate_limits: a limited request is counted before it is judged, so refused ones count too (that is the limit);
 * - sign_in_throttle: a refused sign-in is recorded to slow the next attempt (the throttle's whole purpose);
 * - live_events: pruned on a timer (housekeeping.ts), whenever that runs, whatever the requests.
 * Sessions stay in: no refused request may sign anyone in or out.
 */
const CHANGE_ON_ANY_REQUEST = new Set(['rate_limits', 'sign_in_throttle', 'live_events']);

type Operation = {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query'; schema?: JsonSchema }[];
  body?: JsonSchema;
};
type Role = 'anonymous' | 'customer' | 'admin';
type Pool = { any: string[]; products: string[]; sizes: string[] };
type HostileRequest = { method: string; url: string; contentType?: string; payload?: string | Buffer };

const objectOf = (props: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  type: 'object',
  properties: props,
  required,
});
const text: JsonSchema = { type: 'string', maxLength: 40 };
/** Routes the description hides (better-auth's, the test bank page): attacked as much as any. */
const HIDDEN: Operation[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    params: [],
    body: objectOf({ email: { type: 'string', format: 'email' }, password: text, name: text }, [
      'email',
      'password',
    ]),
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    params: [],
    body: objectOf({ email: { type: 'string', format: 'email' }, password: text }, ['email', 'password']),
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    params: [],
    body: objectOf({ email: { type: 'string', format: 'email' }, redirectTo: text }, ['email']),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    params: [],
    body: objectOf({ newPassword: text, token: text }, ['newPassword', 'token']),
  },
  { method: 'POST', path: '/api/auth/update-user', params: [], body: objectOf({ name: text }, []) },
  { method: 'GET', path: '/api/auth/get-session', params: [] },
  {
    method: 'POST',
    path: '/api/payments/test/authenticate/{id}',
    params: [
      { name: 'id', in: 'path' },
      { name: 'client_secret', in: 'query', schema: text },
    ],
    body: objectOf({ outcome: { type: 'string', enum: ['complete', 'fail'] } }, ['outcome']),
  },
];

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: JsonSchema }[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({ name: p.name, in: p.in as 'path' | 'query', schema: p.schema })),
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** One hostile request for `op`: each part mostly valid with hostile places, or hostile through and through. */
function requestFor(op: Operation, pool: Pool): fc.Arbitrary<HostileRequest> {
  // Each part is most often valid, so that one hostile part at a time gets past validation to the code behind.
  const id = fc.constantFrom(...pool.any);
  const idOrHostile = fc.oneof(
    { weight: 4, arbitrary: id.map(encodeURIComponent) },
    {
      weight: 2,
      arbitrary: fc.tuple(id, unstorable, fc.nat()).map(([v, bad, at]) => encodeLoosely(taint(v, bad, at))),
    },
    { weight: 2, arbitrary: hostileString.map(encodeLoosely) },
    { weight: 1, arbitrary: rawSegment },
  );
  const pathParams = fc.tuple(...op.params.filter((p) => p.in === 'path').map(() => idOrHostile));
  const queryValue = (p: Operation['params'][number]) =>
    fc.oneof(
      { weight: 3, arbitrary: fromSchema(p.schema, pool, p.name).map((v) => [String(v)]) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fromSchema(p.schema, pool, p.name), unstorable, fc.nat())
          .map(([v, bad, at]) => [taint(String(v), bad, at)]),
      },
      { weight: 2, arbitrary: hostileString.map((v) => [v]) },
      { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
    );
  const query = fc.tuple(
    ...op.params
      .filter((p) => p.in === 'query')
      .map((p) =>
        fc.option(
          queryValue(p).map((values) => values.map((v) => [p.name, v] as const)),
          { freq: 3 },
        ),
      ),
    fc.option(
      fc
        .tuple(
          fc.oneof(hostileKey, fc.constantFrom('constructor[prototype][x]', 'q[]', 'page[a]')),
          hostileString,
        )
        .map(([k, v]) => [[k, v] as const]),
      { freq: 3 },
    ),
  );
  const writes = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
  const jsonBody = (value: unknown) => ({ contentType: 'application/json', payload: toJsonText(value) });
  const body: fc.Arbitrary<Pick<HostileRequest, 'contentType' | 'payload'>> = !writes
    ? fc.constant({})
    : fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .tuple(fromSchema(op.body ?? { type: 'object' }, pool), mutations(pool.any))
            .map(([valid, bent]) => jsonBody(mutate(valid, bent))),
        },
        { weight: 2, arbitrary: fromSchema(op.body ?? { type: 'object' }, pool).map(jsonBody) },
        { weight: 2, arbitrary: rawBody.map((r) => ({ contentType: r.type || undefined, payload: r.body })) },
        { weight: 1, arbitrary: hostileValue(pool.any).map(jsonBody) },
        { weight: 1, arbitrary: fc.constant({}) },
      );
  return fc.tuple(pathParams, query, body).map(([segments, queryParts, b]) => {
    let i = 0;
    const path = op.path.replace(/\{[^}]+\}/g, () => segments[i++] ?? '');
    const pairs = queryParts.flatMap((part) => part ?? []);
    const search = pairs.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`).join('&');
    return { method: op.method, url: search ? `${path}?${search}` : path, ...b };
  });
}

// A stack frame ("at fn (file.ts:12:3)", node:internal) or a database's own words, anywhere in an answer.
const STACK = /\bat (?:async )?\S+ \(?[^\s)]*\.(?:ts|js|mjs|cjs):\d+|node:internal|node_modules\//;
const DATABASE_WORDS =
  /syntax error|relation "|column "|violates|duplicate key|invalid input syntax|invalid byte sequence|unsupported Unicode escape|SQLSTATE|Failed query|DrizzleQueryError|PostgresError/i;
// SQL itself in a refusal, unless the request sent those very words (an injection string echoed back).
const SQL_TEXT = /\b(?:select\s+[\w*"]|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)/i;

let t: TestApp;
let operations: Operation[] = [];
let pool: Pool;
const cookies: Record<Role, string> = { anonymous: '', customer: '', admin: '' };
/** Another customer's order, payment and secret: the customer must never get a 2xx with them. */
let othersIds: string[] = [];
let fingerprintSql = '';
let lastFingerprint = new Map<string, string>();
const statuses = new Map<number, number>();
let ipCounter = 0;

const rowsOf = async <T>(query: ReturnType<typeof sql.raw>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

async function fingerprint(): Promise<Map<string, string>> {
  const rows = await rowsOf<{ t: string; h: string }>(sql.raw(fingerprintSql));
  return new Map(rows.map((r) => [r.t, r.h]));
}

beforeAll(async () => {
  t = await createTestApp();
  const products = await insertProducts(t.db, [{ name: 'Body Wave' }, { name: 'Kinky Curly' }]);
  const items = [{ productId: products[0]?.id ?? '', size: '12"', qty: 1 }];
  const mine = await placeOrder(t, items);
  const others = await placeOrder(t, items);
  const admin = await signedInAdmin(t);
  cookies.customer = mine.customer.cookie;
  cookies.admin = admin.cookie;
  // A message, a code and an offer, so their ids are there to be attacked.
  await authClient(t).post('/api/contact', {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hello',
    message: 'Hi',
  });
  await admin.post('/api/admin/promotions/codes', { code: 'HOSTILE10', kind: 'percent', value: 10 });

  const tables = (
    await rowsOf<{ table_name: string }>(
      sql.raw(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
      ),
    )
  ).map((r) => r.table_name);
  fingerprintSql = tables
    .filter((name) => !CHANGE_ON_ANY_REQUEST.has(name))
    .map(
      (name) =>
        `SELECT '${name}' AS t, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS h FROM "${name}" x`,
    )
    .join(' UNION ALL ');

  // Every id in the shop (a few of each table's), for path params and id fields: other users' among them.
  const withIds = await rowsOf<{ table_name: string }>(
    sql.raw(
      "SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id' ORDER BY 1",
    ),
  );
  const ids: string[] = [];
  for (const { table_name } of withIds) {
    const rows = await rowsOf<{ id: unknown }>(sql.raw(`SELECT id FROM "${table_name}" LIMIT 5`));
    ids.push(...rows.map((r) => String(r.id)));
  }
  const intents = await rowsOf<{ id: string; client_secret: string; order_id: string }>(
    sql.raw('SELECT id, client_secret, order_id FROM test_payment_intents'),
  );
  const othersIntent = intents.find((i) => i.order_id === others.orderId);
  othersIds = [others.orderId, othersIntent?.id ?? '', othersIntent?.client_secret ?? ''].filter(Boolean);
  pool = {
    any: [...new Set([...ids, ...intents.flatMap((i) => [i.id, i.client_secret])])],
    products: products.map((p) => p.id),
    sizes: ['12"', '14"', '99"'],
  };

  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApi;
  // GET /api/events is an endless stream (server-sent events) when it accepts a request: inject() would wait for
  // its end forever. Its query goes through the same hooks and validation as every other.
  operations = [...operationsOf(doc), ...HIDDEN].filter((op) => op.path !== '/api/events');
  lastFingerprint = await fingerprint();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function send(role: Role, req: HostileRequest) {
  ipCounter += 1;
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookies[role]) headers.cookie = cookies[role];
  if (req.contentType) headers['content-type'] = req.contentType;
  const answer = t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers,
    payload: req.payload,
    // A fresh address each time: the per-IP limits must not turn every answer into a 429 that hides the rest.
    remoteAddress: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
  });
  // Bad input must not hang a request either: an answer within seconds, or the sweep fails on it.
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([answer, hung]);
  } finally {
    clearTimeout(timer);
  }
}

async function check(op: Operation, role: Role, req: HostileRequest) {
  const res = await send(role, req);
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const sent = `${req.url} ${String(req.payload ?? '').slice(0, 500)}`;
  const what = `${role} ${req.method} ${req.url.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  expect(res.body, what).not.toMatch(STACK);
  expect(res.body, what).not.toMatch(DATABASE_WORDS);
  if (res.statusCode >= 400) {
    const sql = res.body.match(SQL_TEXT)?.[0];
    if (sql) expect(sent.toLowerCase(), what).toContain(sql.toLowerCase());
    const body = res.json() as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code, what).toBe('string');
    expect(typeof body.error?.message, what).toBe('string');
    const now = await fingerprint();
    const changed = [...now].filter(([table, hash]) => lastFingerprint.get(table) !== hash).map(([x]) => x);
    expect(changed, `a refused request changed rows: ${what}`).toEqual([]);
  } else {
    // Accepted (a hostile value can be harmless text): the new state is what the next refusal is judged by.
    lastFingerprint = await fingerprint();
    if (role !== 'admin') expect(op.path.startsWith('/api/admin'), what).toBe(false);
    if (role === 'customer' && /^\/api\/(orders|payments)/.test(op.path)) {
      for (const id of othersIds) expect(sent.includes(id), `another customer's ${id}: ${what}`).toBe(false);
    }
  }
}

describe('hostile input on every operation (issue 18)', () => {
  it('the description lists the operations', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  // One test for all: the operations are only known once the app answers (beforeAll), and an operation added to
  // the description is swept without a change here. A failure names the role, the request and the answer.
  it('every operation, as anonymous, customer and admin', { timeout: 240_000 }, async () => {
    for (const [i, op] of operations.entries()) {
      for (const [r, role] of (['anonymous', 'customer', 'admin'] as const).entries()) {
        await fc.assert(
          fc.asyncProperty(requestFor(op, pool), (req) => check(op, role, req)),
          { seed: SEED + i * 3 + r, numRuns: RUNS, endOnFailure: true },
        );
      }
    }
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${n} × ${s}`);
    console.info(`hostile input: ${total} requests: ${summary.join(', ')}`);
    // 429 is a fair answer, but if it were most of them the sweep would have proved nothing.
    expect(statuses.get(429) ?? 0).toBeLessThan(total * 0.1);
  });
});
