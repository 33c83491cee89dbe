import { Link } from 'react-router';
import { ApiError } from '#web/lib/api.ts';
import { QueryError } from './query-error.tsx';
import { buttonPrimary } from './styles.ts';

type Props = {
  error: unknown;
  onRetry: () => void;
  retrying: boolean /** The page's heading otherwise. */;
  what: string;
};

/**
 * A product that could not be loaded: 'No product Found' (docs/product.md#messages) when there is none, else the error
 * and Retry.
 */
export function ProductLoadError({ error, onRetry, retrying, what }: Props) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="py-12 text-center">
        <title>No product Found | Tressa</title>
        <meta name="robots" content="noindex" />
        <h1 className="font-display text-3xl font-semibold text-stone-900">No product Found</h1>
        <Link to="/all" className={`${buttonPrimary} mt-6`}>
          Browse all products
        </Link>
      </div>
    );
  }
  return (
    <>
      <title>Something went wrong | Tressa</title>
      <h1 className="sr-only">{what}</h1>
      <QueryError
        title="We couldn't load this product."
        error={error}
        onRetry={onRetry}
        retrying={retrying}
      />
    </>
  );
}
