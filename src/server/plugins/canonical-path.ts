import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '#shared/contract/errors.ts';

/**
 * Whether a raw request path is already in the one spelling routing, the rate limiter and better-auth agree on.
 * `.`/`..` segments, encoded dots and slashes, doubled slashes and backslashes all let one route be reached under
 * several names; a limiter keyed on one name is then bypassed by another (issue 7, item 1).
 */
export function isCanonicalPath(rawUrl: string): boolean {
  const path = rawUrl.split('?')[0] ?? '';
  if (!path.startsWith('/')) return false;
  if (path.includes('//') || path.includes('\\')) return false;
  // %2e '.', %2f '/', %5c '\' encoded, and %25 (an encoded '%', which a second decoding would turn into one of them).
  if (/%(2e|2f|5c|25)/i.test(path)) return false;
  return !path.split('/').some((segment) => segment === '.' || segment === '..');
}

/** Refuses any request whose path is not canonical, before routing, with 400 in the API's error shape. */
export const canonicalPath = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req, reply) => {
    if (isCanonicalPath(req.raw.url ?? '/')) return;
    return reply.code(400).send({
      error: { code: ERROR_CODES.badRequest, message: 'The address is not in its canonical form.' },
    });
  });
});
