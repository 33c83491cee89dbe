import { useId } from 'react';
import { Link } from 'react-router';
import { atLimit, lineMax } from '#shared/cart.ts';
import { MinusIcon, PlusIcon } from '#web/components/ui/icons.tsx';
import { cart, useCartLines } from '#web/lib/cart-store.ts';
import { buttonIcon } from './styles.ts';

type Props = {
  productId: string;
  /** Where focus goes when the last line is removed and the button that had it disappears. */
  onEmptied: () => void;
};

/**
 * Once the product is in the cart, one − / + stepper per length in it (docs/product.md#catalogue; lines are id + size).
 * At the product's limit per order the + stops and a line says so (a live region, so a screen reader hears it too).
 */
export function InCartSteppers({ productId, onEmptied }: Props) {
  const lines = useCartLines().filter((l) => l.id === productId);
  const baseId = useId();
  const limitId = (size: string) => `${baseId}-limit-${lines.findIndex((l) => l.size === size)}`;
  if (lines.length === 0) return null;

  return (
    <section aria-labelledby="in-cart-heading" className="rounded-lg border border-brand-200 bg-brand-50 p-4">
      <h2 id="in-cart-heading" className="mb-3 text-sm font-bold text-stone-900">
        In your cart
      </h2>
      <ul className="flex flex-col gap-3">
        {lines.map((line) => (
          <li key={line.size} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="text-sm text-stone-800">Length: {line.size}</span>
            <div className="flex items-center gap-2">
              <button
                type="button"
                aria-label={`Decrease quantity, length ${line.size}`}
                onClick={() => {
                  cart.decrease(line);
                  if (line.qty <= 1 && lines.length === 1) onEmptied();
                }}
                className={buttonIcon}
              >
                <MinusIcon className="size-4" />
              </button>
              <output aria-live="polite" className="w-8 text-center font-semibold text-stone-900">
                {line.qty}
              </output>
              <button
                type="button"
                aria-label={`Increase quantity, length ${line.size}`}
                onClick={() => cart.increase(line)}
                aria-describedby={limitId(line.size)}
                disabled={line.qty >= lineMax(line)}
                className={buttonIcon}
              >
                <PlusIcon className="size-4" />
              </button>
            </div>
            <p
              id={limitId(line.size)}
              aria-live="polite"
              className="w-full text-right text-xs text-stone-700 empty:hidden"
            >
              {atLimit(line) ? `At most ${line.maxPerOrder} per order` : ''}
            </p>
          </li>
        ))}
      </ul>
      <Link to="/cart" className="mt-3 inline-block text-sm font-semibold text-brand-800 underline">
        View cart
      </Link>
    </section>
  );
}
