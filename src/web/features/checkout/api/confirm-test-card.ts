import type { PaymentResult } from '#shared/contract/checkout.ts';
import { apiFetch } from '#web/lib/api.ts';

export type TestCard = { number: string; expMonth: number; expYear: number; cvc: string };

/**
 * Pays with the built-in test-card provider (docs/product.md#payments); the card goes to our server and nowhere else.
 */
export function confirmTestCard(clientSecret: string, card: TestCard): Promise<PaymentResult> {
  return apiFetch<PaymentResult>('/api/payments/test/confirm', {
    method: 'POST',
    body: { clientSecret, card },
  });
}
