import { Link } from 'react-router';
import type { Address, CreateIntentBody } from '#shared/contract/checkout.ts';
import { AddressBlock } from '#web/components/ui/address-block.tsx';
import { Spinner } from '#web/components/ui/icons.tsx';
import { LoadingOverlay } from '#web/components/ui/loading-overlay.tsx';
import { buttonOutline, buttonPrimary, textLink } from '#web/components/ui/styles.ts';
import { type CheckoutIntent, usePaymentIntent } from '../api/payment-intent.ts';
import { useCheckoutPayment } from '../use-checkout-payment.ts';
import { isCodeProblem, isCodeRefused, useDiscountCode } from '../use-discount-code.ts';
import { DiscountCode } from './discount-code.tsx';
import { IntentError } from './intent-error.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentAlert } from './payment-alert.tsx';
import { PaymentPanel } from './payment-panel.tsx';

type Props = {
  items: CreateIntentBody['items'];
  address: Address;
  /** The delivery method chosen with the address; null: the country's first (the server decides either way). */
  deliveryMethodId: string | null;
  /** The discount code applied before a reload (or a trip to change the address), if any. */
  initialCode: string | null;
  initialFailure: string | null;
};

/** Creates the order and its intent, then shows the server's summary beside the card form. */
export function CheckoutPayment({ items, address, deliveryMethodId, initialCode, initialFailure }: Props) {
  // Billing = shipping (docs/product.md#checkout: the form asks once).
  const { query: intent, recreate } = usePaymentIntent(
    {
      items,
      shippingAddress: address,
      billingAddress: address,
      ...(deliveryMethodId ? { deliveryMethodId } : {}),
    },
    initialCode,
  );
  const payment = useCheckoutPayment(initialFailure);
  // A new payment replaces the one whose failure is on show.
  const code = useDiscountCode(items, recreate, payment.restart);

  if (intent.isError && !(intent.data && isCodeProblem(intent.error))) {
    if (!intent.data && isCodeRefused(intent.error)) {
      // The code kept from before (used up since, say) stopped the payment from being made.
      return (
        <div className="mt-6 max-w-2xl">
          <PaymentAlert message={intent.error.message}>
            <p className="mt-1 text-sm">Nothing has been charged. You can pay without the code.</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="button"
                onClick={() => void code.continueWithout()}
                disabled={intent.isFetching}
                aria-busy={intent.isFetching || undefined}
                className={buttonPrimary}
              >
                {intent.isFetching && <Spinner />}
                Continue without the code
              </button>
              <Link to="/cart" className={buttonOutline}>
                Back to cart
              </Link>
            </div>
          </PaymentAlert>
        </div>
      );
    }
    return (
      <IntentError error={intent.error} retrying={intent.isFetching} onRetry={() => void intent.refetch()} />
    );
  }
  if (!intent.data) return <LoadingOverlay />;

  const current = intent.data;
  // Nothing is paid against a payment about to be replaced, or one the checkout may have ended.
  const renewing = intent.isFetching || code.pending !== null;
  const locked = renewing || code.waiting;

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <section aria-labelledby="pay-heading" className="space-y-6">
        <PaymentAlert message={payment.failure}>
          {payment.ended ? (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p className="text-sm">Your cart is saved. Nothing has been charged.</p>
              <button
                type="button"
                onClick={() => void code.renew(current.appliedCode)}
                disabled={renewing}
                className={buttonPrimary}
              >
                {intent.isFetching && <Spinner />}
                Check out again
              </button>
            </div>
          ) : (
            <p className="mt-1 text-sm">Your cart is saved. Check the details or try another card.</p>
          )}
        </PaymentAlert>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h2 id="pay-heading" className="mb-4 font-display text-2xl text-brand-900">
            Pay by card
          </h2>
          <PaymentPanel
            intent={current}
            submitting={payment.submitting}
            locked={locked}
            onPay={(attempt) => {
              if (!locked) void payment.pay(attempt);
            }}
          />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <div className="flex items-baseline justify-between gap-4">
            <h2 className="font-display text-xl text-brand-900">Shipping to</h2>
            <Link to="/checkout-details" className={`${textLink} text-sm`}>
              Change<span className="sr-only"> shipping address</span>
            </Link>
          </div>
          <div className="mt-2">
            <AddressBlock address={address} />
          </div>
          <DeliveryLine delivery={current.delivery} />
        </div>
      </section>
      <aside className="lg:sticky lg:top-24">
        <OrderSummary intent={current} updating={intent.isFetching}>
          <DiscountCode
            applied={current.appliedCode}
            problem={code.problem}
            waiting={code.waiting}
            pending={code.pending}
            locked={payment.submitting || (intent.isFetching && code.pending === null)}
            onApply={(c) => void code.apply(c)}
            onRemove={() => void code.remove()}
            onContinueWithout={() => void code.continueWithout()}
            onInvalid={code.invalid}
          />
        </OrderSummary>
      </aside>
    </div>
  );
}

/** The delivery method the server priced, and how long it takes. */
function DeliveryLine({ delivery }: { delivery: CheckoutIntent['delivery'] }) {
  const method = delivery.options.find((o) => o.id === delivery.methodId);
  if (!method) return null;
  return (
    <p className="mt-3 text-stone-700">
      <span className="font-medium text-stone-900">Delivery:</span> {method.name}
      {method.days ? ` (${method.days})` : ''}
    </p>
  );
}
