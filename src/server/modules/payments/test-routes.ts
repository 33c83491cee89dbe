import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { paymentResultSchema, testCardConfirmBodySchema } from '#shared/contract/checkout.ts';
import { ERROR_CODES, errorBody } from '#shared/contract/errors.ts';
import { testBankBodySchema, testBankParamsSchema, testBankQuerySchema } from '#shared/contract/payments.ts';
import { ORDER_EXPIRED_MESSAGE } from '#shared/order-status.ts';
import type { Guards } from '../auth/session.ts';
import { bankPage } from './bank-page.ts';
import { paymentLimit } from './payment-limits.ts';
import type { PaymentOutcomes } from './provider.ts';
import { judgeCard } from './test-card.ts';
import type { TestProvider } from './test-provider.ts';

type Deps = PaymentOutcomes & {
  db: Db;
  guards: Guards;
  provider: TestProvider;
  /** The status of the order, if it is this customer's (the orders module's answer); null otherwise. */
  orderStatusOf(orderId: string, userId: string): Promise<string | null>;
};

const orderExpired = () => new AppError(409, ERROR_CODES.orderExpired, ORDER_EXPIRED_MESSAGE);

export const AUTH_FAILED =
  'We are unable to authenticate your payment method. Please choose a different card.';

/** The built-in test-card provider's card form endpoint and its pretend bank page (docs/product.md#payments). */
export const testPaymentRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { db, guards, provider, onSucceeded, onFailed, orderStatusOf },
) => {
  app.post(
    '/api/payments/test/confirm',
    {
      preHandler: [guards.requireUser, paymentLimit(db, 'testConfirm')],
      schema: {
        tags: ['payments'],
        summary: 'Pays a test intent with a test card',
        body: testCardConfirmBodySchema,
        response: {
          200: paymentResultSchema,
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (req) => {
      const intent = await provider.byClientSecret(req.body.clientSecret);
      const status = intent ? await orderStatusOf(intent.orderId, req.user?.id ?? '') : null;
      if (!intent || !status) throw notFound('No such payment');
      if (intent.status === 'canceled' || status === 'expired') throw orderExpired();
      if (intent.status === 'succeeded') {
        await onSucceeded(intent);
        return { status: 'succeeded' as const, orderId: intent.orderId };
      }
      const outcome = judgeCard(req.body.card);
      if (outcome.kind === 'invalid') throw badRequest(outcome.message);
      const card = { cardBrand: outcome.brand, last4: outcome.last4 };
      if (outcome.kind === 'declined') {
        const failed = await provider.update(intent.id, {
          status: 'requires_payment_method',
          ...card,
          lastError: outcome.message,
        });
        if (!failed) throw orderExpired();
        await onFailed(intent.orderId);
        return { status: 'failed' as const, message: outcome.message, orderId: intent.orderId };
      }
      if (outcome.kind === 'requires_action') {
        const waiting = await provider.update(intent.id, {
          status: 'requires_action',
          ...card,
          lastError: null,
        });
        if (!waiting) throw orderExpired();
        const redirectUrl = `/api/payments/test/authenticate/${intent.id}?client_secret=${encodeURIComponent(intent.clientSecret)}`;
        return { status: 'requires_action' as const, redirectUrl, orderId: intent.orderId };
      }
      // Conditional: an intent cancelled since it was read above (its checkout replaced or expired) is not paid.
      const paid = await provider.update(intent.id, { status: 'succeeded', ...card, lastError: null });
      if (!paid) throw orderExpired();
      await onSucceeded(paid);
      return { status: 'succeeded' as const, orderId: intent.orderId };
    },
  );

  app.get(
    '/api/payments/test/authenticate/:id',
    { schema: { hide: true, params: testBankParamsSchema, querystring: testBankQuerySchema } },
    async (req, reply) => {
      const intent = await provider.retrieveIntent(req.params.id);
      if (!intent || intent.clientSecret !== req.query.client_secret) throw notFound('No such payment');
      return reply.type('text/html; charset=utf-8').send(bankPage(intent, req.url));
    },
  );

  // The bank page's two buttons post a plain HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/payments/test/authenticate/:id',
    {
      schema: {
        hide: true,
        params: testBankParamsSchema,
        querystring: testBankQuerySchema,
        body: testBankBodySchema,
      },
    },
    async (req, reply) => {
      const intent = await provider.retrieveIntent(req.params.id);
      if (!intent || intent.clientSecret !== req.query.client_secret) throw notFound('No such payment');
      if (intent.status === 'requires_action' && req.body.outcome === 'complete') {
        const paid = await provider.update(intent.id, { status: 'succeeded' });
        if (paid) await onSucceeded(paid);
      } else if (intent.status === 'requires_action') {
        await provider.update(intent.id, { status: 'requires_payment_method', lastError: AUTH_FAILED });
        await onFailed(intent.orderId);
      }
      const back = new URLSearchParams({
        payment_intent: intent.id,
        payment_intent_client_secret: intent.clientSecret,
      });
      return reply.redirect(`/checkout-success?${back}`, 303);
    },
  );
};
