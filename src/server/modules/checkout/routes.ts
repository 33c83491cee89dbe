import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createIntentBodySchema,
  createIntentResponseSchema,
  quoteBodySchema,
  quoteResponseSchema,
} from '#shared/contract/checkout.ts';
import { errorBody } from '#shared/contract/errors.ts';
import { shippingRule } from '#shared/delivery.ts';
import type { Guards } from '../auth/session.ts';
import { paymentLimit } from '../payments/payment-limits.ts';
import { requireCodeTryAllowed } from '../promotions/code-check.ts';
import { vatAnswer, vatOfCart } from './cart-vat.ts';
import { chooseDelivery, deliveryQuote } from './delivery-choice.ts';
import { priceCart } from './pricing.ts';
import { type CheckoutDeps, startCheckout } from './start-checkout.ts';

type Deps = Omit<CheckoutDeps, 'log'> & { guards: Guards };

export const checkoutRoutes: FastifyPluginAsyncZod<Deps> = async (app, { guards, ...deps }) => {
  // Every quote that tries a discount code counts, so codes cannot be found by guessing (decision 020).
  const codeTries = async (req: FastifyRequest) => {
    const { code } = req.body as { code?: string };
    if (code) await requireCodeTryAllowed(deps.db, req.user?.id ?? '', req.ip);
  };

  app.post(
    '/api/checkout/quote',
    {
      preHandler: [guards.requireUser, codeTries],
      schema: {
        tags: ['checkout'],
        summary:
          'What the cart costs now, priced on the server: each line at its length’s price, the best bundle ' +
          'offer running, and the discount code given if this customer may use it on this cart (otherwise ' +
          '`codeRefusal` says why). Nothing is held; tries of a code are rate-limited per customer and address',
        body: quoteBodySchema,
        response: {
          200: quoteResponseSchema,
          400: errorBody,
          401: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (req) => {
      const user = req.user;
      if (!user) throw new Error('requireUser let a request through without a user');
      const { country, deliveryMethodId } = req.body;
      const delivery = chooseDelivery(deps.settings().delivery, country, deliveryMethodId);
      const { codeId: _, ...quote } = await priceCart(
        deps.db,
        req.body.items,
        shippingRule(delivery.method),
        {
          code: req.body.code,
          userId: user.id,
        },
      );
      return {
        ...quote,
        delivery: deliveryQuote(delivery, quote.amounts.subtotal),
        vat: vatAnswer(vatOfCart(deps.settings().vat, quote)),
      };
    },
  );

  app.post(
    '/api/create-payment-intent',
    {
      // Its own limit (createIntent) bounds codes tried here too; the quote, where codes are tried, counts them.
      preHandler: [guards.requireUser, paymentLimit(deps.db, 'createIntent')],
      schema: {
        tags: ['checkout'],
        summary:
          'Prices the cart on the server (each line at its length’s price, within its product’s limit per order, ' +
          'with the best bundle offer and the discount code given; 409 code_refused when the code cannot be used), ' +
          'holds a use of the code, ' +
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
      const { orderId, intent, amounts, lines, discounts, delivery, vat } = await startCheckout(
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
        discounts,
        delivery,
        vat,
      };
    },
  );
};
