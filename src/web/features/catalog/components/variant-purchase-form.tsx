import { type Ref, useId } from 'react';
import { lineMax } from '#shared/cart.ts';
import type { Product } from '#shared/contract/catalog.ts';
import { useAddToCartForm } from '../use-add-to-cart-form.ts';
import type { VariantSelection } from '../use-variant-selection.ts';
import { isSoldOut, pricesDiffer } from '../variants.ts';
import { OptionPickers } from './option-pickers.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SheetActions } from './sheet-actions.tsx';
import { buttonPrimary } from './styles.ts';

/** Below this many left, the page says how many remain. */
const FEW_LEFT = 10;

type Props = {
  product: Product;
  selection: VariantSelection;
  onAdded?: () => void;
  /** In a sheet: Cancel beside Add to Cart, kept in view at the sheet's foot. */
  onCancel?: () => void;
  addButtonRef?: Ref<HTMLButtonElement>;
};

/**
 * The pickers, the quantity and Add to Cart (issue 31): Add to Cart adds the chosen variant at once. How few are left
 * of it and the limit per order are said under the quantity; a sold-out choice cannot be added and says why.
 */
export function VariantPurchaseForm({ product, selection, onAdded, onCancel, addButtonRef }: Props) {
  const id = useId();
  const variant = selection.selected;
  const { quantity, onQuantityChange, error, submit } = useAddToCartForm(product, variant, onAdded);
  const soldOut = variant !== undefined && variant.stock <= 0;
  // Until the options arrive (a listing's copy), the choice is not the shopper's to make yet.
  const cannotAdd = !variant || soldOut || selection.options.length === 0;
  const left = variant && variant.stock > 0 && variant.stock < FEW_LEFT ? variant.stock : null;
  const describedBy = [error?.field === 'quantity' && `${id}-error`, `${id}-limit`, left && `${id}-left`]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <OptionPickers selection={selection} showPrices={pricesDiffer(product)} />
      <div>
        <QuantityStepper
          value={quantity}
          onChange={onQuantityChange}
          max={lineMax({ stock: variant?.stock, maxPerOrder: product.maxPerOrder })}
          invalid={error?.field === 'quantity'}
          describedBy={describedBy}
        />
        <p id={`${id}-limit`} className="mt-1 text-sm text-stone-700">
          At most {product.maxPerOrder} per order
        </p>
        {left && (
          <p id={`${id}-left`} className="mt-1 text-sm font-semibold text-brand-800">
            Only {left} left
          </p>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700">
          {error.message}
        </p>
      )}
      {soldOut && (
        <p id={`${id}-sold-out`} className="text-sm text-stone-700">
          {isSoldOut(product)
            ? 'Every choice of this product is sold out for now.'
            : `${variant.length} is sold out for now. Choose another to add it to your cart.`}
        </p>
      )}
      {onCancel ? (
        <SheetActions onCancel={onCancel} soldOut={cannotAdd} />
      ) : (
        <div>
          <button
            ref={addButtonRef}
            type="submit"
            disabled={cannotAdd}
            aria-describedby={soldOut ? `${id}-sold-out` : undefined}
            className={`${buttonPrimary} w-full px-8 py-3 text-base sm:w-auto`}
          >
            Add to Cart
          </button>
        </div>
      )}
    </form>
  );
}
