import fc from 'fast-check';
import { ORIGIN } from './auth-client.ts';
import {
  encodeLoosely,
  hostileKey,
  hostileString,
  hostileValue,
  rawBody,
  rawSegment,
  taint,
  toJsonText,
  unstorable,
} from './hostile-values.ts';
import { fromSchema, type IdPool, type JsonSchema, mutate, mutations } from './openapi-values.ts';
import type { TestApp } from './test-app.ts';

/**
 * Hostile requests (issue 18) for every operation of the OpenAPI description and the routes it hides, and
 * sending one as a role.
 */

export type Operation = {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query'; schema?: JsonSchema }[];
  body?: JsonSchema;
};
export type Role = 'anonymous' | 'customer' | 'admin';
export type HostileRequest = { method: string; url: string; contentType?: string; payload?: string | Buffer };

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

export type OpenApi = {
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

/** The operations of the description, and the routes it hides. */
export function operationsOf(doc: OpenApi): Operation[] {
  const described = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({ name: p.name, in: p.in as 'path' | 'query', schema: p.schema })),
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
  return [...described, ...HIDDEN];
}

/** One hostile request for `op`: each part mostly valid with hostile places, or hostile through and through. */
export function requestFor(op: Operation, pool: IdPool): fc.Arbitrary<HostileRequest> {
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

let ipCounter = 0;

/** `req` sent with `cookie` (none for anonymous) from a fresh address; an error if no answer within `withinMs`. */
export async function send(t: TestApp, cookie: string, req: HostileRequest, withinMs: number) {
  ipCounter += 1;
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
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
    timer = setTimeout(() => reject(new Error(`no answer in ${withinMs} ms`)), withinMs);
  });
  try {
    return await Promise.race([answer, hung]);
  } finally {
    clearTimeout(timer);
  }
}
