import { Link } from 'react-router';
import type { Address, CreateIntentBody } from '../../../../shared/contract/checkout.ts';
import { AddressBlock } from '../../../components/ui/address-block.tsx';
import { Spinner } from '../../../components/ui/icons.tsx';
import { LoadingOverlay } from '../../../components/ui/loading-overlay.tsx';
import { buttonPrimary, textLink } from '../../../components/ui/styles.ts';
import { usePaymentIntent } from '../api/payment-intent.ts';
import { useCheckoutPayment } from '../use-checkout-payment.ts';
import { IntentError } from './intent-error.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentAlert } from './payment-alert.tsx';
import { PaymentPanel } from './payment-panel.tsx';

type Props = { items: CreateIntentBody['items']; address: Address; initialFailure: string | null };

/** Creates the order and its intent, then shows the server's summary beside the card form. */
export function CheckoutPayment({ items, address, initialFailure }: Props) {
  // Billing = shipping (SPEC §3 keeps both; the form asks once).
  const intent = usePaymentIntent({ items, shippingAddress: address, billingAddress: address });
  const payment = useCheckoutPayment(initialFailure);

  if (intent.isError) {
    return (
      <IntentError error={intent.error} retrying={intent.isFetching} onRetry={() => void intent.refetch()} />
    );
  }
  if (!intent.data) return <LoadingOverlay />;

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <section aria-labelledby="pay-heading" className="space-y-6">
        <PaymentAlert message={payment.failure}>
          {payment.ended ? (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <p className="text-sm">Your cart is saved. Nothing has been charged.</p>
              <button
                type="button"
                onClick={() => {
                  payment.restart();
                  void intent.refetch();
                }}
                disabled={intent.isFetching}
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
            intent={intent.data}
            submitting={payment.submitting}
            onPay={(attempt) => void payment.pay(attempt)}
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
        </div>
      </section>
      <aside className="lg:sticky lg:top-24">
        <OrderSummary intent={intent.data} />
      </aside>
    </div>
  );
}
