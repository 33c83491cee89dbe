import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MyOrders } from '#shared/contract/orders.ts';
import { apiFetch } from '#web/lib/api.ts';

/** GET /api/orders?page=: the shopper's own placed orders, newest first. Forgotten at sign-out (private). */
export function useMyOrders(page: number) {
  return useQuery({
    queryKey: ['my-orders', page],
    queryFn: ({ signal }) => apiFetch<MyOrders>('/api/orders', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}
