import { useQuery } from '@tanstack/react-query';
import type { MyReview } from '#shared/contract/reviews.ts';
import { apiFetch } from '#web/lib/api.ts';

export const myReviewQueryKey = (productId: string) => ['my-review', productId] as const;

/** GET /api/products/:id/my-review: the product, whether the shopper bought it, and their earlier review. */
export function useMyReview(productId: string) {
  return useQuery({
    queryKey: myReviewQueryKey(productId),
    queryFn: ({ signal }) =>
      apiFetch<MyReview>(`/api/products/${encodeURIComponent(productId)}/my-review`, { signal }),
    meta: { private: true },
  });
}
