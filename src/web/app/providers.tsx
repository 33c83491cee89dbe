import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiError, setUnauthorizedHandler } from '../lib/api.ts';
import { SiteOriginProvider } from '../lib/site-origin.tsx';
import { handleSessionEnded } from '../lib/use-session.ts';

/** The browser's one client; the server makes one per page it renders (entry-server.tsx). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; a network blip might.
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();

// A 401 from any call made while signed in ends the session everywhere in the app (see handleSessionEnded).
setUnauthorizedHandler(() => handleSessionEnded(queryClient));

/** Toasts: one style everywhere, bottom right, 4,000 ms (docs/product.md#messages). */
type Props = {
  children: ReactNode;
  /** The server renders each page with a client of its own. */
  client?: QueryClient;
  /** The shop's public address (site-origin.tsx): the server's PUBLIC_URL, handed over with a rendered page. */
  origin?: string;
};

export function Providers({ children, client = queryClient, origin = '' }: Props) {
  return (
    <QueryClientProvider client={client}>
      <SiteOriginProvider value={origin}>
        {children}
        <Toaster position="bottom-right" duration={4000} richColors closeButton />
      </SiteOriginProvider>
    </QueryClientProvider>
  );
}
