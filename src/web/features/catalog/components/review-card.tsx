import type { ReviewItem } from '#shared/contract/reviews.ts';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { formatDate } from '#web/lib/format-date.ts';

/**
 * The review card (docs/product.md#reviews): avatar, name, date, read-only stars, what the reviewer bought ("Bought:
 * Body Wave · #613 · 22″", a verified purchase) and the text.
 */
export function ReviewCard({ review }: { review: ReviewItem }) {
  return (
    <article className="flex gap-4 py-5">
      {/* Initials drawn by our server from the name, which is written beside it: decorative. */}
      <img
        src={review.avatarUrl}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="size-12 shrink-0 rounded-full"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h3 className="font-semibold text-stone-900">{review.name}</h3>
          <p className="text-sm text-stone-600">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            {review.editedAt && (
              <>
                {' '}
                (edited <time dateTime={review.editedAt}>{formatDate(review.editedAt)}</time>)
              </>
            )}
          </p>
        </div>
        <StarRating readOnly value={review.rating} className="mt-1 block" />
        {review.bought && <p className="mt-1 text-sm text-stone-600">Bought: {review.bought}</p>}
        <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-stone-800">{review.text}</p>
      </div>
    </article>
  );
}
