import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCompressed } from '#server/compressed-text.ts';
import {
  type Listing,
  listingQuerySchema,
  listingSchema,
  lookupQuerySchema,
  lookupSchema,
  type ProductDetail,
  productDetailSchema,
  productParamsSchema,
} from '#shared/contract/catalog.ts';
import { errorBody } from '#shared/contract/errors.ts';
import type { CatalogService } from './service.ts';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List products: filter, search, sort and page, with facet counts and the price range',
        querystring: listingQuerySchema,
        response: { 200: listingSchema, 400: errorBody },
      },
    },
    async (req, reply) => {
      const json = await catalog.listingJson(req.query);
      reply.type('application/json; charset=utf-8');
      // The JSON text of a Listing, kept compressed when the cache is on: Fastify sends a JSON string or a Buffer
      // as it is, without serialising it again, which the schema's type cannot express.
      if (typeof json !== 'string') return sendCompressed(req, reply, json);
      return reply.send(json as unknown as Listing);
    },
  );

  app.get(
    '/api/products/lookup',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Current data of several products by id (unknown ids are left out)',
        querystring: lookupQuerySchema,
        response: { 200: lookupSchema, 400: errorBody },
      },
    },
    async (req) => ({ items: await catalog.lookup(req.query.ids, req.query.variants) }),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: productParamsSchema,
        response: { 200: productDetailSchema, 404: errorBody },
      },
    },
    async (req, reply) => {
      const json = await catalog.productJson(req.params.id);
      reply.type('application/json; charset=utf-8');
      // As the listing's: JSON text, kept compressed when the cache is on.
      if (typeof json !== 'string') return sendCompressed(req, reply, json);
      return reply.send(json as unknown as ProductDetail);
    },
  );
};
