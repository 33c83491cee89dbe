import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.ts';

/**
 * Deeper than any body this API takes (an order is four levels), far shallower than what overflows the stack of
 * the code that walks a parsed body (validation, better-auth, JSON.stringify).
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * How deeply `text`'s arrays and objects nest, counted in one pass over the characters (no recursion, no parse),
 * stopping as soon as it passes `max`. Brackets inside strings do not count. Malformed JSON is left to the parser.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++;
      if (depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return false;
}

/**
 * The JSON parser of the whole app (the auth routes included): Fastify's own (secure-json-parse, prototype
 * poisoning refused) behind a bound on nesting, so `[[[[…]]]]` is a 400 and not a stack overflow further on.
 * Encapsulated plugins that need the raw bytes (the Stripe webhook) remove it in their own scope.
 */
export const jsonBody = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(badRequest(`The request body nests more than ${MAX_JSON_DEPTH} levels deep.`), undefined);
      return;
    }
    parse(req, text, done);
  });
});
