import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody, ReviewSaved } from '#shared/contract/reviews.ts';
import { apiFetch } from '#web/lib/api.ts';
import { myReviewQueryKey } from './get-my-review.ts';

/** POST /api/reviews. A new rating changes the product everywhere it shows, so every product query refetches. */
export function useSubmitReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => apiFetch<ReviewSaved>('/api/reviews', { method: 'POST', body }),
    onSuccess: (_saved, body) => {
      void client.invalidateQueries({ queryKey: ['products'] });
      void client.invalidateQueries({ queryKey: myReviewQueryKey(body.productId) });
    },
  });
}
