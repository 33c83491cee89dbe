import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#shared/contract/checkout.ts';
import { apiFetch } from '#web/lib/api.ts';

/**
 * POST /api/orders/:id/cancel: the shopper cancels their own order while the server still lets them; the answer
 * is the order as it now stands (Cancelled, with its refund). When the server says no (the time has passed, the
 * shop has moved it on or cancelled it already) the order is asked for again, so the page shows why.
 */
export function useCancelOrder(id: string) {
  const client = useQueryClient();
  // The key of useOrder (lib/use-order.ts), the order page's query.
  const orderKey = ['orders', id];
  return useMutation({
    mutationFn: () => apiFetch<Order>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSuccess: (order) => client.setQueryData(orderKey, order),
    onError: () => void client.invalidateQueries({ queryKey: orderKey }),
    // My Orders shows the status and the refund too.
    onSettled: () => void client.invalidateQueries({ queryKey: ['my-orders'] }),
  });
}
