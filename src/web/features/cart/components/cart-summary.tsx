import { Link } from 'react-router';
import { formatPence } from '#shared/money.ts';
import { Spinner } from '#web/components/ui/icons.tsx';
import { openLoginDialog } from '#web/lib/login-dialog-store.ts';
import { useSession } from '#web/lib/use-session.ts';
import { DeliveryEstimate } from './delivery-estimate.tsx';

type Props = { totalQuantity: number; totalAmount: number; unavailableCount: number };

/** Subtotal and the way on to checkout. Only signed-in shoppers check out (docs/product.md#cart). */
export function CartSummary({ totalQuantity, totalAmount, unavailableCount }: Props) {
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="cart-summary-heading" className="font-display text-2xl text-brand-900">
        Order summary
      </h2>
      <dl className="mt-4 space-y-2">
        <div className="flex justify-between text-stone-700">
          <dt>Items</dt>
          <dd className="tabular-nums">{totalQuantity}</dd>
        </div>
        <div className="flex items-baseline justify-between border-t border-stone-200 pt-3">
          <dt className="font-medium text-stone-900">Subtotal</dt>
          <dd className="text-2xl font-semibold tabular-nums text-stone-900">{formatPence(totalAmount)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-stone-600">Tax and Shipping calculated at checkout</p>
      <DeliveryEstimate goods={totalAmount} />
      {unavailableCount > 0 && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {unavailableCount === 1 ? '1 item is' : `${unavailableCount} items are`} out of stock or no longer
          sold, and not included in the subtotal.
        </p>
      )}
      <CheckoutAction />
      <Link
        to="/all"
        className="mt-3 block rounded-full px-6 py-2.5 text-center font-medium text-brand-700 hover:bg-brand-50"
      >
        Continue shopping
      </Link>
    </section>
  );
}

const action =
  'mt-6 flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3.5 text-lg font-medium text-white shadow-lg shadow-brand-700/20 hover:bg-brand-800 disabled:opacity-60';

/** Checkout when signed in; otherwise 'Login To Checkout' opens the login modal. Neither until we know which. */
function CheckoutAction() {
  const { user, status } = useSession();
  if (status === 'pending') {
    return (
      <button type="button" disabled aria-busy="true" className={`${action} h-14`}>
        <Spinner />
        <span className="sr-only">Checking your account…</span>
      </button>
    );
  }
  if (user) {
    return (
      <Link to="/checkout-details" className={action}>
        Checkout
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => openLoginDialog()} aria-haspopup="dialog" className={action}>
      Login To Checkout
    </button>
  );
}
