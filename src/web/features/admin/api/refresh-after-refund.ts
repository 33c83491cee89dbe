import type { QueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { adminOrderKey } from './get-admin-order.ts';
import { adminOrdersKey } from './get-admin-orders.ts';
import { adminProductsKey } from './get-admin-products.ts';

/**
 * After a refund, a retry or a cancellation: the server answered the order as it now is, so the page shows that at
 * once; the lists (refunded words, status), the dashboard (net earnings), the outbox (the customer's e-mail) and
 * the products (units back on sale) are asked again.
 */
export function refreshAfterRefund(client: QueryClient, order: AdminOrder) {
  client.setQueryData(adminOrderKey(order.id), order);
  void client.invalidateQueries({ queryKey: [...adminOrdersKey, 'list'] });
  void client.invalidateQueries({ queryKey: ['admin', 'summary'] });
  void client.invalidateQueries({ queryKey: ['admin', 'mail'] });
  void client.invalidateQueries({ queryKey: adminProductsKey });
}
