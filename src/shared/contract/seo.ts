import { z } from 'zod';

/** `:file` of GET /sitemaps/:file. */
export const sitemapFileParamsSchema = z.object({
  file: z.string().max(40).describe('products-<n>.xml, n from 1 (as the index lists)'),
});
export type SitemapFileParams = z.infer<typeof sitemapFileParamsSchema>;
