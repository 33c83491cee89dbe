import fc from 'fast-check';

/**
 * What an attacker sends (issue 18), as fast-check arbitraries: hostile strings, numbers, keys and values, text
 * the database cannot store, percent-encoding as a careless client writes it, and raw bodies no route takes.
 * Valid values from the OpenAPI description and their bending are in openapi-values.ts.
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

/** What the database cannot store (NUL, unpaired surrogates), put inside otherwise valid text. */
export const unstorable = fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uDBFF\u0000');

/** `text` with `bad` put in at `at` (modulo its length): still valid for everything but storing. */
export const taint = (text: string, bad: string, at: number) => {
  const i = text.length === 0 ? 0 : at % (text.length + 1);
  return `${text.slice(0, i)}${bad}${text.slice(i)}`;
};

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
