import { robotsDisallows } from './private-paths.ts';

/** robots.txt: everything public may be crawled, the private pages and the API may not; the sitemap by absolute URL. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...robotsDisallows().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
