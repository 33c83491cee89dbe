import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIntentBodySchema, createIntentResponseSchema } from '../../../shared/contract/checkout.ts';
import { errorBody } from '../../../shared/contract/errors.ts';
import type { Guards } from '../auth/session.ts';
import { paymentLimit } from '../payments/payment-limits.ts';
import { type CheckoutDeps, startCheckout } from './start-checkout.ts';

type Deps = Omit<CheckoutDeps, 'log'> & { guards: Guards };

export const checkoutRoutes: FastifyPluginAsyncZod<Deps> = async (app, { guards, ...deps }) => {
  app.post(
    '/api/create-payment-intent',
    {
      preHandler: [guards.requireUser, paymentLimit(deps.db, 'createIntent')],
      schema: {
        tags: ['checkout'],
        summary:
          'Prices the cart on the server (each line at its length’s price, within its product’s limit per order), ' +
          'replaces the customer’s earlier unpaid order, takes the units from stock, creates the order (awaiting ' +
          'payment) and its payment intent; 409 when a length has too few left',
        body: createIntentBodySchema,
        response: {
          200: createIntentResponseSchema,
          400: errorBody,
          401: errorBody,
          409: errorBody,
          429: errorBody,
          502: errorBody,
        },
      },
    },
    async (req) => {
      const user = req.user;
      if (!user) throw new Error('requireUser let a request through without a user');
      const { orderId, intent, amounts, lines } = await startCheckout(
        { ...deps, log: req.log },
        user,
        req.ip,
        req.body,
      );
      return {
        orderId,
        clientSecret: intent.clientSecret,
        provider: deps.provider.name,
        publishableKey: deps.provider.publishableKey,
        amounts,
        lines,
      };
    },
  );
};
