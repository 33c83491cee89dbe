// For the tests: reads a sitemap the way a crawler must, refusing anything that is not well-formed XML.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SITEMAP_NAMESPACE } from './xml.ts';

export type SitemapEntry = { loc: string; lastmod?: string };

const parser = new XMLParser({
  ignoreAttributes: false,
  // Every value stays the text it is (no numbers guessed), and <url>/<sitemap> are lists even when alone.
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

function read(xml: string, root: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap'): SitemapEntry[] {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) throw new Error('no XML declaration first');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed: ${JSON.stringify(valid.err)}`);
  const doc = parser.parse(xml);
  const top = doc[root];
  if (!top) throw new Error(`root is not <${root}>: ${Object.keys(doc).join(', ')}`);
  if (top['@_xmlns'] !== SITEMAP_NAMESPACE) throw new Error(`namespace ${top['@_xmlns']}`);
  return (top[item] ?? []).map((e: SitemapEntry) => ({ ...e }));
}

export const readUrlset = (xml: string) => read(xml, 'urlset', 'url');
export const readSitemapIndex = (xml: string) => read(xml, 'sitemapindex', 'sitemap');
