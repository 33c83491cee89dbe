import type { AdminSummary } from '#shared/contract/admin-dashboard.ts';
import { formatPence } from '#shared/money.ts';

type Card = { label: string; value: (s: AdminSummary) => string; notes?: (s: AdminSummary) => string[] };

const CARDS: Card[] = [
  {
    label: 'Earnings',
    value: (s) => formatPence(s.earnings),
    // Refunds are taken off (issue 16): say so, and how much went back, so the figure is not misread. What the
    // promotions took off is already out of the totals paid (issue 17): said once any was given.
    notes: (s) => [
      `Net of refunds (${formatPence(s.refunded)} refunded)`,
      ...(s.discounts > 0 ? [`${formatPence(s.discounts)} given in discounts`] : []),
    ],
  },
  { label: 'Products', value: (s) => s.products.toLocaleString('en-US') },
  { label: 'Orders', value: (s) => s.orders.toLocaleString('en-US') },
  { label: 'Customers', value: (s) => s.customers.toLocaleString('en-US') },
];

/** The shop at a glance; placeholders keep the layout still while the figures load. */
export function SummaryCards({ summary }: { summary: AdminSummary | undefined }) {
  return (
    <dl aria-busy={!summary} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CARDS.map((card) => (
        <div key={card.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
          <dt className="text-sm font-semibold tracking-wider text-stone-600 uppercase">{card.label}</dt>
          <dd className="mt-2 font-display text-3xl text-brand-900 tabular-nums">
            {summary ? (
              card.value(summary)
            ) : (
              <span className="block h-9 w-20 animate-pulse rounded bg-stone-200">
                <span className="sr-only">Loading</span>
              </span>
            )}
          </dd>
          {summary &&
            card.notes?.(summary).map((note) => (
              <dd key={note} className="mt-1 text-sm text-stone-600">
                {note}
              </dd>
            ))}
        </div>
      ))}
    </dl>
  );
}
