import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiError, setUnauthorizedHandler } from '../lib/api.ts';
import { handleSessionEnded } from '../lib/use-session.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change on retry; a network blip might.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});

// A 401 from any call made while signed in ends the session everywhere in the app (see handleSessionEnded).
setUnauthorizedHandler(() => handleSessionEnded(queryClient));

/** Toasts: one style everywhere, bottom right, 4,000 ms (DECISIONS 7). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="bottom-right" duration={4000} richColors closeButton />
    </QueryClientProvider>
  );
}
