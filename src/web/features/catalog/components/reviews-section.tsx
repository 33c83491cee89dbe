import { Link } from 'react-router';

/** Reviews arrive in a later release; until then every product shows the empty state of SPEC §2. */
export function ReviewsSection({ productId }: { productId: string }) {
  return (
    <section aria-labelledby="reviews-heading" className="mt-12 border-t border-stone-200 pt-8">
      <h2 id="reviews-heading" className="font-display text-2xl font-semibold text-stone-900">
        Reviews
      </h2>
      <p className="mt-3 text-stone-700">No reviews yet.</p>
      <Link
        to={`/review-product/${encodeURIComponent(productId)}`}
        className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        Be the first one to review this product
      </Link>
    </section>
  );
}
