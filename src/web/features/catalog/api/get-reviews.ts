import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewsPage } from '#shared/contract/reviews.ts';
import { apiFetch } from '#web/lib/api.ts';

/** GET /api/products/:id/reviews?page=: newest first. Under 'products', so a new review refreshes it too. */
export function productReviewsQueryOptions(productId: string, page: number) {
  return queryOptions({
    queryKey: ['products', 'reviews', productId, page],
    queryFn: ({ signal }) =>
      apiFetch<ReviewsPage>(`/api/products/${encodeURIComponent(productId)}/reviews`, {
        query: { page },
        signal,
      }),
  });
}

export function useProductReviews(productId: string, page: number) {
  return useQuery({ ...productReviewsQueryOptions(productId, page), placeholderData: keepPreviousData });
}
