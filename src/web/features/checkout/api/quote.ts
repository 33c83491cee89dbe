import { useMutation } from '@tanstack/react-query';
import type { Quote, QuoteBody } from '#shared/contract/checkout.ts';
import { apiFetch } from '#web/lib/api.ts';

/**
 * POST /api/checkout/quote: what the cart would cost with this discount code, or why the code cannot be used
 * (`codeRefusal`). It holds nothing, so the payment being made is untouched; tries are rate-limited (429).
 */
export function useQuote() {
  return useMutation({
    mutationFn: (body: QuoteBody) => apiFetch<Quote>('/api/checkout/quote', { method: 'POST', body }),
  });
}
