import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '#shared/contract/errors.ts';

/** What a string holds that the database cannot store, in words for the message. */
export type Unstorable = 'NUL' | 'an unpaired UTF-16 surrogate';

// PostgreSQL refuses U+0000 in text and jsonb ("invalid byte sequence", "unsupported Unicode escape sequence").
const NUL = String.fromCharCode(0);
// A high surrogate not followed by a low one, or a low one not preceded by a high one: not encodable as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored, or null when it can. */
export function unstorableText(text: string): Unstorable | null {
  if (text.includes(NUL)) return 'NUL';
  if (LONE_SURROGATE.test(text)) return 'an unpaired UTF-16 surrogate';
  return null;
}

/**
 * The first unstorable string in a parsed value (a JSON body, a query, route params): every string at any depth,
 * object keys included. Iterative, so no nesting overflows it; a Buffer (a raw body) is not text and is skipped.
 */
export function unstorableIn(value: unknown): Unstorable | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      const found = unstorableText(v);
      if (found) return found;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const key of Object.keys(v)) {
        const found = unstorableText(key);
        if (found) return found;
        stack.push((v as Record<string, unknown>)[key]);
      }
    }
  }
  return null;
}

/**
 * The raw address as sent: a NUL written out or percent-encoded (`%00`), or a lone surrogate. Other bad
 * percent-encodings are Fastify's to refuse (FST_ERR_BAD_URL) or stay as written in the query (`%FF`).
 */
export function unstorableInUrl(rawUrl: string): Unstorable | null {
  if (rawUrl.includes('%00')) return 'NUL';
  return unstorableText(rawUrl);
}

export const unstorableMessage = (where: string, what: Unstorable) =>
  `The request's ${where} contains a character the shop cannot store (${what}).`;

function refuse(reply: FastifyReply, where: string, what: Unstorable) {
  return reply
    .code(400)
    .send({ error: { code: ERROR_CODES.badRequest, message: unstorableMessage(where, what) } });
}

/**
 * Text the database cannot store is refused in one place, for every route and page, before any handler or query
 * runs (issue 18): a 400 in the API's error shape instead of PostgreSQL's refusal surfacing as a 500. The raw
 * address is checked on every request (pages and unknown addresses too); the decoded params, query and parsed
 * body of a route before its validation.
 */
export const storableText = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req, reply) => {
    const what = unstorableInUrl(req.raw.url ?? '');
    if (what) return refuse(reply, 'address', what);
  });
  app.addHook('preValidation', async (req, reply) => {
    const inParams = unstorableIn(req.params);
    if (inParams) return refuse(reply, 'address', inParams);
    const inQuery = unstorableIn(req.query);
    if (inQuery) return refuse(reply, 'query string', inQuery);
    const inBody = unstorableIn(req.body);
    if (inBody) return refuse(reply, 'body', inBody);
  });
});
