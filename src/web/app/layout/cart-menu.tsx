import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatPence } from '#shared/money.ts';
import { BagIcon } from '#web/components/ui/icons.tsx';
import { useCart } from '#web/lib/cart-store.ts';
import { useDismiss } from './use-dismiss.ts';

function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The cart badge with its summary pop-over (a disclosure: a button that shows and hides a panel). */
export function CartMenu() {
  const { totalQuantity, totalAmount, lines } = useCart();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, container, trigger);

  const unavailable = lines.filter((l) => l.unavailable).length;

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={cartLabel(totalQuantity)}
        onClick={() => setOpen((o) => !o)}
        className="relative rounded-full p-2.5 text-brand-900 hover:bg-brand-50"
      >
        <BagIcon className="size-6" />
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-semibold text-white"
        >
          {totalQuantity > 99 ? '99+' : totalQuantity}
        </span>
      </button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-72 rounded-2xl border border-stone-200 bg-white p-5 shadow-xl"
      >
        <p className="font-display text-lg text-brand-900">Your cart</p>
        {lines.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">Your cart is empty.</p>
        ) : (
          <p className="mt-1 text-sm text-stone-600">
            {totalQuantity} {totalQuantity === 1 ? 'item' : 'items'}
            {unavailable > 0 && ` (${unavailable} unavailable)`}
          </p>
        )}
        <dl className="mt-4 flex items-baseline justify-between border-t border-stone-200 pt-4">
          <dt className="text-stone-700">Subtotal</dt>
          <dd className="text-lg font-semibold text-stone-900">{formatPence(totalAmount)}</dd>
        </dl>
        <Link
          to="/cart"
          onClick={close}
          className="mt-4 block rounded-full bg-brand-700 px-4 py-2.5 text-center font-medium text-white hover:bg-brand-800"
        >
          View cart
        </Link>
      </div>
    </div>
  );
}
