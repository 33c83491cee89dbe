import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { type Reply, stubFetch } from './test-fetch.ts';

/** A fresh query client (no retries, so failures show at once) and a router, as the app provides them. */
export function makeWrapper(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { client, Wrapper };
}

/** Canned server answers (see stubFetch); returns the fetch mock for call assertions. */
export const mockFetch = (routes: Record<string, Reply>) => stubFetch(routes).fetchMock;
