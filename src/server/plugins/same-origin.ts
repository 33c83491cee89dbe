import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import { AppError } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes called by another party and proven otherwise: Stripe signs its webhook's body. */
const SIGNED_ELSEWHERE = new Set(['/api/payments/stripe/webhook']);

/** The origins the shop's pages are served from: PUBLIC_URL's and, on localhost, its 127.0.0.1 twin (as auth.ts). */
export function shopOrigins(publicUrl: string): Set<string> {
  const origin = new URL(publicUrl).origin;
  return new Set([origin, origin.replace('//localhost:', '//127.0.0.1:')]);
}

export const FOREIGN_ORIGIN_MESSAGE = 'This request came from another site, so it was refused.';

/**
 * Cross-site request forgery, refused in one place for every route (docs/decisions/011-security-model.md): a
 * POST, PUT, PATCH or DELETE that a browser says comes from a page of another origin is a 403 before routing's
 * work begins. Browsers send `Origin` on every such request, cross-site always; one that names another origin
 * (or `null`: sandboxed frames, privacy redirects) is refused. Without `Origin` the request is not a browser's
 * cross-site one (curl, scripts, our tests), unless `Sec-Fetch-Site` says it is — then it is refused too. Such a
 * caller holds only its own cookies, so there is nobody's session to forge with.
 */
export const sameOrigin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const allowed = shopOrigins(opts.publicUrl);
  app.addHook('onRequest', async (req) => {
    if (!STATE_CHANGING.has(req.method) || SIGNED_ELSEWHERE.has(req.routeOptions.url ?? '')) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    const foreign =
      origin !== undefined ? !allowed.has(origin) : site === 'cross-site' || site === 'same-site';
    if (foreign) throw new AppError(403, ERROR_CODES.forbidden, FOREIGN_ORIGIN_MESSAGE);
  });
});
