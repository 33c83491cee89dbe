import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '#server/errors.ts';
import { mailboxQuerySchema, mailboxSchema, mailMessageSchema } from '#shared/contract/admin-mail.ts';
import { idParamsSchema } from '#shared/contract/common.ts';
import { errorBody } from '#shared/contract/errors.ts';
import type { MailboxRepository } from './mailbox-repository.ts';

type Deps = { repo: MailboxRepository; nudgeMail: () => void };

const NO_MESSAGE = 'No such message';

export const adminMailboxRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repo, nudgeMail }) => {
  app.get(
    '/mail',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The mail outbox, newest first: recipient, subject, kind, status (with the last error), time',
        querystring: mailboxQuerySchema,
        response: { 200: mailboxSchema, 400: errorBody },
      },
    },
    async (req) => {
      const [items, total] = await Promise.all([repo.page(req.query), repo.count(req.query.status)]);
      return { items, total, page: req.query.page, perPage: req.query.perPage };
    },
  );

  app.get(
    '/mail/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One message with its content',
        params: idParamsSchema,
        response: { 200: mailMessageSchema, 404: errorBody },
      },
    },
    async (req) => {
      const message = await repo.message(req.params.id);
      if (!message) throw notFound(NO_MESSAGE);
      return message;
    },
  );

  app.post(
    '/mail/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a failed message again (back to the queue, due now)',
        params: idParamsSchema,
        response: { 200: mailMessageSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      const retried = await repo.retry(req.params.id);
      const message = await repo.message(req.params.id);
      if (!message) throw notFound(NO_MESSAGE);
      if (!retried) throw conflict('Only a failed message can be sent again.');
      nudgeMail();
      return message;
    },
  );
};
