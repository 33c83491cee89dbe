import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminProductList } from '#shared/contract/admin-products.ts';
import { apiFetch } from '#web/lib/api.ts';

export const adminProductsKey = ['admin', 'products'] as const;

/** GET /api/admin/products: one page of the admin's product table. The last page stays up while the next loads. */
export function useAdminProducts(params: { q?: string; page: number; perPage: number }) {
  return useQuery({
    queryKey: [...adminProductsKey, 'list', params],
    queryFn: ({ signal }) => apiFetch<AdminProductList>('/api/admin/products', { query: params, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
