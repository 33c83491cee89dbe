import type { Rating } from '#shared/contract/catalog.ts';
import { StarRating } from '#web/components/ui/star-rating.tsx';

const reviewsWord = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** A product's average and count, on listing cards and the product page (read-only stars). */
export function RatingSummary({ rating, size = 'sm' }: { rating: Rating; size?: 'sm' | 'md' }) {
  if (rating.count === 0) return <p className="text-sm text-stone-600">No reviews yet</p>;
  return (
    <p className="flex items-center gap-2 text-sm text-stone-700">
      <StarRating readOnly value={rating.average} size={size} className="inline-flex" />
      {/* The stars already say the average to a screen reader. */}
      <span aria-hidden="true">{rating.average.toFixed(1)}</span>
      <span className="text-stone-600">({reviewsWord(rating.count)})</span>
    </p>
  );
}
