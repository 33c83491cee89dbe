import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseResult } from '#shared/contract/admin-orders.ts';
import { apiFetch } from '#web/lib/api.ts';
import { adminProductsKey } from './get-admin-products.ts';

/**
 * POST /api/admin/orders/:id/release: ends a checkout waiting for payment (its payment cancelled, its units back on
 * sale). The dashboard is asked again whatever the answer: a 404 or 409 also means the list it showed was stale.
 */
export function useReleaseCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiFetch<ReleaseResult>(`/api/admin/orders/${encodeURIComponent(orderId)}/release`, {
        method: 'POST',
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'summary'] });
      // The units are back on sale: the products' stock changed.
      void client.invalidateQueries({ queryKey: adminProductsKey });
    },
  });
}
