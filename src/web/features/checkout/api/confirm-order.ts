import { useQuery } from '@tanstack/react-query';
import type { ConfirmOrderBody, ConfirmOrderResult } from '#shared/contract/orders.ts';
import { apiFetch } from '#web/lib/api.ts';

/** The provider's intent id: Stripe's client secret is '{id}_secret_{…}', which covers a missing parameter. */
export function intentIdFrom(paymentIntentId: string | null, clientSecret: string): string {
  return paymentIntentId || clientSecret.split('_secret_')[0] || clientSecret;
}

/** Asks the server to check the payment with the provider and place the order (idempotent). */
export function confirmOrder(paymentIntentId: string, clientSecret: string): Promise<ConfirmOrderResult> {
  const body: ConfirmOrderBody = { paymentIntentId, clientSecret };
  return apiFetch<ConfirmOrderResult>('/api/orders/confirm', { method: 'POST', body });
}

/**
 * The confirmation after a return from the bank or the provider. A query rather than a mutation so that
 * StrictMode's double effects and a re-render send it once; the server would answer a repeat the same way anyway.
 */
export function useConfirmOrder(paymentIntentId: string | null, clientSecret: string) {
  const id = intentIdFrom(paymentIntentId, clientSecret);
  return useQuery({
    queryKey: ['order-confirm', id],
    queryFn: () => confirmOrder(id, clientSecret),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { private: true },
  });
}
