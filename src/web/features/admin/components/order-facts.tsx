import type { ReactNode } from 'react';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { historyNoteLabel, ORDER_STATUS_LABELS } from '#shared/order-status.ts';
import { ParcelTracking } from '#web/components/ui/parcel-tracking.tsx';
import { formatDateTime } from './format.ts';

function Facts({ title, items }: { title: string; items: [string, ReactNode][] }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 className="font-display text-xl text-brand-900">{title}</h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-stone-600">{label}</dt>
            <dd className="break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const PROVIDERS = { test: 'Test cards (built in)', stripe: 'Stripe' } as const;

/** The recipient (name, phone, address: the admin's eyes only, docs/product.md#admin), the customer and the payment. */
export function OrderFacts({ order }: { order: AdminOrder }) {
  const a = order.shippingAddress;
  const p = order.payment;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Facts
        title="Recipient"
        items={[
          ['Name', a.name],
          ['Phone', a.phone],
          [
            'Address',
            <>
              {a.line1}
              <br />
              {a.line2}
              <br />
              {a.city} {a.zip}
              <br />
              {a.country}
            </>,
          ],
          ['E-mail', order.email],
          // What the customer paid for: the packer sends Next day as Next day.
          ['Delivery', order.delivery?.method ?? 'Not recorded (an order from before delivery methods)'],
        ]}
      />
      <Facts
        title="Payment"
        items={[
          ['Provider', p ? PROVIDERS[p.provider] : 'Not paid'],
          ['Card', p ? `${p.cardBrand ?? 'Card'} ending ${p.last4 ?? '????'}` : '—'],
          [
            'Reference',
            <span key="ref" className="font-mono text-xs">
              {order.paymentRef ?? '—'}
            </span>,
          ],
          ['Placed', order.placedAt ? formatDateTime(order.placedAt) : 'Not placed'],
          [
            'Parcel',
            order.tracking ? (
              <ParcelTracking key="parcel" tracking={order.tracking} />
            ) : (
              'Not shipped with a tracking number'
            ),
          ],
        ]}
      />
    </div>
  );
}

/** Every status the order has had, oldest first, with its time, and a cancellation's reason. */
export function StatusHistory({ history }: { history: AdminOrder['history'] }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 className="font-display text-xl text-brand-900">Status history</h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {history.map((h) => (
          <li key={`${h.status}-${h.at}`} className="flex flex-wrap justify-between gap-x-2">
            <span className="font-medium text-stone-900">{ORDER_STATUS_LABELS[h.status]}</span>
            <time dateTime={h.at} className="text-stone-600">
              {formatDateTime(h.at)}
            </time>
            {h.note && (
              <span className="w-full break-words text-stone-700">
                {historyNoteLabel(h.status)}: {h.note}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
