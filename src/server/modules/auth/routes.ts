import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { type Limit, requireWithinLimits, tooManyRequests } from '#server/rate-limit.ts';
import { authMessage } from '#shared/auth-messages.ts';
import { demoLoginBodySchema, meSchema } from '#shared/contract/auth.ts';
import { ERROR_CODES, errorBody } from '#shared/contract/errors.ts';
import { displayName } from '#shared/display-name.ts';
import type { Auth } from './auth.ts';
import { demoCredentials } from './bootstrap.ts';
import { forward, send, toWebRequest } from './bridge.ts';
import type { HashingGate } from './hashing-gate.ts';
import { withHashingTurn } from './password-hashing.ts';
import { sessionUser } from './session.ts';
import { recordSignInFailure, recordSignInSuccess, signInWait } from './sign-in-throttle.ts';

/** Per path: attempts allowed per IP and per e-mail address in a fixed window. Sign-in has its own throttle. */
const AUTH_LIMITS: Record<string, { ip: Limit; email: Limit }> = {
  '/api/auth/sign-up/email': { ip: { max: 10, windowS: 3600 }, email: { max: 5, windowS: 3600 } },
  '/api/auth/request-password-reset': { ip: { max: 10, windowS: 3600 }, email: { max: 3, windowS: 3600 } },
};
const SIGN_IN_PATH = '/api/auth/sign-in/email';
const DEMO_LOGIN_LIMIT: Limit = { max: 20, windowS: 3600 };
const RATE_LIMITED = authMessage(ERROR_CODES.rateLimited);

/** The pathname better-auth routes on: parsed, without a trailing slash (which its router ignores). */
const authPath = (url: string) => new URL(url, 'http://shop.invalid').pathname.replace(/(.)\/+$/, '$1');

const emailOf = (body: unknown) =>
  String((body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

export const authRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  db: Db;
  config: Config;
  hashing: HashingGate;
}> = async (app, { auth, db, config, hashing }) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async preHandler(req) {
      const limits = AUTH_LIMITS[authPath(req.url)];
      if (!limits || req.method !== 'POST') return;
      const path = authPath(req.url);
      const email = emailOf(req.body);
      await requireWithinLimits(
        db,
        [
          { key: `ip:${path}:${req.ip}`, limit: limits.ip },
          ...(email === '' ? [] : [{ key: `email:${path}:${email}`, limit: limits.email }]),
        ],
        RATE_LIMITED,
      );
    },
    async handler(req, reply) {
      // A route that hashes a password takes a turn of the gate first, or is told 503 sign_in_busy at once,
      // before any database work: under a flood, turning a request away must cost next to nothing (decision 016).
      return withHashingTurn(hashing, req.method, authPath(req.url), async () => {
        if (req.method !== 'POST' || authPath(req.url) !== SIGN_IN_PATH) {
          return forward(auth.handler, config.publicUrl, req, reply);
        }
        // Sign-in: failures earn waits per (address, IP) and per IP (sign-in-throttle.ts), not per address.
        const email = emailOf(req.body);
        const wait = await signInWait(db, email, req.ip);
        if (wait > 0) throw tooManyRequests(RATE_LIMITED, wait);
        const response = await auth.handler(toWebRequest(req, config.publicUrl));
        if (response.status === 401) await recordSignInFailure(db, email, req.ip);
        else if (response.ok) await recordSignInSuccess(db, email, req.ip);
        return send(response, reply);
      });
    },
  });

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in (user null when nobody is)',
        response: { 200: meSchema },
      },
    },
    async (req, reply) => {
      // The answer depends on the cookie: no cache, shared or private, may keep it for the next request or person.
      reply.header('cache-control', 'private, no-store');
      const user = await sessionUser(auth, req);
      // Nobody signed in is the ordinary answer for every visitor, not a failure (a 401 is logged by the browser).
      if (!user) return { user: null };
      const name = displayName(user);
      const role = user.role === 'admin' ? ('admin' as const) : ('user' as const);
      return { user: { id: user.id, email: user.email, name, role } };
    },
  );

  app.post(
    '/api/demo-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs in the shared demo customer when DEMO_LOGIN=on',
        body: demoLoginBodySchema,
        response: { 404: errorBody },
      },
    },
    async (req, reply) => {
      if (!config.auth.demoLogin) throw notFound('Demo login is not enabled');
      // Each demo sign-in makes a session row: bounded per IP like any other sign-in.
      await requireWithinLimits(
        db,
        [{ key: `demo-login:ip:${req.ip}`, limit: DEMO_LOGIN_LIMIT }],
        RATE_LIMITED,
      );
      const body = await demoCredentials(auth, db);
      const response = await auth.api.signInEmail({
        body,
        headers: fromNodeHeaders(req.headers),
        asResponse: true,
      });
      return send(response, reply);
    },
  );
};
