import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminProductList } from '#shared/contract/admin-products.ts';
import type { Lookup } from '#shared/contract/catalog.ts';
import { apiFetch } from '#web/lib/api.ts';
import { adminProductsKey } from './get-admin-products.ts';

const PICKER_SIZE = 8;

/** GET /api/admin/products?q=: the first few matches for the promotion's product picker, once something is typed. */
export function usePickerSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: [...adminProductsKey, 'picker', query],
    queryFn: ({ signal }) =>
      apiFetch<AdminProductList>('/api/admin/products', {
        query: { q: query, page: 1, perPage: PICKER_SIZE },
        signal,
      }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}

/**
 * GET /api/products/lookup?ids=: the names of a stored promotion's products (at most 100 a call; a promotion
 * names at most 200, and a typical one a handful, so the first 100 are named and the rest shown by id).
 */
export function useProductNames(ids: string[]) {
  const first = ids.slice(0, 100);
  return useQuery({
    queryKey: ['admin', 'product-names', first],
    queryFn: ({ signal }) =>
      apiFetch<Lookup>('/api/products/lookup', { query: { ids: first.join(',') }, signal }),
    enabled: first.length > 0,
    select: (data) => new Map(data.items.map((p) => [p.id, p.name])),
    staleTime: 60_000,
  });
}
