import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { errorBody } from '#shared/contract/errors.ts';
import { sitemapFileParamsSchema } from '#shared/contract/seo.ts';
import { isPrivatePath } from './private-paths.ts';
import { sitemapRepository } from './repository.ts';
import { reuseFor } from './reuse-for.ts';
import { robotsTxt } from './robots.ts';
import {
  LISTING_PAGES_LISTED,
  LISTINGS_FILE,
  listingsXml,
  productUrlset,
  sitemapIndexXml,
} from './sitemap-files.ts';

export type SeoOptions = {
  db: Db;
  /** Absolute origin the URLs are built on, without a trailing slash (config.publicUrl). */
  publicUrl: string;
  /** The sitemap protocol's cap is 50,000 URLs a file; tests split a small catalogue with a small number. */
  urlsPerFile?: number;
  /** Rows read per query while a product file streams. */
  batchSize?: number;
  /** How long the index and the listings file, each a scan of the whole catalogue, are reused (0: never). */
  reuseSeconds?: number;
  /** Pages of each listing named in the listings file (LISTING_PAGES_LISTED); tests cap a small catalogue lower. */
  listingPagesListed?: number;
};

// Crawlers fetch these often; an hour keeps them off the database and a new product is still found the same day.
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
const NOINDEX = 'noindex, nofollow';
const PRODUCT_FILE = /^products-([1-9]\d{0,8})\.xml$/;

/**
 * robots.txt, the sitemap (an index of product files and a listings file) and noindex on the private pages.
 * Wrapped with fastify-plugin so its onSend hook reaches the storefront's answers registered after it (the web
 * plugin's pages and its not-found handler, which would otherwise also answer these URLs with the app's HTML).
 */
export const seo = fp(async (fastify, opts: SeoOptions) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const {
    publicUrl,
    urlsPerFile = 50_000,
    batchSize = 2_000,
    reuseSeconds = 60,
    listingPagesListed = LISTING_PAGES_LISTED,
  } = opts;
  const repo = sitemapRepository(opts.db);
  const indexXml = reuseFor(reuseSeconds, async () =>
    sitemapIndexXml(publicUrl, await repo.productFiles(urlsPerFile)),
  );
  const listingsFileXml = reuseFor(reuseSeconds, async () =>
    listingsXml(publicUrl, await repo.listingGroups(), listingPagesListed),
  );

  app.addHook('onSend', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    if (isPrivatePath(req.url.split('?')[0] ?? '')) reply.header('x-robots-tag', NOINDEX);
  });

  // Outside the typed routes: its 200 is a stream, which the 404 schema's reply type cannot take.
  const sendProductFile = async (name: string, head: boolean, reply: FastifyReply) => {
    const file = Number(PRODUCT_FILE.exec(name)?.[1] ?? 0);
    const start = file > 0 ? await repo.fileStart(file, urlsPerFile) : null;
    if (start === null) throw notFound('No such sitemap file');
    reply.type(XML).header('cache-control', CACHE_CONTROL);
    // A HEAD answer has no body: the file is not read for it.
    if (head) return reply.send();
    const chunks = productUrlset(repo, { publicUrl, start, perFile: urlsPerFile, batchSize });
    // One chunk in hand at a time: the next batch is read only when the client has taken the last one.
    return reply.send(Readable.from(chunks, { highWaterMark: 1 }));
  };

  app.get(
    '/robots.txt',
    { schema: { tags: ['seo'], summary: 'Rules for crawlers: private pages and the API are off limits' } },
    (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(robotsTxt(publicUrl)),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: `Sitemap index: product files of up to ${urlsPerFile} URLs, listings`,
      },
    },
    async (_req, reply) => {
      return reply
        .type(XML)
        .header('cache-control', CACHE_CONTROL)
        .send(await indexXml());
    },
  );

  app.get(
    `/sitemaps/${LISTINGS_FILE}`,
    {
      schema: {
        tags: ['seo'],
        summary: `Sitemap of the listing pages: all products, each category and brand, up to ${listingPagesListed} pages each`,
      },
    },
    async (_req, reply) => {
      return reply
        .type(XML)
        .header('cache-control', CACHE_CONTROL)
        .send(await listingsFileXml());
    },
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        tags: ['seo'],
        summary: 'One sitemap file of product pages, streamed from the database',
        params: sitemapFileParamsSchema,
        response: { 404: errorBody },
      },
    },
    (req, reply) => sendProductFile(req.params.file, req.method === 'HEAD', reply),
  );
});
