import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSummarySchema } from '../../../shared/contract/auth.ts';
import { errorBody } from '../../../shared/contract/errors.ts';
import type { Db } from '../../db/client.ts';
import { orders, products, users } from '../../db/schema.ts';
import type { Guards } from '../auth/session.ts';

/**
 * Everything under /api/admin. The guard is a hook on this whole plugin, so a route added here later cannot
 * forget it (admin-routes.test.ts walks every registered route to prove it).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; guards: Guards }> = async (app, { db, guards }) => {
  app.addHook('onRequest', guards.requireAdmin);

  app.get(
    '/summary',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts for the admin home',
        response: { 200: adminSummarySchema, 401: errorBody, 403: errorBody },
      },
    },
    async () => {
      const [[p], [o], [c]] = await Promise.all([
        db.select({ n: count() }).from(products),
        db.select({ n: count() }).from(orders),
        db.select({ n: count() }).from(users).where(eq(users.role, 'user')),
      ]);
      return { products: p?.n ?? 0, orders: o?.n ?? 0, customers: c?.n ?? 0 };
    },
  );
};
