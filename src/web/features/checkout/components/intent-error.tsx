import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/icons.tsx';
import { buttonOutline, buttonPrimary } from '../../../components/ui/styles.ts';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../texts.ts';
import { PaymentAlert } from './payment-alert.tsx';

type Props = { error: unknown; retrying: boolean; onRetry: () => void };

/**
 * The payment could not be prepared. A product or size that is gone (409) is fixed in the cart, whose refresh
 * marks the line; anything else may pass on a second try.
 */
export function IntentError({ error, retrying, onRetry }: Props) {
  const unavailable = error instanceof ApiError && error.status === 409;
  return (
    <div className="mt-6 max-w-2xl">
      <PaymentAlert message={errorMessage(error)}>
        <p className="mt-1 text-sm">
          {unavailable
            ? 'Please update your cart, then check out again.'
            : 'We could not prepare your payment. Nothing has been charged.'}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {!unavailable && (
            <button type="button" onClick={onRetry} disabled={retrying} className={buttonPrimary}>
              {retrying && <Spinner />}
              Try again
            </button>
          )}
          <Link to="/cart" className={unavailable ? buttonPrimary : buttonOutline}>
            Back to cart
          </Link>
        </div>
      </PaymentAlert>
    </div>
  );
}
