import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody } from '../../shared/contract/errors.ts';
import { AppError } from '../errors.ts';

const body = (code: string, message: string): ErrorBody => ({ error: { code, message } });

/** Every error leaves through here in one shape; a 5xx never shows its internals. */
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
    req.log.error({ err }, 'request failed');
    return reply
      .code(500)
      .send(body(ERROR_CODES.internal, 'Something went wrong on our side. Please try again.'));
  });
});
