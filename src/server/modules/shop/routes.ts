import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthFeatures } from '#shared/contract/auth.ts';
import { type ShopInfo, shopSettingsSchema } from '#shared/contract/catalog.ts';

/** The shop's public constants (name, contact, social link) come from configuration (docs/product.md#settings). */
export const shopRoutes: FastifyPluginAsyncZod<{
  shop: ShopInfo;
  features: AuthFeatures;
  timeZone: string;
}> = async (app, { shop, features, timeZone }) => {
  app.get(
    '/api/shop',
    {
      schema: {
        tags: ['shop'],
        summary: 'Public shop settings',
        response: { 200: shopSettingsSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { ...shop, features, timeZone };
    },
  );
};
