import { useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../shared/contract/admin-orders.ts';
import { apiFetch } from '../../../lib/api.ts';
import { adminOrdersKey } from './get-admin-orders.ts';

/** GET /api/admin/orders/:id. */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'detail', id],
    queryFn: ({ signal }) => apiFetch<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal }),
    meta: { private: true },
  });
}
