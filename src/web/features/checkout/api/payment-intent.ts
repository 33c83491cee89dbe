import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreateIntentBody, CreateIntentResponse } from '../../../../shared/contract/checkout.ts';
import { apiFetch } from '../../../lib/api.ts';

let visits = 0;

/**
 * Creates the order and its payment intent when /checkout opens (SPEC §4). It is a POST with an effect (a new
 * order awaiting payment), so it runs once per visit: the key is new on each mount (a query, unlike a mutation
 * fired from an effect, is not sent twice by StrictMode), nothing is retried or refetched behind the shopper's
 * back, and the answer is dropped when they leave. refetch() asks for a fresh intent on purpose.
 */
export function usePaymentIntent(body: CreateIntentBody) {
  const [visit] = useState(() => ++visits);
  return useQuery({
    queryKey: ['checkout-intent', visit],
    queryFn: ({ signal }) =>
      apiFetch<CreateIntentResponse>('/api/create-payment-intent', { method: 'POST', body, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { private: true },
  });
}
