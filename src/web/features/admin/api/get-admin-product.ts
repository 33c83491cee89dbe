import { useQuery } from '@tanstack/react-query';
import type { AdminProductDetail } from '#shared/contract/admin-products.ts';
import { apiFetch } from '#web/lib/api.ts';
import { adminProductsKey } from './get-admin-products.ts';

/** GET /api/admin/products/:id: the product to edit. */
export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: [...adminProductsKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiFetch<AdminProductDetail>(`/api/admin/products/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: !!id,
    // The form starts from what it loaded; a refetch behind the admin's back would not change it anyway.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { private: true },
  });
}
