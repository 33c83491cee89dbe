import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogState } from '../db/schema.ts';
import { catalogChannel } from '../modules/catalog/channel.ts';
import { createTestApp } from '../testing/test-app.ts';

// A built storefront in miniature for the server-rendering tests: the shell as Vite writes it (its default title
// and description, the entry script) and a manifest naming a page's chunks, with the real renderer loaded from
// the source (src/web/entry-server.tsx) rather than the build.

const SHELL = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The shell's own description." />
    <title>Tressa | Hair, extensions and frontals</title>
    <script type="module" crossorigin src="/assets/main.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_gallery.js': { file: 'assets/gallery.js' },
  'features/catalog/pages/product-page.tsx': {
    file: 'assets/product-page.js',
    imports: ['_shared.js', '_gallery.js'],
    css: ['assets/product-page.css'],
  },
};

/** createTestApp's PUBLIC_URL, which its authClient's Origin header also matches. */
export const PUBLIC_URL = 'http://shop.test';

export async function ssrTestApp() {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'tressa-ssr-'));
  writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const pageRenderer = await import('#web/entry-server.tsx');
  const t = await createTestApp({ webRoot, pageRenderer, env: { PUBLIC_URL } });
  // The newest catalogue version this app has heard of by NOTIFY, as its page cache has.
  let heard = 0;
  await t.app.services.bus.subscribe(catalogChannel, (e) => {
    heard = Math.max(heard, e.version ?? 0);
  });
  return {
    ...t,
    /**
     * Waits until the app has heard every change of the catalogue made so far: a NOTIFY arrives a moment after its
     * commit, and one arriving while a page renders keeps that page out of the cache (as it must), so a test of
     * caching starts once the fixtures' own changes have all arrived.
     */
    async settled() {
      const [state] = await t.db.select({ version: catalogState.version }).from(catalogState);
      const version = state?.version ?? 0;
      // A loop, not expect.poll: setups (beforeAll) call it too.
      for (const until = Date.now() + 10_000; heard < version; ) {
        if (Date.now() > until) throw new Error(`catalogue version ${version} never heard (last ${heard})`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close() {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/** The content of the first <meta> whose `attr` (name or property) is `key`. */
export function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`));
  return tag?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}

export function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** Every JSON-LD block of the page, parsed. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}

/** The query cache handed to the browser. */
export function pageState(html: string): { origin: string; query: { queries: { queryKey: unknown[] }[] } } {
  const m = html.match(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/);
  if (!m?.[1]) throw new Error('no ssr-state script');
  return JSON.parse(m[1]);
}
