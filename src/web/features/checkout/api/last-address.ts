import { useQuery } from '@tanstack/react-query';
import type { LastAddress } from '#shared/contract/orders.ts';
import { apiFetch } from '#web/lib/api.ts';

/** The shipping address of the shopper's last order, to prefill the form; null when there is none. */
export function useLastAddress(enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'last-address'],
    queryFn: ({ signal }) => apiFetch<LastAddress>('/api/orders/last-address', { signal }),
    select: (data) => data.address,
    enabled,
    // Someone else's address must never prefill the form after a sign-out (see clearSession).
    meta: { private: true },
    refetchOnWindowFocus: false,
  });
}
