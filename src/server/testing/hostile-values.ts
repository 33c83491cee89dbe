import fc from 'fast-check';

/**
 * What an attacker sends (issue 18), as fast-check arbitraries: hostile strings, numbers and values, JSON schemas
 * (the OpenAPI description's) turned into mostly-valid values, and those values bent at one or more places.
 */

/** A string made of any UTF-16 code units: NUL, control characters and unpaired surrogates included. */
const anyUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 12,
});

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "%' UNION SELECT id, email FROM users --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '$1',
  '\\',
  "\\'",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  `$${'{'}7*7}`, // a template placeholder, as text
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%ED%A0%80',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '\uDC00\uD800',
  '😀',
  'Crème ½',
  '\u202Eevil',
  '\u200B',
  '\uFEFF',
  '\r\nX-Injected: 1',
  'admin@tressa.local',
  'a@b',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '2026-13-45T25:61:61Z',
  '9999-12-31T23:59:59Z',
  'true',
  'null',
  '[]',
  '{}',
  ' ',
  '',
];

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 2, arbitrary: anyUnits },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'é', '😀', '\u0000', "'"), fc.constantFrom(256, 5_000, 100_000))
      .map(([c, n]) => c.repeat(n)),
  },
);

/** Numbers no field takes: huge, negative, fractional, unsafe; `RAW` ones (1e400, -0) are spliced in as text. */
export const RAW_NUMBER = '\u0001raw-number:';
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    0.5,
    -0.01,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc
    .constantFrom('1e400', '-1e400', '-0', '1.0000000000000000001', '123456789012345678901234567890')
    .map((text) => `${RAW_NUMBER}${text}`),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Deep enough that walking it recursively is a risk (the JSON parser refuses past 32 levels). */
export const deepValue = fc.constantFrom(200, 40).map((depth) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
});

/** Keys that poison prototypes or cannot be stored. */
export const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  'a\u0000',
  '\uD800',
  'k'.repeat(1000),
  '$where',
  'id',
  'userId',
  'role',
  'isAdmin',
);

/** Any hostile value, `ids` among them (other users' orders, payments, products…). */
export function hostileValue(ids: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 2, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }, [1, 'a', {}]) },
    { weight: 1, arbitrary: deepValue },
    { weight: 1, arbitrary: fc.tuple(hostileKey, hostileString).map(([k, v]) => withOwnKey({}, k, v)) },
    { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 300 }) },
  );
}

/** An object with `key` as an own property, `__proto__` included (a plain assignment would set the prototype). */
export function withOwnKey(target: object, key: string, value: unknown): object {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/** JSON text of a generated value: RAW_NUMBER strings become bare number literals JSON.stringify cannot write. */
export function toJsonText(value: unknown): string {
  const rawNumber = /"\\u0001raw-number:([^"]*)"/g;
  return (JSON.stringify(value) ?? 'null').replace(rawNumber, '$1');
}

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  const?: unknown;
  default?: unknown;
};

/** Values the schema (mostly) accepts, so a request gets past validation to the code behind it. */
export function fromSchema(
  schema: JsonSchema | undefined,
  ids: { any: string[]; products: string[]; sizes: string[] },
  name = '',
): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  const plain = plainValueOf(schema, ids, name);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: plain }, fc.constant(null)) : plain;
}

function plainValueOf(
  s: JsonSchema,
  ids: { any: string[]; products: string[]; sizes: string[] },
  name: string,
): fc.Arbitrary<unknown> {
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => fromSchema(a, ids, name)));
  if (s.allOf?.[0]) return fromSchema(s.allOf[0], ids, name);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringFor(s, ids, name);
    case 'integer': {
      const min = Math.max(s.minimum ?? -1000, -1_000_000);
      const max = Math.min(s.maximum ?? 10_000, 1_000_000);
      return fc.integer({ min: Math.min(min, max), max });
    }
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 10_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(s.items, ids, singular(name)), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const entries = Object.entries(props).map(([key, sub]) => [key, fromSchema(sub, ids, key)] as const);
      return fc.record(Object.fromEntries(entries), {
        requiredKeys: Object.keys(props).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const singular = (name: string) => name.replace(/s$/, '');

function stringFor(
  s: JsonSchema,
  ids: { any: string[]; products: string[]; sizes: string[] },
  name: string,
): fc.Arbitrary<string> {
  if (s.format === 'date-time') {
    return fc
      .date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (s.format === 'email' || /email/i.test(name))
    return fc.constantFrom('a@example.com', 'admin@tressa.local');
  if (/^productIds?$/.test(name)) return fc.constantFrom(...ids.products);
  if (/^(size|length)$/.test(name)) return fc.constantFrom(...ids.sizes);
  if (/id$/i.test(name) || name === 'clientSecret') return fc.constantFrom(...ids.any);
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot invert: any short string.
    }
  }
  const min = s.minLength ?? 0;
  return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(s.maxLength ?? 24, 24)) });
}

/** Every path into `value` (objects and arrays), the root included. */
function pathsOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(at);
  if (out.length > 200) return out;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) pathsOf(v, [...at, i], out);
  } else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

