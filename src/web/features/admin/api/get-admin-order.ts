import { useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../shared/contract/admin-orders.ts';
import { apiFetch } from '../../../lib/api.ts';
import { adminOrdersKey } from './get-admin-orders.ts';

export const adminOrderKey = (id: string) => [...adminOrdersKey, 'detail', id] as const;

/**
 * While a refund is pending, how often the order is asked for again: the card provider settles it in the
 * background, and the 'order-refund' live event may not reach a tab whose stream dropped.
 */
const PENDING_REFUND_POLL_MS = 15_000;

/** GET /api/admin/orders/:id. */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => apiFetch<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => ((query.state.data?.refundPending ?? 0) > 0 ? PENDING_REFUND_POLL_MS : false),
    meta: { private: true },
  });
}
