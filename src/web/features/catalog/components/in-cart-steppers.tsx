import { useId } from 'react';
import { Link } from 'react-router';
import { atLimit, lineMax } from '#shared/cart.ts';
import type { Option } from '#shared/contract/catalog.ts';
import { MinusIcon, PlusIcon } from '#web/components/ui/icons.tsx';
import { cart, useCartLines } from '#web/lib/cart-store.ts';
import { buttonIcon } from './styles.ts';

type Props = {
  productId: string;
  /** The product's options, to say what each line is ("Length: 14″"; with more options, the variant's label). */
  options: readonly Option[];
  /** Where focus goes when the last line is removed and the button that had it disappears. */
  onEmptied: () => void;
};

/**
 * Once the product is in the cart, one − / + stepper per variant in it (docs/product.md#catalogue; a line's size is
 * its variant's label).
 * At the product's limit per order the + stops and a line says so (a live region, so a screen reader hears it too).
 */
export function InCartSteppers({ productId, options, onEmptied }: Props) {
  const lines = useCartLines().filter((l) => l.id === productId);
  // One option: named with it ("Length: 14″"); several: the label alone says them all ("Body Wave · #613 · 22″").
  const prefix = options.length === 1 ? `${options[0]?.name}: ` : '';
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
          <li
            key={line.variantId ?? line.size}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1"
          >
            <span className="text-sm text-stone-800">
              {prefix}
              {line.size}
            </span>
            <div className="flex items-center gap-2">
              <button
                type="button"
                aria-label={`One fewer ${line.size} in cart`}
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
                aria-label={`One more ${line.size} in cart`}
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
