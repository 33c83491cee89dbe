import fc from 'fast-check';
import { hostileKey, hostileValue, taint, unstorable, withOwnKey } from './hostile-values.ts';

/**
 * JSON schemas (the OpenAPI description's) turned into mostly-valid values (issue 18), and those values bent at
 * one or more places by hostile values and keys, or by text the database cannot store.
 */

/** Ids to pick from: any row's (other users' among them), products', and the lengths products come in. */
export type IdPool = { any: string[]; products: string[]; sizes: string[] };

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
export function fromSchema(schema: JsonSchema | undefined, ids: IdPool, name = ''): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  const plain = plainValueOf(schema, ids, name);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: plain }, fc.constant(null)) : plain;
}

function plainValueOf(s: JsonSchema, ids: IdPool, name: string): fc.Arbitrary<unknown> {
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

function stringFor(s: JsonSchema, ids: IdPool, name: string): fc.Arbitrary<string> {
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
