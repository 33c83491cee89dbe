import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI description is generated from the same zod schemas that validate requests. `/api/openapi.json` is
 * public everywhere (it is the contract, and every route checks its own access); the browsable Swagger UI is a
 * developer's tool and is served only outside production.
 */
export const openapi = fp(async (app: FastifyInstance, opts: { ui: boolean }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tressa API', description: 'The Tressa shop API', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  // staticCSP: the UI's own pages carry a CSP that allows its scripts (the shop's would block them).
  if (opts.ui) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
});
