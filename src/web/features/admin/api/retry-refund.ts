import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { apiFetch } from '#web/lib/api.ts';
import { adminOrderKey } from './get-admin-order.ts';
import { refreshAfterRefund } from './refresh-after-refund.ts';

/** POST /api/admin/orders/:id/refunds/:refundId/retry: a failed refund sent to the card provider again. */
export function useRetryRefund(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (refundId: string) =>
      apiFetch<AdminOrder>(
        `/api/admin/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/retry`,
        { method: 'POST' },
      ),
    onSuccess: (order) => refreshAfterRefund(client, order),
    // A 409 (already retried elsewhere, nothing left) means the page was stale: show the order as it is.
    onError: () => void client.invalidateQueries({ queryKey: adminOrderKey(orderId) }),
  });
}
