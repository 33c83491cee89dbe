import type { ReactNode } from 'react';
import type { CreateIntentResponse } from '#shared/contract/checkout.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { OrderAmounts } from '#web/components/ui/order-amounts.tsx';
import { OrderLines } from '#web/components/ui/order-lines.tsx';

type Props = {
  intent: Pick<CreateIntentResponse, 'lines' | 'amounts' | 'discounts' | 'delivery' | 'vat'>;
  /** A new payment is being made (a code applied or removed): these figures are about to change. */
  updating?: boolean;
  /** The discount code field. */
  children?: ReactNode;
};

/**
 * /checkout's summary: what the server will charge, whatever the browser's cart says (docs/product.md#money), with the
 * bundle offer and the discount code each on its own line (issue 17).
 */
export function OrderSummary({ intent, updating = false, children }: Props) {
  const count = intent.lines.reduce((n, l) => n + l.qty, 0);
  return (
    <section
      aria-labelledby="order-summary-heading"
      aria-busy={updating || undefined}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="order-summary-heading" className="font-display text-2xl text-brand-900">
        Order summary
      </h2>
      <OrderLines lines={intent.lines} />
      {children}
      <div className={updating ? 'opacity-60' : undefined}>
        <OrderAmounts
          amounts={intent.amounts}
          discounts={intent.discounts}
          count={count}
          vat={intent.vat}
          deliveryMethod={intent.delivery.options.find((o) => o.id === intent.delivery.methodId)?.name}
        />
      </div>
      {updating && <LoadingStatus className="mt-3 text-sm">Updating your total…</LoadingStatus>}
    </section>
  );
}
