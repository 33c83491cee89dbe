import { useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/contract/checkout.ts';
import { apiFetch } from './api.ts';

/** One of the shopper's own orders (the server answers 404 for anyone else's). */
export function useOrder(id: string) {
  return useQuery({
    queryKey: ['orders', id],
    queryFn: ({ signal }) => apiFetch<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
    meta: { private: true },
  });
}
