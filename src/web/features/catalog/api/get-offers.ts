import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveOffers } from '#shared/contract/promotions.ts';
import { apiFetch } from '#web/lib/api.ts';

/**
 * GET /api/offers: the bundle offers running now. The server lets caches keep the answer a minute, and so does
 * this: an offer the admin starts or stops shows within about a minute. The server renders the listing and the
 * product page with it (entry-server.tsx), so their badges are in the first HTML rather than appearing after.
 */
export const offersQueryOptions = queryOptions({
  queryKey: ['offers'],
  queryFn: ({ signal }) => apiFetch<ActiveOffers>('/api/offers', { signal }),
  staleTime: 60_000,
  select: (answer: ActiveOffers) => answer.offers,
});

/** The offers running now; undefined until known (or if they could not be loaded: the pages show none). */
export function useOffers() {
  return useQuery(offersQueryOptions).data;
}
