import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing, ListingQuery } from '#shared/contract/catalog.ts';
import { apiFetch } from '#web/lib/api.ts';

/** GET /api/products: one page of the catalogue with its count, facets and price range. */
export function getProducts(query: ListingQuery, signal?: AbortSignal): Promise<Listing> {
  const { q, category, brand, maxPrice, opt, inStock, sort, page, perPage } = query;
  return apiFetch<Listing>('/api/products', {
    // `opt` is repeated, one `Option:value` each; inStock is sent only when asked (its absence means all).
    query: { q, category, brand, maxPrice, opt, inStock: inStock ? 1 : undefined, sort, page, perPage },
    signal,
  });
}

export const productsQueryKey = ['products', 'list'] as const;

export function productsQueryOptions(query: ListingQuery) {
  return queryOptions({
    queryKey: [...productsQueryKey, query],
    queryFn: ({ signal }) => getProducts(query, signal),
  });
}

/** The previous page stays on screen while the next loads, so paging and filtering do not flash a skeleton. */
export function useProducts(query: ListingQuery) {
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData });
}
