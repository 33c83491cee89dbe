import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBodySchema, contactReceivedSchema } from '#shared/contract/contact.ts';
import { errorBody } from '#shared/contract/errors.ts';
import type { ContactService } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Sends a message to the shop (stored, then e-mailed with an acknowledgement to the sender)',
        body: contactBodySchema,
        response: { 200: contactReceivedSchema, 400: errorBody, 429: errorBody },
      },
    },
    async (req) => {
      await contact.submit(req.body, req.ip);
      return { received: true as const };
    },
  );
};
