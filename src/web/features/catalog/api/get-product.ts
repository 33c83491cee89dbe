import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Listing, ProductDetail } from '#shared/contract/catalog.ts';
import { apiFetch } from '#web/lib/api.ts';
import { productsQueryKey } from './get-products.ts';

/** GET /api/products/:id; a 404 arrives as ApiError with code `not_found`. */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    // A failed load is shown with its Retry button rather than retried behind a skeleton when a page mounts: a
    // missing product stays 'No product Found' from the server's HTML through hydration (decision 018).
    retryOnMount: false,
  });
}

/** A product the listing already showed, so the detail page can draw at once while the full record loads. */
function fromListings(client: QueryClient, id: string): ProductDetail | undefined {
  for (const [, listing] of client.getQueriesData<Listing>({ queryKey: productsQueryKey })) {
    const hit = listing?.items.find((p) => p.id === id);
    // Listings carry neither options nor variants: the page offers the choice once the full record is here.
    if (hit) return { ...hit, editedAt: null, options: [], lengths: [], variants: [] };
  }
  return undefined;
}

/** `enabled: false` holds the request back (a closed quick view). */
export function useProduct(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  return useQuery({ ...productQueryOptions(id), enabled, placeholderData: () => fromListings(client, id) });
}