/** What the database cannot store (NUL, unpaired surrogates), put inside otherwise valid text. */
export const unstorable = fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uDBFF\u0000');

/** `text` with `bad` put in at `at` (modulo its length): still valid for everything but storing. */
export const taint = (text: string, bad: string, at: number) => {
  const i = text.length === 0 ? 0 : at % (text.length + 1);
  return `${text.slice(0, i)}${bad}${text.slice(i)}`;
};

export type Mutation = { at: number; value: unknown; key?: string; taint?: string };

/** `value` with each mutation applied: a place replaced by a hostile value, or a hostile key added to an object. */
export function mutate(value: unknown, mutations: Mutation[]): unknown {
  let root = structuredClone(value);
  for (const { at, key, value: shared, taint: bad } of mutations) {
    // A copy: fast-check hands out the same constant objects in every run, and a later mutation may add keys.
    const m = { at, key, value: structuredClone(shared) };
    const paths = pathsOf(root);
    if (bad !== undefined) {
      // One string of the valid value (a key when there is no string value) made unstorable, the rest left valid.
      const strings = paths.filter((p) => typeof valueAt(root, p) === 'string');
      const place = strings[at % Math.max(strings.length, 1)];
      if (place && place.length > 0) {
        const parent = valueAt(root, place.slice(0, -1)) as Record<string | number, unknown>;
        const last = place[place.length - 1] as string | number;
        parent[last] = taint(String(parent[last]), bad, at);
        continue;
      }
      if (typeof root === 'string') {
        root = taint(root, bad, at);
        continue;
      }
      m.key = taint('key', bad, at);
    }
    const path = paths[m.at % paths.length] ?? [];
    if (path.length === 0) {
      root = m.key && root !== null && typeof root === 'object' ? withOwnKey(root, m.key, m.value) : m.value;
      continue;
    }
    let parent = root as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
    const last = path[path.length - 1] as string | number;
    const target = parent[last];
    if (m.key && target !== null && typeof target === 'object' && !Array.isArray(target))
      withOwnKey(target, m.key, m.value);
    else withOwnKey(parent, String(last), m.value);
  }
  return root;
}

const valueAt = (root: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((v, step) => (v as Record<string | number, unknown>)[step], root);

/** One to three bends of a valid value; most often a single one, so the rest still passes validation. */
export function mutations(ids: string[]): fc.Arbitrary<Mutation[]> {
  const one = fc.oneof(
    fc.record({ at: fc.nat(), value: hostileValue(ids), key: hostileKey }, { requiredKeys: ['at', 'value'] }),
    fc.record({ at: fc.nat(), value: fc.constant(null), taint: unstorable }),
  );
  return fc.oneof(
    { weight: 3, arbitrary: one.map((m) => [m]) },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
}

/** Percent-encodes any string, an unpaired surrogate as the bytes a careless encoder writes (WTF-8: %ED%A0%80). */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** Path segments sent as they are, not encoded: traversal, bad escapes, encoded NUL and surrogates. */
export const rawSegment = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  'a%2Fb',
  '%5c',
  '%zz',
  '%',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AE',
  '%FF',
  '~',
  '*',
);

/** Request bodies that are not what the route takes: invalid JSON, deep JSON, huge, or not JSON at all. */
export const rawBody = fc.oneof(
  fc.constantFrom(
    { type: 'application/json', body: '{' },
    { type: 'application/json', body: '{"a":' },
    { type: 'application/json', body: '[1,]' },
    { type: 'application/json', body: '{"a":1}garbage' },
    { type: 'application/json', body: 'nul' },
    { type: 'application/json', body: '' },
    { type: 'application/json', body: 'null' },
    { type: 'application/json', body: '"\\u0000"' },
    { type: 'application/json', body: '{"a":"\\ud800"}' },
    { type: 'application/json', body: '{"a\\u0000":1}' },
    { type: 'application/json', body: '{"__proto__":{"role":"admin"}}' },
    { type: 'application/json', body: '{"constructor":{"prototype":{"role":"admin"}}}' },
    { type: 'application/json', body: '{"a":1,"a":2}' },
    { type: 'application/json', body: '\uFEFF{}' },
    { type: 'application/json', body: '\u0000' },
    { type: 'application/json', body: `${'['.repeat(200)}${']'.repeat(200)}` },
    { type: 'application/json', body: `${'{"a":'.repeat(200)}1${'}'.repeat(200)}` },
    { type: 'application/json', body: `{"a":"${'x'.repeat(1_100_000)}"}` },
    { type: 'application/json; charset=utf-16', body: '{}' },
    {
      type: 'application/json',
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { type: 'text/plain', body: 'hello\u0000' },
    { type: 'text/plain', body: '{"a":1}' },
    { type: 'application/x-www-form-urlencoded', body: 'a=1&__proto__[x]=1&b=%00' },
    {
      type: 'application/xml',
      body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    },
    { type: 'multipart/form-data', body: 'no boundary' },
    {
      type: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--\r\n',
    },
    {
      type: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="images"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--x--\r\n',
    },
    {
      type: 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n',
    },
    { type: '', body: '{"a":1}' },
    { type: 'application/octet-stream', body: Buffer.from([0, 1, 2, 255]) },
  ),
);
