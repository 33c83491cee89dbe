import type { Product } from '#shared/contract/catalog.ts';
import { formatPence } from '#shared/money.ts';
import { useAddToCartForm } from '../use-add-to-cart-form.ts';
import { isSoldOut, priceLabel, pricesDiffer } from '../variants.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import { OutOfStockLabel } from './out-of-stock-label.tsx';
import { SheetActions } from './sheet-actions.tsx';
import { SizeQuantityFields } from './size-quantity-fields.tsx';

type Props = { product: Product; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The detail page's add flow (docs/product.md#cart): without a length the sheet stays open with the alert; with one it
 * adds. `product` is the page's live copy, so a length that sells out while the sheet is open greys out in the select.
 */
export function AddToCartSheet({ product, open, onOpenChange }: Props) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={product.name}>
      <AddToCartForm product={product} onClose={() => onOpenChange(false)} />
    </BottomSheet>
  );
}

function AddToCartForm({ product, onClose }: { product: Product; onClose: () => void }) {
  const { fields, variant, submit } = useAddToCartForm(product, onClose);
  const soldOut = isSoldOut(product);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="flex flex-col gap-4"
    >
      <p className="text-lg font-semibold text-brand-700">
        {variant ? formatPence(variant.price) : priceLabel(product)}
      </p>
      {soldOut && <OutOfStockLabel />}
      <SizeQuantityFields variants={product.variants} showPrices={pricesDiffer(product)} {...fields} />
      <SheetActions onCancel={onClose} soldOut={soldOut} />
    </form>
  );
}
