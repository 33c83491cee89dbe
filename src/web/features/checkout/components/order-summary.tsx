import type { CreateIntentResponse } from '../../../../shared/contract/checkout.ts';
import { OrderAmounts } from '../../../components/ui/order-amounts.tsx';
import { OrderLines } from '../../../components/ui/order-lines.tsx';

/** /checkout's summary: what the server will charge, whatever the browser's cart says (DECISIONS 1). */
export function OrderSummary({ intent }: { intent: Pick<CreateIntentResponse, 'lines' | 'amounts'> }) {
  const count = intent.lines.reduce((n, l) => n + l.qty, 0);
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="order-summary-heading" className="font-display text-2xl text-brand-900">
        Order summary
      </h2>
      <OrderLines lines={intent.lines} />
      <OrderAmounts amounts={intent.amounts} count={count} />
    </section>
  );
}
