import { Link } from 'react-router';
import type { CartLine } from '#shared/cart.ts';
import { choiceText } from '#shared/line-choice.ts';
import { formatPence } from '#shared/money.ts';
import { TrashIcon } from '#web/components/ui/icons.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { cart } from '#web/lib/cart-store.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

// One grid serves both layouts: a card on phones, a table-like row from md up, where the column headings above
// the list take over from the small labels inside each cell (kept for screen readers).
export const LINE_GRID = 'md:grid md:grid-cols-[minmax(0,1fr)_7rem_9rem_7rem_3rem] md:items-center md:gap-4';
const cellLabel = 'text-xs text-stone-600 uppercase tracking-wide md:sr-only';

export function CartLineItem({ line }: { line: CartLine }) {
  const what = `${line.name} (${line.size})`;
  return (
    <li className={`relative py-5 ${LINE_GRID}`}>
      <div className="flex gap-4 pr-12 md:pr-0">
        <ProductImage
          src={line.image}
          alt=""
          sizes="96px"
          className={`size-20 shrink-0 rounded-xl bg-stone-100 object-cover sm:size-24 ${line.unavailable ? 'opacity-60 grayscale' : ''}`}
        />
        <div className="min-w-0">
          <Link
            to={`/product-details/${encodeURIComponent(line.id)}`}
            className="font-display text-lg leading-snug text-brand-900 hover:underline"
          >
            {line.name}
          </Link>
          {line.brand && <p className="text-sm text-stone-600">{line.brand}</p>}
          <p className="mt-1 text-sm text-stone-700">{choiceText(line)}</p>
          {line.unavailable && (
            <p className="mt-2 inline-block rounded-full whitespace-nowrap bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
              {line.soldOut ? 'Out of stock' : 'No longer available'}
            </p>
          )}
          {!line.unavailable && line.stock !== undefined && line.qty > line.stock && (
            <p className="mt-2 text-sm font-medium text-amber-900">
              Only {line.stock} left: lower the quantity to check out.
            </p>
          )}
        </div>
      </div>

      {line.unavailable ? (
        <p className="mt-3 text-sm text-stone-700 md:col-span-3 md:mt-0">
          {line.soldOut
            ? 'This length is sold out for now, so it is not counted in your subtotal.'
            : 'We no longer sell this product in this size, so it is not counted in your subtotal.'}
        </p>
      ) : (
        <>
          <div className="mt-4 flex items-center justify-between md:mt-0 md:block">
            <span className={cellLabel}>Price</span>
            <span className="tabular-nums text-stone-800">{formatPence(line.price)}</span>
          </div>
          <div className="mt-3 flex items-center justify-between md:mt-0 md:block">
            <span className={cellLabel}>Quantity</span>
            <QuantityStepper line={line} />
          </div>
          <div className="mt-3 flex items-center justify-between md:mt-0 md:block md:text-right">
            <span className={cellLabel}>Total</span>
            <span className="font-semibold tabular-nums text-stone-900">
              {formatPence(line.price * line.qty)}
            </span>
          </div>
        </>
      )}

      <div className="absolute top-5 right-0 md:static md:text-right">
        <button
          type="button"
          onClick={() => cart.remove({ id: line.id, size: line.size })}
          aria-label={`Remove ${what} from cart`}
          className="rounded-full p-2.5 text-stone-600 hover:bg-red-50 hover:text-red-700"
        >
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}
