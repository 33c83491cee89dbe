import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthFeatures } from '#shared/contract/auth.ts';
import { shopSettingsSchema } from '#shared/contract/catalog.ts';
import type { ShopSettingsReader } from '../settings/store.ts';

/** The shop's public face (name, contact, social link, time zone): the owner's settings (the admin's Settings). */
export const shopRoutes: FastifyPluginAsyncZod<{
  settings: ShopSettingsReader;
  features: AuthFeatures;
}> = async (app, { settings, features }) => {
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
      // Asked again each time: the owner's change shows at once. Pages carry it already, so a visit rarely asks.
      reply.header('cache-control', 'no-cache');
      const { name, email, phone, socialHandle, socialUrl, timeZone, delivery } = settings();
      return { name, email, phone, socialHandle, socialUrl, features, timeZone, delivery };
    },
  );
};
