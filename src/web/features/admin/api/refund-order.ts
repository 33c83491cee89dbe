import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import type { RefundRequest } from '#shared/contract/refunds.ts';
import { apiFetch } from '#web/lib/api.ts';
import { adminOrderKey } from './get-admin-order.ts';
import { refreshAfterRefund } from './refresh-after-refund.ts';

/**
 * POST /api/admin/orders/:id/refunds. The request carries the dialog's request key, so a retried or doubled
 * submit of one dialog makes one refund.
 */
export function useRefundOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RefundRequest) =>
      apiFetch<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, {
        method: 'POST',
        body: request,
      }),
    onSuccess: (order) => refreshAfterRefund(client, order),
    // Refused (more than remains, units already refunded): what the dialog counts from may be stale.
    onError: () => void client.invalidateQueries({ queryKey: adminOrderKey(orderId) }),
  });
}
