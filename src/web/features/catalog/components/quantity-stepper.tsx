import { useId } from 'react';
import { MinusIcon, PlusIcon } from '#web/components/ui/icons.tsx';
import { parseQuantity } from '../use-add-to-cart-form.ts';
import { buttonIcon, fieldLabel } from './styles.ts';

// The shared field's look, narrow: three digits at most, between the two buttons.
const quantityField =
  'block w-20 rounded-md border border-stone-500 bg-white px-3 py-2 text-center text-sm text-stone-900 focus:border-brand-700';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** The most one line may hold (what is left, the limit per order); − and + stay within 1…max. */
  max: number;
  invalid: boolean;
  /** Ids of the lines that explain the quantity (the limit, how few are left, the error). */
  describedBy: string;
};

/** The quantity to add: − and + either side of a number field that can also be typed in. */
export function QuantityStepper({ value, onChange, max, invalid, describedBy }: Props) {
  const id = useId();
  const n = parseQuantity(value);
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        Quantity
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          aria-label="One fewer"
          onClick={() => onChange(String(Math.max(1, n - 1)))}
          disabled={n <= 1}
          className={buttonIcon}
        >
          <MinusIcon className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          className={quantityField}
        />
        <button
          type="button"
          aria-label="One more"
          onClick={() => onChange(String(Math.min(max, n + 1)))}
          disabled={n >= max}
          className={buttonIcon}
        >
          <PlusIcon className="size-4" />
        </button>
      </div>
    </div>
  );
}
