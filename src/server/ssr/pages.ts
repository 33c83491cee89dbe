import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PageRenderer } from '#shared/contract/rendered-page.ts';
import { type CompressedText, compressedText } from '../compressed-text.ts';
import { pageDocument } from './page-html.ts';

/** The storefront's server entry as `vite build --ssr` wrote it, if the build has run. */
export async function loadPageRenderer(entry: string | undefined): Promise<PageRenderer | undefined> {
  if (!entry || !existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/**
 * The longest a rendered page is sent from the cache. The listing and product pages show the bundle offers running
 * (GET /api/offers), which start and stop by the clock or the admin's hand without changing the catalogue: kept
 * as long as the offers' own answer may be (a minute), a page shows an offer's change within that minute.
 */
export const PAGE_MAX_AGE_MS = 60_000;

type Options = {
  /** The built server half of the storefront; without it (no build), no page is rendered here. */
  renderer: PageRenderer | undefined;
  /** The built storefront (index.html and the manifest); without it, no page is rendered here. */
  root: string | undefined;
  /** PUBLIC_URL: pages name themselves by it (canonical, Open Graph, structured data). */
  publicUrl: string;
  /** Bytes of rendered pages kept; 0 renders every request. */
  cacheBytes: number;
  /** Bumped whenever the catalogue changes, here or on another instance (catalog service's NOTIFY). */
  catalogGeneration: () => number;
  /** The owner's settings' version (settings/store.ts): every page's footer shows the shop's contacts. */
  settingsVersion: () => number;
};

/**
 * The server-rendered storefront pages (decision 018). Their data comes from the shop's own API, answered
 * in-process; whole pages are cached per generation of what they show, so a change anywhere drops them at once,
 * and for a minute at most (PAGE_MAX_AGE_MS), for the offers they show.
 */
export function renderedPages(
  app: FastifyInstance,
  { renderer, root, publicUrl, cacheBytes, catalogGeneration, settingsVersion }: Options,
) {
  if (!renderer || !root || !existsSync(path.join(root, 'index.html'))) return undefined;
  renderer.setApiTransport(async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const body = res.statusCode === 204 ? null : res.body;
    return new Response(body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });
  const toDocument = pageDocument(root);
  const cache =
    cacheBytes > 0
      ? new LRUCache<string, { page: ServedPage; generation: string }>({
          maxSize: cacheBytes,
          sizeCalculation: ({ page }) => page.size,
          ttl: PAGE_MAX_AGE_MS,
        })
      : undefined;
  // Matching an address against the route table costs more than sending a cached page (React Router flattens and
  // compiles the whole table on every match), so the cache key of each recent address is remembered. The table
  // is fixed while the server runs, so a remembered key is never stale.
  const keys = new LRUCache<string, { key: string | null }>({ max: 20_000 });
  const keyOf = (url: URL) => {
    const address = `${url.pathname}${url.search}`;
    let known = keys.get(address);
    if (!known) {
      known = { key: renderer.pageKey(url) };
      keys.set(address, known);
    }
    return known.key;
  };

  // What a page shows, as one value: a cached page is sent only while both are as they were when it was drawn.
  let knownSettings = settingsVersion();
  const generation = () => {
    const settings = settingsVersion();
    if (settings !== knownSettings) {
      // The renderer keeps the shop's settings between renders: it asks for them again.
      renderer.forgetShopInfo();
      knownSettings = settings;
    }
    return `${catalogGeneration()}:${settings}`;
  };

  return {
    /** Bytes held by cached pages (the metrics' tressa_cache_bytes). */
    cachedBytes: () => cache?.calculatedSize ?? 0,

    /** The page at `pathAndQuery`, or null when its route is drawn in the browser only. */
    async render(pathAndQuery: string): Promise<ServedPage | null> {
      const url = new URL(`${publicUrl}${pathAndQuery}`);
      const key = keyOf(url);
      if (key === null) return null;
      const shown = generation();
      const cached = cache?.get(key);
      if (cached && cached.generation === shown) return cached.page;
      const page = await renderer.renderPage(url);
      if (!page) return null;
      const served: ServedPage = { status: page.status, ...(await compressedText(toDocument(page))) };
      // Not cached: a page drawn from a failed load, or one rendered while the catalogue or settings changed under it.
      if (page.status < 500 && shown === generation()) cache?.set(key, { page: served, generation: shown });
      return served;
    },
  };
}
export type RenderedPages = NonNullable<ReturnType<typeof renderedPages>>;

/** A rendered page as it is kept and sent: its status and its HTML, compressed (compressed-text.ts). */
export type ServedPage = CompressedText & { status: number };
