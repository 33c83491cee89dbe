// First: configures zod before any schema is created (see the file).
import './zod-config.ts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { Providers, queryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { readState } from './lib/ssr-state.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** The lazy route modules of this address, loaded now: hydrating without them would draw the loading fallback. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement) {
  // A public page arrives rendered by the server with the data it was drawn from (decision 018); the rest of the
  // shop (cart, checkout, accounts, admin) arrives as the empty shell and is drawn here.
  const state = readState(document);
  if (state) {
    hydrate(queryClient, state.query);
    await loadMatchedRoutes();
  }
  const app = (
    <StrictMode>
      <Providers origin={state?.origin ?? window.location.origin}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>
  );
  if (!state) {
    createRoot(container).render(app);
    return;
  }
  // Hydrated at once (a tap from then on is replayed by React, none is lost) and in a transition: React works in
  // short slices, so the page stays responsive while it catches up with the server's HTML.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start(root);
