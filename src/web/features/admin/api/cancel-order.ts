import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { apiFetch } from '#web/lib/api.ts';
import { adminOrderKey } from './get-admin-order.ts';
import { refreshAfterRefund } from './refresh-after-refund.ts';

/**
 * POST /api/admin/orders/:id/cancel with the reason the customer is told: all that remains is refunded and the
 * units go back on sale. An order is cancelled once, so no request key is needed.
 */
export function useCancelOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiFetch<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/cancel`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: (order) => refreshAfterRefund(client, order),
    // Refused (shipped, already cancelled): the page was stale, so it is asked again.
    onError: () => void client.invalidateQueries({ queryKey: adminOrderKey(orderId) }),
  });
}
