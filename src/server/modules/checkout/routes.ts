import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createIntentBodySchema, createIntentResponseSchema } from '../../../shared/contract/checkout.ts';
import { errorBody } from '../../../shared/contract/errors.ts';
import { formatPence } from '../../../shared/money.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orderStatusHistory, orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Guards } from '../auth/session.ts';
import type { PublishLive } from '../live/publish.ts';
import { releaseStock, takeStock } from '../orders/stock.ts';
import { paymentLimit } from '../payments/payment-limits.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { priceLines } from './pricing.ts';

type Deps = { db: Db; config: Config; guards: Guards; provider: PaymentProvider; publishLive?: PublishLive };

export const checkoutRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { db, config, guards, provider, publishLive },
) => {
  app.post(
    '/api/create-payment-intent',
    {
      preHandler: [guards.requireUser, paymentLimit(db, 'createIntent')],
      schema: {
        tags: ['checkout'],
        summary:
          'Prices the cart on the server (each line at its length’s price), takes the units from stock, creates the ' +
          'order (awaiting payment) and its payment intent; 409 when a length has too few left',
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
      const { lines, amounts } = await priceLines(db, req.body.items, config.shipping);

      const orderId = await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            userId: user.id,
            email: user.email,
            status: 'awaiting_payment',
            ...amounts,
            shippingAddress: req.body.shippingAddress,
            billingAddress: req.body.billingAddress,
          })
          .returning({ id: orders.id });
        if (!order) throw new Error('order was not created');
        await tx.insert(orderLines).values(
          lines.map((l, position) => ({
            orderId: order.id,
            position,
            productId: l.productId,
            name: l.name,
            size: l.size,
            unitPrice: l.unitPrice,
            qty: l.qty,
            image: l.image,
          })),
        );
        await tx.insert(orderStatusHistory).values({ orderId: order.id, status: 'awaiting_payment' });
        await takeStock(tx as Db, order.id, lines, publishLive);
        return order.id;
      });

      let intent: Awaited<ReturnType<PaymentProvider['createIntent']>>;
      try {
        intent = await provider.createIntent({
          amount: amounts.total,
          currency: 'gbp',
          orderId,
          description: `Payment of ${formatPence(amounts.total)} from ${user.email}`,
          receiptEmail: user.email,
          idempotencyKey: `order-${orderId}`,
        });
      } catch (err) {
        req.log.error({ err, orderId }, 'the payment provider refused to create an intent');
        // No order may wait for a payment that cannot happen: the checkout is undone (lines and history too), and
        // its stock given back.
        await db.transaction(async (tx) => {
          await releaseStock(tx as Db, orderId, publishLive);
          await tx.delete(orders).where(eq(orders.id, orderId));
        });
        throw new AppError(
          502,
          'payment_provider_error',
          'The card provider is not answering. Please try again.',
        );
      }
      // Kept so the expiry can cancel this payment if the order is not paid in time.
      await db.update(orders).set({ intentId: intent.id }).where(eq(orders.id, orderId));
      return {
        orderId,
        clientSecret: intent.clientSecret,
        provider: provider.name,
        publishableKey: provider.publishableKey,
        amounts,
        lines,
      };
    },
  );
};
