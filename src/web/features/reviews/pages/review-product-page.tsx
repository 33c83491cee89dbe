import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { type MyReview, REVIEW_NOT_BOUGHT } from '#shared/contract/reviews.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { ProductLoadError } from '#web/components/ui/product-load-error.tsx';
import { textLink } from '#web/components/ui/styles.ts';
import { ApiError } from '#web/lib/api.ts';
import { useSession } from '#web/lib/use-session.ts';
import { useMyReview } from '../api/get-my-review.ts';
import { useSubmitReview } from '../api/submit-review.ts';
import { ReviewForm, type ReviewValues } from '../components/review-form.tsx';

export const REVIEW_THANKS = 'Thanks for Sharing your feedback';
const page = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12';

/** /review-product/:id (signed in): rate and review a product the shopper bought (docs/product.md#reviews). */
export function ReviewProductPage() {
  const { id = '' } = useParams();
  const mine = useMyReview(id);

  if (mine.isPending) {
    return (
      <div className={page}>
        <title>Review a product | Tressa</title>
        <LoadingStatus>Loading the product…</LoadingStatus>
      </div>
    );
  }
  if (mine.isError) {
    return (
      <div className={page}>
        <ProductLoadError
          what="Review a product"
          error={mine.error}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      </div>
    );
  }
  return <ReviewProduct data={mine.data} />;
}

function ReviewProduct({ data }: { data: MyReview }) {
  const { product, purchased, review } = data;
  const { user } = useSession();
  const submit = useSubmitReview();
  const navigate = useNavigate();
  const productUrl = `/product-details/${encodeURIComponent(product.id)}`;

  const onSubmit = (values: ReviewValues) =>
    submit.mutate(
      { productId: product.id, ...values },
      {
        onSuccess: () => {
          toast.success(REVIEW_THANKS);
          navigate(productUrl);
        },
      },
    );

  return (
    <div className={page}>
      <title>{`Review ${product.name} | Tressa`}</title>
      <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">Review Product</h1>
      <div className="mt-6 flex items-center gap-4">
        <ProductImage
          src={product.image}
          alt=""
          sizes="96px"
          eager
          className="size-24 shrink-0 rounded-xl bg-stone-100 object-cover"
        />
        <p className="text-xl font-semibold text-stone-900">
          <Link to={productUrl} className="hover:underline">
            {product.name}
          </Link>
        </p>
      </div>
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        {purchased ? (
          <>
            {review && (
              <p className="mb-5 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                You reviewed this product before. Sending this form replaces that review.
              </p>
            )}
            <ReviewForm
              initial={review ?? { rating: 0, text: '', name: user?.name ?? '' }}
              pending={submit.isPending}
              onSubmit={onSubmit}
            />
            <div role="alert" className="mt-4 empty:hidden">
              {submit.isError && (
                <p className="rounded-lg bg-red-50 p-4 text-red-900">
                  {submit.error instanceof ApiError ? submit.error.message : 'Something went wrong.'}
                </p>
              )}
            </div>
          </>
        ) : (
          <div role="alert">
            <p className="font-semibold text-stone-900">{REVIEW_NOT_BOUGHT}</p>
            <p className="mt-2 text-stone-700">
              Reviews here come from customers who ordered the product.{' '}
              <Link to={productUrl} className={textLink}>
                Back to the product
              </Link>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
