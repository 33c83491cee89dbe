import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '#server/errors.ts';
import { markSpamSchema, messagesQuerySchema, messagesSchema } from '#shared/contract/admin-messages.ts';
import { idParamsSchema, noContentSchema } from '#shared/contract/common.ts';
import { errorBody } from '#shared/contract/errors.ts';
import type { MessagesRepository } from './messages-repository.ts';

/** The contact form's messages (issue 9, "Messages"): read, and moved between the inbox and the spam. */
export const adminMessagesRoutes: FastifyPluginAsyncZod<{ repo: MessagesRepository }> = async (
  app,
  { repo },
) => {
  app.get(
    '/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact-form messages, newest first: the inbox, or with spam=true what the honeypot caught',
        querystring: messagesQuerySchema,
        response: { 200: messagesSchema, 400: errorBody },
      },
    },
    async (req) => {
      const [items, total] = await Promise.all([repo.page(req.query), repo.count(req.query.spam)]);
      return { items, total, page: req.query.page, perPage: req.query.perPage };
    },
  );

  app.patch(
    '/messages/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a message as spam, or as not spam after all',
        params: idParamsSchema,
        body: markSpamSchema,
        response: { 204: noContentSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (req, reply) => {
      if (!(await repo.markSpam(req.params.id, req.body.spam))) throw notFound('No such message');
      return reply.code(204).send(null);
    },
  );
};
