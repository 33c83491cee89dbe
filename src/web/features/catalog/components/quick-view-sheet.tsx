import type { Product } from '#shared/contract/catalog.ts';
import { formatPence } from '#shared/money.ts';
import { useWatchProduct } from '#web/lib/live-updates.tsx';
import { useProduct } from '../api/get-product.ts';
import { useAddToCartForm } from '../use-add-to-cart-form.ts';
import { isSoldOut, priceLabel, pricesDiffer } from '../variants.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import { ImageCarousel } from './image-carousel.tsx';
import { OutOfStockLabel } from './out-of-stock-label.tsx';
import { SheetActions } from './sheet-actions.tsx';
import { SizeQuantityFields } from './size-quantity-fields.tsx';

type Props = {
  /** Kept while the sheet animates closed, so the content does not vanish mid-slide. */
  product: Product | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The listing's quick view (docs/product.md#catalogue): pictures, details, and add to cart without leaving the list.
 * While open it reads the product afresh (and again on each stock event), so a length sold out since the listing loaded
 * greys out; until then it shows the listing's copy.
 */
export function QuickViewSheet({ product, open, onOpenChange }: Props) {
  useWatchProduct(open ? product?.id : undefined);
  const fresh = useProduct(product?.id ?? '', { enabled: open && !!product });
  const shown = product && fresh.data?.id === product.id ? fresh.data : product;
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={product?.name ?? 'Product'}>
      {shown && <QuickViewBody key={shown.id} product={shown} onClose={() => onOpenChange(false)} />}
    </BottomSheet>
  );
}

function QuickViewBody({ product, onClose }: { product: Product; onClose: () => void }) {
  const { fields, variant, submit } = useAddToCartForm(product, onClose);
  const soldOut = isSoldOut(product);
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
      <div className="mx-auto w-full max-w-56 md:max-w-72 md:pb-4">
        <ImageCarousel images={product.imageURL} name={product.name} sizes="288px" />
      </div>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex flex-col gap-4"
      >
        <div>
          <p className="text-lg font-semibold text-brand-700">
            {variant ? formatPence(variant.price) : priceLabel(product)}
          </p>
          {soldOut && <OutOfStockLabel className="mt-1" />}
          <p className="mt-1 text-sm text-stone-700">Brand: {product.brand}</p>
        </div>
        <p className="text-sm leading-relaxed whitespace-pre-line text-stone-800">{product.description}</p>
        <SizeQuantityFields variants={product.variants} showPrices={pricesDiffer(product)} {...fields} />
        <SheetActions onCancel={onClose} soldOut={soldOut} />
      </form>
    </div>
  );
}
