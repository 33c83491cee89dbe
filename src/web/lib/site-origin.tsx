import { createContext, useContext } from 'react';

// The shop's public address (PUBLIC_URL), for canonical links, Open Graph tags and structured data, which must be
// absolute. The server renders with its configured PUBLIC_URL and hands it to the browser with the page's state
// (ssr-state.ts), so a hydrated page writes the same addresses; a page drawn in the browser only uses its own.
const SiteOrigin = createContext('');

export const SiteOriginProvider = SiteOrigin.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOrigin);
}
