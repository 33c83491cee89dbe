import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { errorBody } from '#shared/contract/errors.ts';
import { mediaParamsSchema, mediaQuerySchema } from '#shared/contract/media.ts';
import {
  createMediaRenderer,
  type MediaRenderer,
  PLACEHOLDER_ID,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  type Variant,
} from './render.ts';
import { mediaRepository } from './repository.ts';

// A variant's bytes never change for a given id and width (or preview), so browsers and CDNs may keep it for good.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** True when the client's If-None-Match names this ETag (or is `*`); weak comparison, as RFC 9110 asks. */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The renderer of the shop's stored images, with its cache (bounded by `cacheBytes`, by default 64 MB). */
export function mediaRenderer(db: Db, cacheBytes?: number): MediaRenderer {
  const repo = mediaRepository(db);
  return createMediaRenderer(async (id) => (await repo.get(id))?.bytes ?? null, { maxBytes: cacheBytes });
}

export const mediaRoutes: FastifyPluginAsyncZod<{ renderer: MediaRenderer }> = async (app, { renderer }) => {
  const send = async (id: string, variant: Variant, req: FastifyRequest, reply: FastifyReply) => {
    const image = await renderer.render(id, variant);
    if (!image) throw notFound('Image not found');
    reply.header('cache-control', CACHE_CONTROL).header('etag', image.etag);
    if (notModified(req.headers['if-none-match'], image.etag)) return reply.code(304).send();
    return reply.type(variant === 'preview' ? 'image/jpeg' : 'image/webp').send(image.bytes);
  };

  app.get(
    '/media/placeholder',
    {
      schema: {
        tags: ['media'],
        summary: 'The neutral picture shown for a product without images (image/webp)',
        querystring: mediaQuerySchema,
        response: { 400: errorBody },
      },
    },
    (req, reply) => send(PLACEHOLDER_ID, req.query.w, req, reply),
  );

  app.get(
    '/media/:id',
    {
      schema: {
        tags: ['media'],
        summary: 'A product image at one of the shop widths (image/webp, cached for good, ETag)',
        params: mediaParamsSchema,
        querystring: mediaQuerySchema,
        response: { 400: errorBody, 404: errorBody },
      },
    },
    (req, reply) => send(req.params.id, req.query.w, req, reply),
  );

  // For og:image and twitter:image. The placeholder's id works here too, as /media/placeholder/preview.jpg.
  app.get(
    '/media/:id/preview.jpg',
    {
      schema: {
        tags: ['media'],
        summary: `A product image (or the placeholder) as a link preview: ${PREVIEW_WIDTH} × ${PREVIEW_HEIGHT} JPEG, the picture fitted inside (cached for good, ETag)`,
        params: mediaParamsSchema,
        response: { 400: errorBody, 404: errorBody },
      },
    },
    (req, reply) => send(req.params.id, 'preview', req, reply),
  );
};
