import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import { idParamsSchema, noContentSchema } from '#shared/contract/common.ts';
import { errorBody } from '#shared/contract/errors.ts';
import {
  bundleOfferSchema,
  codeInputSchema,
  discountCodeSchema,
  offerInputSchema,
  promotionsSchema,
} from '#shared/contract/promotions.ts';
import { DUPLICATE, type PromotionsRepository } from './repository.ts';

type Deps = { repo: PromotionsRepository };

const NO_CODE = 'No discount code has this id.';
const NO_OFFER = 'No bundle offer has this id.';

/**
 * The admin's discount codes and bundle offers (issue 17, decision 020). Registered inside the admin plugin, whose
 * guard covers every route here.
 */
export const adminPromotionRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repo }) => {
  // Targets hold product and variant ids in arrays (no foreign key), so a mistyped or deleted one is refused here.
  async function checkTargets(target: { productIds: string[]; variantIds: string[] }) {
    const unknown = await repo.unknownProducts(target.productIds);
    if (unknown === 1) throw badRequest('1 of the chosen products does not exist.');
    if (unknown > 1) throw badRequest(`${unknown} of the chosen products do not exist.`);
    // Variants too: one removed from its product since the form was opened is refused, not kept as a dead id.
    const gone = await repo.unknownVariants(target.variantIds);
    if (gone === 1) throw badRequest('1 of the chosen variants does not exist.');
    if (gone > 1) throw badRequest(`${gone} of the chosen variants do not exist.`);
  }
  const duplicate = (code: string) => conflict(`A code ${code} already exists.`);

  app.get(
    '/promotions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every discount code (with its held and redeemed uses) and bundle offer, newest first',
        response: { 200: promotionsSchema },
      },
    },
    () => repo.list(),
  );

  app.post(
    '/promotions/codes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a discount code (stored upper-case; unique whatever the case typed)',
        body: codeInputSchema,
        response: { 201: discountCodeSchema, 400: errorBody, 409: errorBody },
      },
    },
    async (req, reply) => {
      await checkTargets(req.body.target);
      const created = await repo.createCode(req.body);
      if (created === DUPLICATE) throw duplicate(req.body.code);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/promotions/codes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace a discount code’s fields; its uses so far stay',
        params: idParamsSchema,
        body: codeInputSchema,
        response: { 200: discountCodeSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (req) => {
      await checkTargets(req.body.target);
      const updated = await repo.updateCode(req.params.id, req.body);
      if (updated === DUPLICATE) throw duplicate(req.body.code);
      if (!updated) throw notFound(NO_CODE);
      return updated;
    },
  );

  app.delete(
    '/promotions/codes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a discount code; orders that used it keep the code as it was',
        params: idParamsSchema,
        response: { 204: noContentSchema, 404: errorBody },
      },
    },
    async (req, reply) => {
      if (!(await repo.deleteCode(req.params.id))) throw notFound(NO_CODE);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/promotions/offers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a bundle offer: N or more items from a target, X% off those lines',
        body: offerInputSchema,
        response: { 201: bundleOfferSchema, 400: errorBody },
      },
    },
    async (req, reply) => {
      await checkTargets(req.body.target);
      return reply.code(201).send(await repo.createOffer(req.body));
    },
  );

  app.put(
    '/promotions/offers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace a bundle offer’s fields',
        params: idParamsSchema,
        body: offerInputSchema,
        response: { 200: bundleOfferSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      await checkTargets(req.body.target);
      const updated = await repo.updateOffer(req.params.id, req.body);
      if (!updated) throw notFound(NO_OFFER);
      return updated;
    },
  );

  app.delete(
    '/promotions/offers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a bundle offer; orders keep the offer’s label as it was',
        params: idParamsSchema,
        response: { 204: noContentSchema, 404: errorBody },
      },
    },
    async (req, reply) => {
      if (!(await repo.deleteOffer(req.params.id))) throw notFound(NO_OFFER);
      return reply.code(204).send(null);
    },
  );
};
