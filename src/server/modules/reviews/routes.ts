import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productParamsSchema } from '#shared/contract/catalog.ts';
import { errorBody } from '#shared/contract/errors.ts';
import { pageQuerySchema } from '#shared/contract/paging.ts';
import {
  avatarQuerySchema,
  myReviewSchema,
  reviewBodySchema,
  reviewSavedSchema,
  reviewsPageSchema,
} from '#shared/contract/reviews.ts';
import type { Guards, SessionUser } from '../auth/session.ts';
import { avatarSvg } from './avatar.ts';
import type { ReviewsService } from './service.ts';

type Deps = { reviews: ReviewsService; guards: Guards };

/**
 * The name in an avatar is user input drawn into an SVG on our origin. The SVG escapes it, and these headers stop
 * the file from running anything, or being taken for another type, even when someone opens it directly.
 */
async function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=86400')
    .send(svg);
}

const userOf = (req: { user: SessionUser | null }) => {
  if (!req.user) throw new Error('requireUser let a request through without a user');
  return req.user;
};

export const reviewRoutes: FastifyPluginAsyncZod<Deps> = async (app, { reviews, guards }) => {
  app.post(
    '/api/reviews',
    {
      // Before validation, so a signed-out visitor hears 401 whatever they sent.
      onRequest: guards.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Review a product the user bought; a second review of it replaces the first',
        body: reviewBodySchema,
        response: {
          200: reviewSavedSchema,
          201: reviewSavedSchema,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (req, reply) => {
      const { created, ...saved } = await reviews.submit(userOf(req), req.body);
      return reply.code(created ? 201 : 200).send(saved);
    },
  );

  app.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews, newest first, with its average rating",
        params: productParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: reviewsPageSchema, 400: errorBody, 404: errorBody },
      },
    },
    (req) => reviews.list(req.params.id, req.query.page),
  );

  app.get(
    '/api/products/:id/my-review',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Whether the signed-in user bought the product (may review it), and their review of it',
        params: productParamsSchema,
        response: { 200: myReviewSchema, 401: errorBody, 404: errorBody },
      },
    },
    (req) => reviews.mine(userOf(req).id, req.params.id),
  );

  app.get(
    '/api/avatars',
    {
      schema: {
        tags: ['reviews'],
        summary: "A reviewer's avatar: the name's initials on a colour of its own (image/svg+xml)",
        querystring: avatarQuerySchema,
        response: { 400: errorBody },
      },
    },
    (req, reply) => sendSvg(reply, avatarSvg(req.query.name)),
  );
};
