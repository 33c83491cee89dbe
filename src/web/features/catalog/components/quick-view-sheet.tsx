import type { ListingItem, ProductDetail } from '#shared/contract/catalog.ts';
import { variantImages } from '#shared/variant-images.ts';
import { useWatchProduct } from '#web/lib/live-updates.tsx';
import { useProduct } from '../api/get-product.ts';
import { useVariantSelection } from '../use-variant-selection.ts';
import { isSoldOut } from '../variants.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import { ImageCarousel } from './image-carousel.tsx';
import { OutOfStockLabel } from './out-of-stock-label.tsx';
import { VariantPrice } from './variant-price.tsx';
import { VariantPurchaseForm } from './variant-purchase-form.tsx';

type Props = {
  /**
   * Kept while the sheet animates closed, so the content does not vanish mid-slide. With `chosen` (the listing's
   * option filters), the sheet opens at that variant.
   */
  product: ListingItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The listing's quick view (docs/product.md#catalogue): pictures, details, the same pickers as the product page, and
 * Add to Cart of the chosen variant without leaving the list. While open it reads the product afresh (and again on
 * each stock event), which brings its options and greys out what sold out since the listing loaded; until then it
 * shows the listing's copy, with the room for the pickers held.
 */
export function QuickViewSheet({ product, open, onOpenChange }: Props) {
  useWatchProduct(open ? product?.id : undefined);
  const fresh = useProduct(product?.id ?? '', { enabled: open && !!product });
  const shown: ProductDetail | null =
    product && fresh.data?.id === product.id
      ? fresh.data
      : product && { ...product, editedAt: null, options: [], lengths: [], variants: [] };
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={product?.name ?? 'Product'}>
      {shown && (
        <QuickViewBody
          key={shown.id}
          product={shown}
          sku={product?.chosen?.sku ?? null}
          onClose={() => onOpenChange(false)}
        />
      )}
    </BottomSheet>
  );
}

type BodyProps = { product: ProductDetail; sku: string | null; onClose: () => void };

function QuickViewBody({ product, sku, onClose }: BodyProps) {
  // Not in the address: the list stays the page; each opening starts at the variant the card showed (the one the
  // option filters matched), else at the default choice.
  const selection = useVariantSelection(product, sku);
  const variant = selection.selected;
  const images = variant ? variantImages(product, variant) : product.imageURL;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
      <div className="mx-auto w-full max-w-56 md:max-w-72 md:pb-4">
        {/* Keyed by its pictures: a shade with photos of its own starts at its first. */}
        <ImageCarousel key={images.join()} images={[...images]} name={product.name} sizes="288px" />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          <VariantPrice product={product} variant={variant} size="md" />
          {isSoldOut(product) && <OutOfStockLabel className="mt-1" />}
          <p className="mt-1 text-sm text-stone-700">Brand: {product.brand}</p>
        </div>
        <p className="text-sm leading-relaxed whitespace-pre-line text-stone-800">{product.description}</p>
        <VariantPurchaseForm product={product} selection={selection} onAdded={onClose} onCancel={onClose} />
      </div>
    </div>
  );
}
