import { useState } from 'react';
import type { AdminSummary } from '#shared/contract/admin-dashboard.ts';
import { formatPence } from '#shared/money.ts';
import { buttonSecondary } from '#web/components/ui/styles.ts';
import { formatDateTime } from './format.ts';
import { heldSummary, units } from './held-words.ts';
import { ReleaseCheckoutDialog } from './release-checkout-dialog.tsx';

type Held = AdminSummary['held'];
type Checkout = Held['checkouts'][number];

/**
 * Units taken by checkouts waiting for payment (docs/product.md#limits): off sale until paid, released or expired. The
 * biggest are listed with a Release button each, which asks first. One row per checkout, wrapping on a phone.
 */
export function HeldCheckouts({ held }: { held: Held }) {
  const [releasing, setReleasing] = useState<Checkout | null>(null);
  const more = held.orders > held.checkouts.length;
  return (
    <section
      aria-labelledby="held-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="held-heading" className="font-display text-2xl text-brand-900">
        Held in checkouts
      </h2>
      <p className="mt-2 text-stone-700">{heldSummary(held)}</p>
      {held.checkouts.length > 0 && (
        <>
          {more && <p className="mt-1 text-sm text-stone-600">The {held.checkouts.length} biggest:</p>}
          <ul aria-label="Checkouts waiting for payment" className="mt-3 divide-y divide-stone-200">
            {held.checkouts.map((c) => (
              <li
                key={c.orderId}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
              >
                <div className="min-w-0">
                  <p className="break-all font-medium text-stone-900">{c.email}</p>
                  <p className="text-sm text-stone-700">
                    {units(c.units)} · <span className="tabular-nums">{formatPence(c.total)}</span> · ends{' '}
                    <time dateTime={c.expiresAt}>{formatDateTime(c.expiresAt)}</time>
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => setReleasing(c)}
                  aria-label={`Release the checkout of ${c.email}`}
                  className={buttonSecondary}
                >
                  Release
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <ReleaseCheckoutDialog checkout={releasing} onClose={() => setReleasing(null)} />
    </section>
  );
}
