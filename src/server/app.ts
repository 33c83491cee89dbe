import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { catalogRepository } from './modules/catalog/repository.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { catalogService } from './modules/catalog/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { openapi } from './plugins/openapi.ts';
import { web } from './plugins/web.ts';

export type AppDeps = { config: Config; database: Database; logger?: FastifyServerOptions['logger'] };

/** Infrastructure plugins, then the feature modules, then the storefront. The database is opened by the caller. */
export async function buildApp({ config, database, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: true,
    // Long enough for a slow phone, short enough that a stuck client does not hold a socket.
    requestTimeout: 30_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(openapi);

  const catalog = catalogService(catalogRepository(database.db), {
    responseCacheSeconds: config.catalogCacheSeconds,
  });

  await app.register(healthRoutes, { database });
  await app.register(shopRoutes, { shop: config.shop });
  await app.register(catalogRoutes, { catalog });
  await app.register(mediaRoutes, { db: database.db });

  await app.register(web, { root: config.webRoot });
  return app;
}
