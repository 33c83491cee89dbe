import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderList, AdminOrdersFilter } from '#shared/contract/admin-orders.ts';
import { apiFetch, withQuery } from '#web/lib/api.ts';

export const adminOrdersKey = ['admin', 'orders'] as const;
export type OrdersFilter = AdminOrdersFilter;

/** GET /api/admin/orders: one page of paid orders (cancelled ones too). */
export function useAdminOrders(params: OrdersFilter & { page: number; perPage: number }) {
  return useQuery({
    queryKey: [...adminOrdersKey, 'list', params],
    queryFn: ({ signal }) => apiFetch<AdminOrderList>('/api/admin/orders', { query: params, signal }),
    placeholderData: keepPreviousData,
    meta: { private: true },
  });
}

/** The CSV of the same filter, downloaded by the browser with the session cookie. */
export const ordersCsvUrl = (filter: OrdersFilter) => withQuery('/api/admin/orders/export.csv', filter);
