import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody } from '#shared/contract/errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../errors.ts';

const body = (code: string, message: string): ErrorBody => ({ error: { code, message } });

export const DATABASE_UNAVAILABLE =
  'The shop cannot reach its database just now. Nothing was changed; please try again in a moment.';
const DATABASE_RETRY_AFTER_S = 5;

/**
 * Every error leaves through here in one shape; a 5xx never shows its internals. A database that cannot be
 * reached is a 503 (try again shortly), not a 500.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).headers(err.headers).send(body(err.code, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const where = issue?.instancePath?.replace(/^\//, '') || err.validationContext || 'request';
      const message = issue ? `${where}: ${issue.message}` : 'The request is not valid';
      return reply.code(400).send(body(ERROR_CODES.badRequest, message));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type).
      return reply.code(status).send(body(err.code?.toLowerCase() ?? ERROR_CODES.badRequest, err.message));
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'the database could not be reached');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send(body(ERROR_CODES.databaseUnavailable, DATABASE_UNAVAILABLE));
    }
    req.log.error({ err }, 'request failed');
    return reply
      .code(500)
      .send(body(ERROR_CODES.internal, 'Something went wrong on our side. Please try again.'));
  });
});

/**
 * Fastify's own refusals before routing — a malformed %-escape in the path (FST_ERR_BAD_URL, 400), a path
 * parameter over its length (414) — which no hook or error handler sees: the `frameworkErrors` option of the
 * server, so they too leave in the one shape (issue 18) rather than Fastify's, which echoes the path back.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 400;
  if (err.code === 'FST_ERR_BAD_URL') {
    return reply
      .code(400)
      .send(body(ERROR_CODES.badRequest, 'The address is not valid: it has a malformed %-escape.'));
  }
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send(body(ERROR_CODES.uriTooLong, 'A part of the address is too long.'));
  }
  return reply.code(status).send(body(err.code?.toLowerCase() ?? ERROR_CODES.badRequest, err.message));
}
