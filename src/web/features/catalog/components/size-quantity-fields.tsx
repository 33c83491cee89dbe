import { useId } from 'react';
import { lineMax } from '#shared/cart.ts';
import type { Variant } from '#shared/contract/catalog.ts';
import type { AddError } from '../use-add-to-cart-form.ts';
import { lengthOptionText } from '../variants.ts';
import { field, fieldLabel } from './styles.ts';

/** Below this many left, the quantity says how many remain. */
const FEW_LEFT = 10;

type Props = {
  variants: Variant[];
  /** True when the lengths' prices differ: each option then shows its price. */
  showPrices: boolean;
  size: string;
  onSizeChange: (size: string) => void;
  quantity: string;
  onQuantityChange: (quantity: string) => void;
  error: AddError | null;
  /** The product's limit per order (docs/product.md#limits), shown under the quantity. */
  maxPerOrder: number;
};

/**
 * Length select and quantity input, with the missing-size, too-few-left or over-the-limit alert (docs/product.md#cart,
 * docs/product.md#limits). A sold-out length stays in the list, disabled and saying so; the quantity goes no higher
 * than what is left or the product's limit per order, which is said under it.
 */
export function SizeQuantityFields({
  variants,
  showPrices,
  size,
  onSizeChange,
  quantity,
  onQuantityChange,
  error,
  maxPerOrder,
}: Props) {
  const id = useId();
  const chosen = variants.find((v) => v.length === size);
  const left = chosen && chosen.stock > 0 && chosen.stock < FEW_LEFT ? chosen.stock : null;
  const errorFor = (f: AddError['field']) => (error?.field === f ? `${id}-error` : undefined);
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
          aria-invalid={error?.field === 'size' || undefined}
          aria-describedby={errorFor('size')}
          className={field}
        >
          <option value="">-- Choose Size --</option>
          {variants.map((v) => (
            <option key={v.length} value={v.length} disabled={v.stock <= 0}>
              {lengthOptionText(v, showPrices)}
            </option>
          ))}
        </select>
        {variants.length === 0 && (
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
          max={lineMax({ stock: chosen?.stock, maxPerOrder })}
          step={1}
          value={quantity}
          onChange={(e) => onQuantityChange(e.target.value)}
          aria-invalid={error?.field === 'quantity' || undefined}
          aria-describedby={[errorFor('quantity'), `${id}-limit`, left ? `${id}-left` : undefined]
            .filter(Boolean)
            .join(' ')}
          className={field}
        />
        <p id={`${id}-limit`} className="mt-1 text-sm text-stone-700">
          At most {maxPerOrder} per order
        </p>
        {left && (
          <p id={`${id}-left`} className="mt-1 text-sm text-stone-700">
            Only {left} left in {chosen?.length}
          </p>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700 sm:col-span-2">
          {error.message}
        </p>
      )}
    </div>
  );
}
