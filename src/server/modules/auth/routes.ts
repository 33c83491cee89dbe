import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authMessage } from '../../../shared/auth-messages.ts';
import { meSchema } from '../../../shared/contract/auth.ts';
import { ERROR_CODES, errorBody } from '../../../shared/contract/errors.ts';
import { displayName } from '../../../shared/display-name.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Auth } from './auth.ts';
import { demoCredentials } from './bootstrap.ts';
import { forward, send } from './bridge.ts';
import { AUTH_LIMITS, withinLimit } from './rate-limit.ts';
import { sessionUser, unauthorized } from './session.ts';

/** The pathname better-auth routes on: parsed, without a trailing slash (which its router ignores). */
const limitedPath = (url: string) => new URL(url, 'http://shop.invalid').pathname.replace(/(.)\/+$/, '$1');

const tooMany = () => new AppError(429, ERROR_CODES.rateLimited, authMessage(ERROR_CODES.rateLimited));

export const authRoutes: FastifyPluginAsyncZod<{ auth: Auth; db: Db; config: Config }> = async (
  app,
  { auth, db, config },
) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async preHandler(req) {
      // The parsed pathname, as better-auth will route it (canonical-path.ts has refused other spellings).
      const path = limitedPath(req.url);
      const limits = AUTH_LIMITS[path];
      if (!limits || req.method !== 'POST') return;
      const email = String((req.body as { email?: unknown } | undefined)?.email ?? '')
        .trim()
        .toLowerCase();
      const byIp = await withinLimit(db, `ip:${path}:${req.ip}`, limits.ip);
      const byEmail = email === '' || (await withinLimit(db, `email:${path}:${email}`, limits.email));
      if (!byIp || !byEmail) throw tooMany();
    },
    handler: (req, reply) => forward(auth.handler, config.publicUrl, req, reply),
  });

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in (401 when nobody is)',
        response: { 200: meSchema, 401: errorBody },
      },
    },
    async (req) => {
      const user = await sessionUser(auth, req);
      if (!user) throw unauthorized();
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
        summary: 'Signs in the shared demo customer when DEMO_LOGIN=on (DECISIONS 19)',
        body: z.object({}).optional(),
        response: { 404: errorBody },
      },
    },
    async (req, reply) => {
      if (!config.auth.demoLogin) throw notFound('Demo login is not enabled');
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
