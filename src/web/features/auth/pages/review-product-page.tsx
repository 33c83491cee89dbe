import { Link, useParams } from 'react-router';
import { useProduct } from '../../catalog/api/get-product.ts';

// Placeholder for the reviews issue, which replaces it (and may move it to a reviews feature). It sits behind
// RequireSignedIn already, so the login rule of SPEC §2 holds from today.

/** /review-product/:id: the review form for one product. */
export function ReviewProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const name = product.data?.name;

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <title>{name ? `Review ${name} | Tressa` : 'Review a product | Tressa'}</title>
      <h1 className="font-display text-3xl text-brand-900 sm:text-4xl">Review Product</h1>
      <p className="mt-3 text-xl text-stone-900" aria-busy={product.isPending}>
        {name ?? (product.isError ? 'No product Found' : 'Loading the product…')}
      </p>
      <p className="mt-4 text-stone-700">Reviews open in a coming release.</p>
      <Link
        to={product.data ? `/product-details/${id}` : '/all'}
        className="mt-6 inline-block font-medium text-brand-700 underline underline-offset-2"
      >
        {product.data ? 'Back to the product' : 'Browse all products'}
      </Link>
    </section>
  );
}
