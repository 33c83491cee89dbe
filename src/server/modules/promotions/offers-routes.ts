import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { activeOffersSchema } from '#shared/contract/promotions.ts';
import { activeOffers, offersWithVariantCounts } from './active-offers.ts';

/**
 * The bundle offers running now, for the listing and product pages. The same for every visitor, so shared caches
 * may keep it a minute: an offer the admin starts or stops shows on the storefront within that minute (the
 * checkout prices from the database, never from this answer).
 */
export const offersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/offers',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The bundle offers running now (not paused, within their dates)',
        response: { 200: activeOffersSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { offers: await offersWithVariantCounts(db, await activeOffers(db, new Date())) };
    },
  );
};
