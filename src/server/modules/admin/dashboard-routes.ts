import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { adminSummarySchema } from '#shared/contract/admin-dashboard.ts';
import { errorBody } from '#shared/contract/errors.ts';
import type { ShopSettingsReader } from '../settings/store.ts';
import { dashboardRepository } from './dashboard-repository.ts';

/** `settings`: the owner's, as they are at each request (the shop's days and the stock hold). */
type Deps = { db: Db; settings: ShopSettingsReader };

export const adminDashboardRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, settings }) => {
  app.get(
    '/summary',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The admin home: earnings, discounts given, counts, orders per status, earnings per day, recent ' +
          'orders, low stock, units held by unpaid checkouts',
        response: { 200: adminSummarySchema, 401: errorBody, 403: errorBody },
      },
    },
    async () => {
      const { timeZone, orderHoldMinutes: holdMinutes } = settings();
      const repo = dashboardRepository(db, timeZone);
      const [statusCounts, discounts, dailyEarnings, recentOrders, products, customers, lowStock, held] =
        await Promise.all([
          repo.perStatus(),
          repo.discounts(),
          repo.dailyEarnings(),
          repo.recentOrders(),
          repo.productCount(),
          repo.customerCount(),
          repo.lowStock(),
          repo.held(),
        ]);
      return {
        products,
        customers,
        orders: statusCounts.reduce((n, s) => n + s.count, 0),
        earnings: statusCounts.reduce((n, s) => n + s.total - s.refunded, 0),
        refunded: statusCounts.reduce((n, s) => n + s.refunded, 0),
        discounts,
        statusCounts: statusCounts.map(({ status, count }) => ({ status, count })),
        dailyEarnings,
        recentOrders,
        lowStock,
        held: {
          units: held.units,
          orders: held.orders,
          checkouts: held.checkouts.map((c) => ({
            ...c,
            createdAt: c.createdAt.toISOString(),
            expiresAt: new Date(c.createdAt.getTime() + holdMinutes * 60_000).toISOString(),
          })),
        },
      };
    },
  );
};
