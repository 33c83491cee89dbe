import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { AdminProductList } from '#shared/contract/admin-products.ts';
import type { Lookup, ProductWithVariants } from '#shared/contract/catalog.ts';
import { apiFetch } from '#web/lib/api.ts';
import { adminProductsKey } from './get-admin-products.ts';

const PICKER_SIZE = 8;
/** The most ids GET /api/products/lookup takes in one call. */
export const LOOKUP_SIZE = 100;

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

/** `list` in pieces of at most `size`, in its order. */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Where one product of a promotion's target stands: loading, failed, not in the shop (deleted), or here. */
export type TargetProduct =
  | { state: 'loading' | 'failed' | 'missing'; product?: undefined }
  | { state: 'ready'; product: ProductWithVariants };

export type TargetProducts = { of: (id: string) => TargetProduct; retry: () => void };

/**
 * GET /api/products/lookup?ids=: the products a promotion names, with their names and variants (labels, SKUs), for
 * the picker's rows. Asked in `groups`: a stored promotion's products together (up to 100 a call), then each one
 * added while the form is open on its own, so adding one does not ask again for all the others.
 */
export function useTargetProducts(groups: readonly string[][]): TargetProducts {
  return useQueries({
    queries: groups.map((ids) => ({
      queryKey: ['admin', 'promotion-products', ids],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<Lookup>('/api/products/lookup', { query: { ids: ids.join(',') }, signal }),
      staleTime: 60_000,
    })),
    combine: (results) => {
      const byId = new Map<string, ProductWithVariants>();
      const state = new Map<string, 'loading' | 'failed' | 'missing'>();
      results.forEach((r, i) => {
        for (const p of r.data?.items ?? []) byId.set(p.id, p);
        for (const id of groups[i] ?? []) {
          // A product asked for in two groups counts as here once either answer has it.
          if (byId.has(id)) state.delete(id);
          else if (state.get(id) !== 'loading')
            state.set(id, r.isPending ? 'loading' : r.isError ? 'failed' : 'missing');
        }
      });
      return {
        of: (id: string): TargetProduct => {
          const product = byId.get(id);
          return product ? { state: 'ready', product } : { state: state.get(id) ?? 'loading' };
        },
        retry: () => {
          for (const r of results) if (r.isError) void r.refetch();
        },
      };
    },
  });
}
