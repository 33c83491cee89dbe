import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { textLink } from '#web/components/ui/styles.ts';
import { useProductReviews } from '../api/get-reviews.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewCard } from './review-card.tsx';

/**
 * The product page's reviews (docs/product.md#reviews): newest first, a page at a time, or an invitation to write the
 * first.
 */
export function ReviewsSection({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(productId, page);
  const reviewUrl = `/review-product/${encodeURIComponent(productId)}`;
  const data = reviews.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;

  const goTo = (next: number) => {
    setPage(next);
    document.getElementById('reviews-heading')?.scrollIntoView({ block: 'start' });
  };

  return (
    <section
      aria-labelledby="reviews-heading"
      aria-busy={reviews.isFetching}
      className="mt-12 scroll-mt-4 border-t border-stone-200 pt-8"
    >
      <h2 id="reviews-heading" className="font-display text-2xl font-semibold text-stone-900">
        Reviews
      </h2>
      {reviews.isPending ? (
        <LoadingStatus className="mt-3">Loading reviews…</LoadingStatus>
      ) : reviews.isError ? (
        <div className="mt-3">
          <QueryError
            title="We couldn't load the reviews."
            error={reviews.error}
            onRetry={() => void reviews.refetch()}
            retrying={reviews.isFetching}
          />
        </div>
      ) : data?.total === 0 ? (
        <Link to={reviewUrl} className={`${textLink} mt-3 inline-block font-semibold`}>
          Be the first one to review this product
        </Link>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <RatingSummary rating={{ average: data?.average ?? 0, count: data?.total ?? 0 }} size="md" />
            <Link to={reviewUrl} className={textLink}>
              Write a Review
            </Link>
          </div>
          <ul className="mt-2 divide-y divide-stone-200">
            {data?.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={totalPages} onPage={goTo} />
        </>
      )}
    </section>
  );
}
