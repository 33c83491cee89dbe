import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusChangeBody, StatusChangeResult } from '#shared/contract/admin-orders.ts';
import { apiFetch } from '#web/lib/api.ts';
import { adminOrdersKey } from './get-admin-orders.ts';

/** PATCH /api/admin/orders/:id/status (with the parcel's tracking when shipped); the lists, the dashboard and the mailbox change with it. */
export function useChangeOrderStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusChangeBody) =>
      apiFetch<StatusChangeResult>(`/api/admin/orders/${encodeURIComponent(id)}/status`, {
        method: 'PATCH',
        body,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminOrdersKey });
      void client.invalidateQueries({ queryKey: ['admin', 'summary'] });
      void client.invalidateQueries({ queryKey: ['admin', 'mail'] });
    },
  });
}
