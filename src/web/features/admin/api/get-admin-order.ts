import { useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { apiFetch } from '#web/lib/api.ts';
import { adminOrdersKey } from './get-admin-orders.ts';

export const adminOrderKey = (id: string) => [...adminOrdersKey, 'detail', id] as const;

/**
 * GET /api/admin/orders/:id. A pending refund's outcome arrives as the 'order-refund' live event (and a dropped
 * stream refetches what is on screen when it reconnects: lib/live-updates.tsx), so nothing polls here.
 */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => apiFetch<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
    meta: { private: true },
  });
}
