import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDetail, ProductInput } from '#shared/contract/admin-products.ts';
import { apiFetch } from '#web/lib/api.ts';
import { adminProductsKey } from './get-admin-products.ts';

/** After a write: the admin's tables and counts, and the storefront's cached listings and product pages. */
function refreshAfterWrite(client: QueryClient) {
  void client.invalidateQueries({ queryKey: adminProductsKey });
  void client.invalidateQueries({ queryKey: ['admin', 'summary'] });
  void client.invalidateQueries({ queryKey: ['products'] });
}

/** POST /api/admin/products, or PUT /api/admin/products/:id when an id is given. */
export function useSaveProduct(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) =>
      apiFetch<AdminProductDetail>(
        id ? `/api/admin/products/${encodeURIComponent(id)}` : '/api/admin/products',
        {
          method: id ? 'PUT' : 'POST',
          body: input,
        },
      ),
    onSuccess: () => refreshAfterWrite(client),
  });
}

/** DELETE /api/admin/products/:id. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refreshAfterWrite(client),
  });
}
