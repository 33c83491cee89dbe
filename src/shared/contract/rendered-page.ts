// Between the storefront's server entry (src/web/entry-server.tsx, built by Vite) and the server that serves its
// pages (src/server/ssr/): the server loads the built module and calls it through these types (decision 018).

export type RenderedPage = {
  /** 200, 404 for an unknown address or product, 503 when the page's data could not be loaded. */
  status: number;
  /** The page's module as the client build's manifest names it, so its chunk is preloaded. */
  module: string;
  /** The tags React hoists to the head: title, description, canonical, Open Graph, image preloads. */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** The query cache the page was drawn from: JSON safe inside <script type="application/json">. */
  state: string;
};

// URL, RequestInit and Response belong to the web platform, which the browser and Node both have but the language
// alone (lib ES2023, all that src/shared is checked with) does not: each side's program supplies its own.
type Platform = typeof globalThis;
type WebUrl = Platform extends { URL: { prototype: infer U } } ? U : never;
type WebRequestInit = Platform extends { fetch: (input: never, init?: infer I) => unknown } ? I : never;
type WebResponse = Platform extends { Response: { prototype: infer R } } ? R : never;

/** How the rendered pages ask the API for their data: in-process, with no cookies. */
export type ApiTransport = (url: string, init: WebRequestInit) => Promise<WebResponse>;

export type PageRenderer = {
  /** What the page's HTML depends on (its cache key), or null when its route is drawn in the browser only. */
  pageKey(url: WebUrl): string | null;
  /** The page at `url`, or null when its route is drawn in the browser only. */
  renderPage(url: WebUrl): Promise<RenderedPage | null>;
  setApiTransport(transport: ApiTransport): void;
  /** The owner changed the shop's settings: the next render asks GET /api/shop again instead of its kept answer. */
  forgetShopInfo(): void;
};
