import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import {
  savedAddressInputSchema,
  savedAddressListSchema,
  savedAddressSchema,
} from '#shared/contract/addresses.ts';
import { idParamsSchema, noContentSchema } from '#shared/contract/common.ts';
import { ERROR_CODES, errorBody } from '#shared/contract/errors.ts';
import { DEMO_EMAIL } from '../auth/bootstrap.ts';
import type { Guards } from '../auth/session.ts';
import { addressBook } from './repository.ts';

type Deps = { db: Db; guards: Guards };

type Who = { user: { id: string; email: string } | null };

/**
 * Everyone shares the demo account (DEMO_LOGIN=on): an address kept there would be shown to the next visitor. Its
 * book stays empty and refuses to keep one.
 */
const isDemo = (req: Who) => req.user?.email === DEMO_EMAIL;
const refuseDemo = (req: Who) => {
  if (isDemo(req)) {
    throw new AppError(
      403,
      ERROR_CODES.forbidden,
      'The demo account cannot keep addresses. Make your own account.',
    );
  }
};

/** The signed-in customer's address book (issue 33, decision 034): their own addresses only, never another's. */
export const addressRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, guards }) => {
  const book = addressBook(db);
  const userId = (req: Who) => req.user?.id ?? '';
  app.addHook('onRequest', guards.requireUser);

  app.get(
    '/api/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Your saved addresses: the default first, then the most recently changed',
        response: { 200: savedAddressListSchema, 401: errorBody },
      },
    },
    async (req) => ({ items: isDemo(req) ? [] : await book.list(userId(req)) }),
  );

  app.post(
    '/api/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Saves an address; the first one, or one asked to be, becomes the default',
        body: savedAddressInputSchema,
        response: { 201: savedAddressSchema, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
      },
    },
    async (req, reply) => {
      refuseDemo(req);
      return reply.code(201).send(await book.add(userId(req), req.body));
    },
  );

  app.put(
    '/api/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Changes one of your saved addresses, and makes it the default if asked',
        params: idParamsSchema,
        body: savedAddressInputSchema,
        response: { 200: savedAddressSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      refuseDemo(req);
      return book.update(userId(req), req.params.id, req.body);
    },
  );

  app.delete(
    '/api/addresses/:id',
    {
      schema: {
        tags: ['addresses'],
        summary:
          'Deletes one of your saved addresses; if it was the default, the most recently changed takes over',
        params: idParamsSchema,
        response: { 204: noContentSchema, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (req, reply) => {
      refuseDemo(req);
      await book.remove(userId(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
};
