import { useQuery } from '@tanstack/react-query';
import type { AdminSummary } from '#shared/contract/admin-dashboard.ts';
import { apiFetch } from '#web/lib/api.ts';

/** GET /api/admin/summary: the dashboard's counts. Private, so it is dropped when the session ends. */
export function useAdminSummary() {
  return useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: ({ signal }) => apiFetch<AdminSummary>('/api/admin/summary', { signal }),
    meta: { private: true },
  });
}
