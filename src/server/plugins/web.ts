import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import { negotiateEncoding, sendCompressed } from '../compressed-text.ts';
import type { RenderedPages } from '../ssr/pages.ts';
import { ifNoneMatchHits, pageCacheControl } from './page-caching.ts';

function cacheControl(compressedOrNot: string): string {
  // A pre-compressed copy (index.html.br) is cached as the file it stands for.
  const filePath = compressedOrNot.replace(/\.(br|gz)$/, '');
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // index.html names the current asset files, so it is checked on every visit.
  if (filePath.endsWith('index.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built storefront. Hashed assets are cached for a year; the shell is revalidated so a new release is
 * picked up at once, and rendered pages are revalidated by their ETag and may be kept briefly by a CDN (decision
 * 023). The public pages are rendered on the server (decision 018) with their true status (404 for an unknown
 * address or product); any other GET gets index.html, so a refresh on a client route works.
 */
export const web = fp(
  async (app: FastifyInstance, opts: { root: string | undefined; pages?: RenderedPages }) => {
    const root = opts.root;
    const hasBuild = !!root && existsSync(path.join(root, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build wrote .br/.gz beside each file (scripts/vite-precompress.ts): sent as they are, a download
        // costs no compression on the thread pool.
        preCompressed: true,
        setHeaders(reply, filePath) {
          reply.header('cache-control', cacheControl(filePath));
        },
      });
    }

    app.setNotFoundHandler(async (req, reply) => {
      const isApi = req.url.startsWith('/api/') || req.url.startsWith('/media/');
      // HEAD too: link-preview fetchers ask for it before fetching a page (Node sends the headers only).
      if (!isApi && (req.method === 'GET' || req.method === 'HEAD') && hasBuild) {
        const page = await opts.pages?.render(req.url).catch((err: unknown) => {
          // The browser can still draw the page from the shell: a rendering fault must not take the shop down.
          req.log.error({ err }, 'server rendering failed; sent the shell');
          return null;
        });
        if (page) {
          // Sent compressed as the page keeps it (compressed-text.ts): @fastify/compress only sees routes, not this.
          const encoding = negotiateEncoding(req);
          // The same for every visitor, so shared caches may keep it briefly; revalidated by its hash (decision 023).
          reply
            .code(page.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', pageCacheControl(page.status));
          const etag = page.etag(encoding);
          if (page.status < 500) reply.header('etag', etag);
          // Only a page that would be a 200 is "not modified" (RFC 9110 §13.2.1: other answers ignore preconditions).
          if (page.status === 200 && ifNoneMatchHits(req.headers['if-none-match'], etag))
            return reply.header('vary', 'accept-encoding').code(304).send();
          return sendCompressed(req, reply, page, encoding);
        }
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({
        error: { code: ERROR_CODES.notFound, message: `No route for ${req.method} ${req.url.split('?')[0]}` },
      });
    });
  },
);
