import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { CreateIntentBody, CreateIntentResponse } from '#shared/contract/checkout.ts';
import { apiFetch } from '#web/lib/api.ts';
import { clearStoredCode, storeCode } from '../address-storage.ts';

let visits = 0;

/** The server's answer, and the discount code it was asked with (null: none). */
export type CheckoutIntent = CreateIntentResponse & { appliedCode: string | null };

/**
 * Creates the order and its payment intent when /checkout opens (docs/product.md#checkout). It is a POST with an effect
 * (a new order awaiting payment), so it runs once per visit: the key is new on each mount (a query, unlike a mutation
 * fired from an effect, is not sent twice by StrictMode), nothing is retried or refetched behind the shopper's
 * back, and the answer is dropped when they leave. refetch() asks for a fresh intent on purpose.
 *
 * `recreate(code)` asks for a fresh intent with another discount code, or none (issue 17): the new order replaces
 * the earlier one on the server. Meanwhile the earlier answer stays in `data` (the summary stays on show) and
 * `isFetching` says it is stale; if the new one is refused, `data` is still the earlier one and the code asked
 * for is forgotten. The code of the intent made last is kept in sessionStorage, so a reload asks with it again.
 */
export function usePaymentIntent(body: Omit<CreateIntentBody, 'code'>, initialCode: string | null = null) {
  const [visit] = useState(() => ++visits);
  // Read when the request is sent: recreate() sets it just before asking.
  const code = useRef(initialCode);
  const query = useQuery({
    queryKey: ['checkout-intent', visit],
    queryFn: async ({ signal }): Promise<CheckoutIntent> => {
      const asked = code.current;
      const intent = await apiFetch<CreateIntentResponse>('/api/create-payment-intent', {
        method: 'POST',
        body: asked ? { ...body, code: asked } : body,
        signal,
      });
      if (asked) storeCode(asked);
      else clearStoredCode();
      return { ...intent, appliedCode: asked };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { private: true },
  });

  const { refetch } = query;
  const recreate = useCallback(
    async (next: string | null) => {
      const before = code.current;
      code.current = next;
      const result = await refetch();
      // Refused: a later "Try again" asks as the intent on show was made.
      if (result.isError) code.current = result.data ? result.data.appliedCode : before;
      return result;
    },
    [refetch],
  );
  return { query, recreate };
}
