import { useId } from 'react';
import { atLimit, type CartLine, lineMax } from '#shared/cart.ts';
import { MinusIcon, PlusIcon } from '#web/components/ui/icons.tsx';
import { cart } from '#web/lib/cart-store.ts';

const buttonClass =
  'flex size-10 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent';

/**
 * Minus and plus around the quantity; minus at 1 removes the line (the store does that, with its toast). At the
 * product's limit per order the plus stops and a line says so, in a live region so a screen reader hears it too.
 */
export function QuantityStepper({ line }: { line: CartLine }) {
  const key = { id: line.id, size: line.size };
  const what = `${line.name} (${line.size})`;
  const limitId = useId();
  return (
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form section, so no fieldset. */}
      <div
        role="group"
        aria-label={`Quantity of ${what}`}
        aria-describedby={limitId}
        className="inline-flex items-center rounded-full border border-stone-300 bg-white"
      >
        <button
          type="button"
          className={buttonClass}
          onClick={() => cart.decrease(key)}
          aria-label={`Decrease quantity of ${what}`}
        >
          <MinusIcon className="size-4" />
        </button>
        <span className="min-w-8 text-center font-medium tabular-nums">{line.qty}</span>
        <button
          type="button"
          className={buttonClass}
          onClick={() => cart.increase(key)}
          disabled={line.qty >= lineMax(line)}
          aria-label={`Increase quantity of ${what}`}
        >
          <PlusIcon className="size-4" />
        </button>
      </div>
      <p id={limitId} aria-live="polite" className="mt-1 text-xs text-stone-700 empty:hidden">
        {atLimit(line) ? `At most ${line.maxPerOrder} per order` : ''}
      </p>
    </div>
  );
}
