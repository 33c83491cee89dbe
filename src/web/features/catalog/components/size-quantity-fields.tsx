import { useId } from 'react';
import { MAX_LINE_QTY } from '../../../../shared/cart.ts';
import { field, fieldLabel } from './styles.ts';

export const SIZE_MISSING_MESSAGE = 'Please select a size before adding to the cart.';

type Props = {
  lengths: string[];
  size: string;
  onSizeChange: (size: string) => void;
  quantity: string;
  onQuantityChange: (quantity: string) => void;
  showError: boolean;
};

/** Length select and quantity input, with the missing-size alert (DECISIONS 8). */
export function SizeQuantityFields({
  lengths,
  size,
  onSizeChange,
  quantity,
  onQuantityChange,
  showError,
}: Props) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-size`} className={fieldLabel}>
          Length
        </label>
        <select
          id={`${id}-size`}
          value={size}
          onChange={(e) => onSizeChange(e.target.value)}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${id}-error` : undefined}
          className={field}
        >
          <option value="">-- Choose Size --</option>
          {lengths.map((length) => (
            <option key={length} value={length}>
              {length}
            </option>
          ))}
        </select>
        {lengths.length === 0 && (
          <p className="mt-1 text-sm text-stone-700">No lengths of this product are available right now.</p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-qty`} className={fieldLabel}>
          Quantity
        </label>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QTY}
          step={1}
          value={quantity}
          onChange={(e) => onQuantityChange(e.target.value)}
          className={field}
        />
      </div>
      {showError && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700 sm:col-span-2">
          {SIZE_MISSING_MESSAGE}
        </p>
      )}
    </div>
  );
}
