import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { orderSchema } from '#shared/contract/checkout.ts';
import { errorBody } from '#shared/contract/errors.ts';
import {
  confirmOrderBodySchema,
  confirmOrderResultSchema,
  lastAddressSchema,
  MY_ORDERS_PER_PAGE,
  myOrdersSchema,
  orderParamsSchema,
} from '#shared/contract/orders.ts';
import { pageQuerySchema } from '#shared/contract/paging.ts';
import { ORDER_EXPIRED_MESSAGE } from '#shared/order-status.ts';
import { DEMO_EMAIL } from '../auth/bootstrap.ts';
import type { Guards } from '../auth/session.ts';
import { paymentLimit } from '../payments/payment-limits.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { cancelOrder } from './cancel.ts';
import { type FinaliseDeps, paymentOutcomes } from './finalise.ts';
import { orderOf } from './reads.ts';
import type { RefundDeps } from './refund-settlement.ts';
import { lastAddressOf, orderStatusOf, placedOrdersOf } from './repository.ts';

type Deps = {
  db: Db;
  guards: Guards;
  provider: PaymentProvider;
  finalise: FinaliseDeps;
  refunding: RefundDeps;
};

export const orderRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { db, guards, provider, finalise, refunding },
) => {
  const outcomes = paymentOutcomes(finalise, refunding, provider.name);
  // The owner's cancellation window as it is at the moment of each request (settings/store.ts).
  const windowMinutes = () => refunding.settings().cancelWindowMinutes;
  app.addHook('onRequest', guards.requireUser);
  const userId = (req: { user: { id: string } | null }) => req.user?.id ?? '';

  app.get(
    '/api/orders/last-address',
    {
      schema: {
        tags: ['orders'],
        summary: "The shipping address of the user's latest order, to prefill checkout",
        response: { 200: lastAddressSchema, 401: errorBody },
      },
    },
    // Everyone shares the demo account (DEMO_LOGIN=on): its last address is the previous visitor's, not theirs.
    async (req) => ({
      address: req.user?.email === DEMO_EMAIL ? null : await lastAddressOf(db, userId(req)),
    }),
  );

  app.post(
    '/api/orders/confirm',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The browser's report of a payment (after a redirect): asks the provider, places the order once",
        body: confirmOrderBodySchema,
        response: { 200: confirmOrderResultSchema, 401: errorBody, 404: errorBody, 429: errorBody },
      },
      preHandler: paymentLimit(db, 'orderConfirm'),
    },
    async (req) => {
      const intent = await provider.retrieveIntent(req.body.paymentIntentId);
      // The client secret proves the browser saw this payment; the order must be the user's own.
      const owned =
        intent &&
        intent.clientSecret === req.body.clientSecret &&
        (await orderStatusOf(db, intent.orderId, userId(req)));
      if (!intent || !owned) throw notFound('No such payment');
      if (intent.status === 'succeeded') {
        await outcomes.onSucceeded(intent);
        return { status: 'succeeded' as const, orderId: intent.orderId };
      }
      if (intent.status === 'canceled') {
        return { status: 'failed' as const, orderId: intent.orderId, message: ORDER_EXPIRED_MESSAGE };
      }
      if (intent.status === 'requires_payment_method' && intent.lastError) {
        await outcomes.onFailed(intent.orderId);
        return { status: 'failed' as const, orderId: intent.orderId, message: intent.lastError };
      }
      return { status: 'processing' as const, orderId: intent.orderId };
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in user's placed orders, newest first (My Orders)",
        querystring: pageQuerySchema,
        response: { 200: myOrdersSchema, 400: errorBody, 401: errorBody },
      },
    },
    async (req) => {
      const { page } = req.query;
      const perPage = MY_ORDERS_PER_PAGE;
      const found = await placedOrdersOf(db, userId(req), { limit: perPage, offset: (page - 1) * perPage });
      return { ...found, page, perPage };
    },
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "One of the signed-in user's orders (404 for anyone else's)",
        params: orderParamsSchema,
        response: { 200: orderSchema, 401: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      const order = await orderOf(db, req.params.id, userId(req), { cancelWindowMinutes: windowMinutes() });
      if (!order) throw notFound('No order Found');
      return order;
    },
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The shopper cancels their own order while it is Order Placed, within the owner’s cancellation window (Settings): the whole ' +
          'amount is refunded and its units go back on sale',
        params: orderParamsSchema,
        response: { 200: orderSchema, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
      },
      preHandler: paymentLimit(db, 'orderCancel'),
    },
    async (req) => {
      await cancelOrder(refunding, req.params.id, {
        by: 'customer',
        userId: userId(req),
        windowMinutes: windowMinutes(),
      });
      const order = await orderOf(db, req.params.id, userId(req), { cancelWindowMinutes: windowMinutes() });
      if (!order) throw notFound('No order Found');
      return order;
    },
  );
};
