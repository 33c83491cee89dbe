import { Link } from 'react-router';
import { ERROR_CODES } from '#shared/contract/error-codes.ts';
import { Spinner } from '#web/components/ui/icons.tsx';
import { buttonOutline, buttonPrimary } from '#web/components/ui/styles.ts';
import { ApiError } from '#web/lib/api.ts';
import { errorMessage } from '../texts.ts';
import { PaymentAlert } from './payment-alert.tsx';

type Props = { error: unknown; retrying: boolean; onRetry: () => void };

/**
 * What the shopper can do about a payment that could not be prepared:
 * - `cart`: fixed in the cart — a product or length gone or short (409), more of a length than its limit per order
 *   or more items than one order may hold (400). Trying again would only be refused again.
 * - `paid`: their previous checkout was paid a moment ago; My Orders says what they bought.
 * - `retry`: anything else, including a checkout replaced by a newer one (trying again starts a fresh one) and too
 *   much held in checkouts from their network (429: it passes once those are paid or expire).
 */
type Remedy = 'cart' | 'paid' | 'retry';

const FIXED_IN_CART: ReadonlySet<string> = new Set([ERROR_CODES.lineLimit, ERROR_CODES.orderTooLarge]);

export function remedyFor(error: unknown): Remedy {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.code === ERROR_CODES.previousPaymentSucceeded) return 'paid';
  if (error.code === ERROR_CODES.checkoutReplaced) return 'retry';
  if (error.status === 409 || FIXED_IN_CART.has(error.code)) return 'cart';
  return 'retry';
}

const NEXT_STEP: Record<Remedy, string> = {
  cart: 'Please update your cart, then check out again.',
  paid: 'Nothing more has been charged.',
  retry: 'We could not prepare your payment. Nothing has been charged.',
};

export function IntentError({ error, retrying, onRetry }: Props) {
  const remedy = remedyFor(error);
  return (
    <div className="mt-6 max-w-2xl">
      <PaymentAlert message={errorMessage(error)}>
        <p className="mt-1 text-sm">{NEXT_STEP[remedy]}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {remedy === 'retry' && (
            <button type="button" onClick={onRetry} disabled={retrying} className={buttonPrimary}>
              {retrying && <Spinner />}
              Try again
            </button>
          )}
          {remedy === 'paid' && (
            <Link to="/my-orders" className={buttonPrimary}>
              Go to My Orders
            </Link>
          )}
          <Link to="/cart" className={remedy === 'cart' ? buttonPrimary : buttonOutline}>
            Back to cart
          </Link>
        </div>
      </PaymentAlert>
    </div>
  );
}
