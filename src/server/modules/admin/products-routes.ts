import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductDetailSchema,
  adminProductListSchema,
  adminProductsQuerySchema,
  productInputSchema,
} from '#shared/contract/admin-products.ts';
import { variantOwnersQuerySchema, variantOwnersSchema } from '#shared/contract/admin-variants.ts';
import { idParamsSchema, noContentSchema } from '#shared/contract/common.ts';
import { errorBody } from '#shared/contract/errors.ts';
import type { AdminProductsRepository } from './products-repository.ts';
import type { AdminProductsService } from './products-service.ts';

type Deps = { repo: AdminProductsRepository; service: AdminProductsService };

/** The admin's products: a searchable, paged table; add, edit and delete. */
export const adminProductRoutes: FastifyPluginAsyncZod<Deps> = async (app, { repo, service }) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Products, newest first, searched by name, category or brand',
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductListSchema, 400: errorBody },
      },
    },
    async (req) => {
      const { q, page, perPage } = req.query;
      const [items, total] = await Promise.all([repo.page(q, perPage, (page - 1) * perPage), repo.count(q)]);
      return { items, total, page, perPage };
    },
  );

  app.get(
    '/variants',
    {
      schema: {
        tags: ['admin'],
        summary: 'Variants by id with their products (what a promotion names); unknown ids are left out',
        querystring: variantOwnersQuerySchema,
        response: { 200: variantOwnersSchema, 400: errorBody },
      },
    },
    async (req) => ({ items: await repo.variantOwners(req.query.ids) }),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One product, to edit',
        params: idParamsSchema,
        response: { 200: adminProductDetailSchema, 404: errorBody },
      },
    },
    (req) => service.get(req.params.id),
  );

  app.post(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a product (price in pence)',
        body: productInputSchema,
        response: { 201: adminProductDetailSchema, 400: errorBody },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(req.body)),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace a product’s fields; createdAt stays, editedAt becomes now',
        params: idParamsSchema,
        body: productInputSchema,
        response: { 200: adminProductDetailSchema, 400: errorBody, 404: errorBody },
      },
    },
    (req) => service.update(req.params.id, req.body),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a product; past orders keep their line snapshots',
        params: idParamsSchema,
        response: { 204: noContentSchema, 404: errorBody },
      },
    },
    async (req, reply) => {
      await service.remove(req.params.id);
      return reply.code(204).send(null);
    },
  );
};
