// The server's half of the storefront (decision 018): the public pages rendered to HTML with their data, for
// crawlers, link previews and a fast first view on a phone; main.tsx hydrates them. Built by `vite build --ssr`
// into dist/ssr and loaded by the server (src/server/ssr/); tests load this file directly.
import './zod-config.ts';
import { Writable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type Params,
  StaticRouterProvider,
} from 'react-router';
import type { RenderedPage } from '#shared/contract/rendered-page.ts';
import { SKU_PATTERN } from '#shared/variant-matrix.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { offersQueryOptions } from './features/catalog/api/get-offers.ts';
import { productQueryOptions } from './features/catalog/api/get-product.ts';
import { productsQueryOptions } from './features/catalog/api/get-products.ts';
import { productReviewsQueryOptions } from './features/catalog/api/get-reviews.ts';
import { parseListingParams } from './features/catalog/use-listing-params.ts';
import { ApiError, setApiTransport as setTransport } from './lib/api.ts';
import { shopInfoQueryOptions } from './lib/shop-info.ts';
import { serializeState } from './lib/ssr-state.ts';

// The shop's settings (GET /api/shop), which change only when the owner saves them: kept in a query client of their
// own that outlives the renders (each page's client lives for one), so they are asked once, not once per page,
// until the server says they changed (forgetShopInfo). A failed answer is not kept; a new transport (another
// server, in tests) asks again.
const settings = createQueryClient();

export function setApiTransport(transport: Parameters<typeof setTransport>[0]) {
  settings.clear();
  setTransport(transport);
}

export function forgetShopInfo() {
  settings.clear();
}

type Page = {
  /** The page's module as the client build's manifest names it, so its chunk can be preloaded. */
  module: string;
  /** Loads what the first view shows into the page's query cache; answers the page's HTTP status. */
  prefetch?: (client: QueryClient, params: Params, url: URL) => Promise<number>;
  status?: number;
};

/** A failed load renders the page's own error (a missing product is 404; anything else is a retryable outage). */
function statusOf(client: QueryClient, queryKey: readonly unknown[]): number {
  const error = client.getQueryState(queryKey)?.error;
  if (!error) return 200;
  return error instanceof ApiError && error.status === 404 ? 404 : 503;
}

/** The pages drawn on the server, by route id (app/routes.tsx); every other route is drawn in the browser. */
export const SSR_PAGES: Record<string, Page> = {
  home: { module: 'features/home/home-page.tsx' },
  listing: {
    module: 'features/catalog/pages/listing-page.tsx',
    async prefetch(client, _params, url) {
      const { view: _view, ...query } = parseListingParams(url.searchParams);
      const options = productsQueryOptions(query);
      // The cards' offer badges are drawn with them, so none appears after the page shows (no layout shift).
      await Promise.all([client.prefetchQuery(options), client.prefetchQuery(offersQueryOptions)]);
      return statusOf(client, options.queryKey);
    },
  },
  product: {
    module: 'features/catalog/pages/product-page.tsx',
    async prefetch(client, params) {
      const id = params.id ?? '';
      const product = productQueryOptions(id);
      await Promise.all([
        client.prefetchQuery(product),
        client.prefetchQuery(productReviewsQueryOptions(id, 1)),
        client.prefetchQuery(offersQueryOptions),
      ]);
      return statusOf(client, product.queryKey);
    },
  },
  contact: { module: 'features/contact/pages/contact-page.tsx' },
  'not-found': { module: 'components/ui/not-found-page.tsx', status: 404 },
};

const handler = createStaticHandler(routes);

/**
 * What a page's HTML depends on, to cache it by: its path; for the listing its query too; for a product the variant
 * chosen by `?variant=<sku>` (issue 31; SKUs are one whatever their case), and nothing else of its query, so
 * `?utm_source=…` on a product link does not make another page to render and keep. A `?variant=` that cannot be a
 * SKU is the plain page; one that could but names no variant is kept apart like any address of an unknown product
 * (the cache's size bounds both). Null for a route drawn in the browser only.
 */
export function pageKey(url: URL): string | null {
  const id = matchRoutes(routes, url.pathname)?.at(-1)?.route.id;
  if (!id || !SSR_PAGES[id]) return null;
  if (id === 'listing') return `${url.pathname}${url.search}`;
  const variant = id === 'product' ? url.searchParams.get('variant') : null;
  return variant && SKU_PATTERN.test(variant)
    ? `${url.pathname}?variant=${variant.toLowerCase()}`
    : url.pathname;
}

/**
 * The page at `url` (an absolute URL on the shop's public address), or null when its route is drawn in the
 * browser only (the server sends the plain shell).
 */
export async function renderPage(url: URL): Promise<RenderedPage | null> {
  // Matches the route and resolves its lazy modules; there are no loaders (the data is in the query cache).
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1);
  const page = leaf ? SSR_PAGES[leaf.route.id] : undefined;
  if (!leaf || !page) return null;
  const client = createQueryClient();
  // Every page's footer shows the shop's contact lines, and the home page's structured data names the shop.
  const [status] = await Promise.all([
    page.prefetch ? page.prefetch(client, leaf.params, url) : (page.status ?? 200),
    // Without them (a failed answer) the page still renders; the browser asks again.
    settings.fetchQuery(shopInfoQueryOptions).then(
      (info) => client.setQueryData(shopInfoQueryOptions.queryKey, info),
      () => undefined,
    ),
  ]);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <StrictMode>
      <Providers client={client} origin={url.origin}>
        {/* hydrate={false}: no inline script; the browser finds the page's state in a JSON script instead. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const { head, body } = splitHoisted(html);
  const state = serializeState({
    origin: url.origin,
    query: dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' }),
  });
  client.clear();
  return { status: page.status ?? status, module: page.module, head, body, state };
}

/** React 19's streaming renderer, read to the end: pages are cached whole, and their head tags moved (below). */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A component that throws while rendering: the shell still renders, its boundary shows the error.
        if (!(error instanceof ApiError)) console.error(error);
      },
    });
  });
}

// Rendering into #root rather than a whole document, React writes the tags it hoists (<title>, <meta>, <link>)
// first, before the markup. They belong in <head>: the browser's React adopts them there when it hydrates.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let m = HOISTED.exec(rest); m; m = HOISTED.exec(rest)) {
    head += m[0];
    rest = rest.slice(m[0].length);
  }
  return { head, body: rest };
}
