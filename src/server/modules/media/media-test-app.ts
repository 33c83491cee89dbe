import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.ts';
import { errorHandler } from '#server/plugins/error-handler.ts';
import { type MediaSource, mediaRepository } from './repository.ts';
import { mediaRenderer, mediaRoutes } from './routes.ts';

/** For the media tests: the media routes alone, on a database holding `images`, with the shop's error answers. */
export async function mediaTestApp(database: Database, images: MediaSource[]) {
  await mediaRepository(database.db).insertMany(images);
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(mediaRoutes, { renderer: mediaRenderer(database.db) });
  await app.ready();
  return app;
}
