import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/errors.ts';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import type { Auth } from './auth.ts';

export type SessionUser = { id: string; email: string; name: string; role: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin. */
    user: SessionUser | null;
  }
}

export const unauthorized = () => new AppError(401, ERROR_CODES.unauthorized, 'Please sign in to continue.');
export const forbidden = () =>
  new AppError(403, ERROR_CODES.forbidden, 'This page can only be viewed by admin.');

/** The user of the request's session cookie, read from the database on every call, or null. */
export async function sessionUser(auth: Auth, req: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!session || session.user.banned) return null;
  const { id, email, name, role } = session.user;
  return { id, email, name, role: role ?? 'user' };
}

/** Route guards: 401 without a live session, 403 without the admin role. Roles are never taken from the client. */
export function guards(auth: Auth) {
  return {
    async requireUser(req: FastifyRequest, _reply: FastifyReply) {
      req.user = await sessionUser(auth, req);
      if (!req.user) throw unauthorized();
    },
    async requireAdmin(req: FastifyRequest, _reply: FastifyReply) {
      req.user = await sessionUser(auth, req);
      if (!req.user) throw unauthorized();
      if (req.user.role !== 'admin') throw forbidden();
    },
  };
}
export type Guards = ReturnType<typeof guards>;
