import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '#server/errors.ts';
import {
  adminOrderListSchema,
  adminOrderSchema,
  adminOrdersFilterSchema,
  adminOrdersQuerySchema,
  releaseResultSchema,
  statusChangeBodySchema,
  statusChangeResultSchema,
} from '#shared/contract/admin-orders.ts';
import { idParamsSchema } from '#shared/contract/common.ts';
import { errorBody } from '#shared/contract/errors.ts';
import { adminCancelSchema, refundParamsSchema, refundRequestSchema } from '#shared/contract/refunds.ts';
import { cancelOrder } from '../orders/cancel.ts';
import { endUnpaidOrder } from '../orders/expiry.ts';
import type { RefundDeps } from '../orders/refund-settlement.ts';
import { refundOrder, retryRefund } from '../orders/refunds.ts';
import { changeOrderStatus, type StatusChangeDeps } from '../orders/status.ts';
import type { ShopSettingsReader } from '../settings/store.ts';
import { firstRowRead, ordersCsv } from './orders-csv.ts';
import type { AdminOrdersRepository } from './orders-repository.ts';

type Deps = {
  repo: AdminOrdersRepository;
  statusChange: StatusChangeDeps;
  /** What ending an unpaid checkout needs (orders/expiry.ts endUnpaidOrder). */
  release: Parameters<typeof endUnpaidOrder>[0];
  refunding: RefundDeps;
  /** The owner's settings now: the shop's days (the CSV's dates). */
  settings: ShopSettingsReader;
};

const NO_ORDER = 'No order Found';

/** The admin's orders: placed orders only, filtered and searched; one order; its status; the CSV export. */
export const adminOrderRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { repo, statusChange, release, refunding, settings },
) => {
  app.get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Placed orders, newest first, by status and by order number or e-mail',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderListSchema, 400: errorBody },
      },
    },
    async (req) => {
      const { page, perPage, ...filter } = req.query;
      const [items, total] = await Promise.all([
        repo.page(filter, perPage, (page - 1) * perPage),
        repo.count(filter),
      ]);
      return { items, total, page, perPage };
    },
  );

  app.get(
    '/orders/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The filtered order list as CSV (order number, date, customer e-mail, status, discount code, ' +
          'subtotal, discount, shipping, total, refunded)',
        querystring: adminOrdersFilterSchema,
        produces: ['text/csv'],
        response: { 400: errorBody },
      },
    },
    async (req, reply) => {
      const rows = await firstRowRead(repo.all(req.query));
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream, written as it is read; the route's schema describes only the error replies.
          .send(Readable.from(ordersCsv(rows, settings().timeZone)) as never)
      );
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order with lines, recipient, payment and status history',
        params: idParamsSchema,
        response: { 200: adminOrderSchema, 404: errorBody },
      },
    },
    async (req) => {
      const order = await repo.detail(req.params.id);
      if (!order) throw notFound(NO_ORDER);
      return order;
    },
  );

  app.post(
    '/orders/:id/release',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Ends a checkout waiting for payment: its payment is cancelled and its units go back on sale (issue 21)',
        params: idParamsSchema,
        response: { 200: releaseResultSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      const order = await repo.unpaid(req.params.id);
      if (!order) throw notFound('No checkout waiting for payment has this number.');
      const outcome = await endUnpaidOrder(release, order);
      if (outcome === 'paid') throw conflict('This checkout has just been paid, so it was not released.');
      if (outcome === 'gone') throw conflict('This checkout is no longer waiting for payment.');
      return { released: true as const };
    },
  );

  app.patch(
    '/orders/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Set a placed order's status (any of the four), with the parcel's carrier and tracking number when " +
          'shipped; records history and e-mails the customer',
        params: idParamsSchema,
        body: statusChangeBodySchema,
        response: { 200: statusChangeResultSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      const { status, tracking } = req.body;
      const result = await changeOrderStatus(statusChange, req.params.id, status, tracking);
      if (result === 'not-found') throw notFound(NO_ORDER);
      if (result === 'not-placed')
        throw conflict('This order has not been paid, so its status cannot be set.');
      if (result === 'cancelled') throw conflict('This order is cancelled, so its status cannot be set.');
      const order = await repo.detail(req.params.id);
      if (!order) throw notFound(NO_ORDER);
      return { result, order };
    },
  );

  const detail = async (id: string) => {
    const order = await repo.detail(id);
    if (!order) throw notFound(NO_ORDER);
    return order;
  };

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Cancels an order not yet shipped, with a reason: all that remains is refunded and its units go back ' +
          'on sale; the customer is e-mailed',
        params: idParamsSchema,
        body: adminCancelSchema,
        response: { 200: adminOrderSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      await cancelOrder(refunding, req.params.id, { by: 'admin', reason: req.body.reason });
      return detail(req.params.id);
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Refunds chosen lines and units (each restocked or not), the shipping fee and a goodwill amount, never ' +
          'more than was paid; the same requestKey answers the same refund',
        params: idParamsSchema,
        body: refundRequestSchema,
        response: { 200: adminOrderSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      await refundOrder(refunding, req.params.id, req.body);
      return detail(req.params.id);
    },
  );

  app.post(
    '/orders/:id/refunds/:refundId/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Tries a failed refund again',
        params: refundParamsSchema,
        response: { 200: adminOrderSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      await retryRefund(refunding, req.params.id, req.params.refundId);
      return detail(req.params.id);
    },
  );
};
