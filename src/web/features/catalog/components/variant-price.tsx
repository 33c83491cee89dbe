import type { Product, Variant } from '#shared/contract/catalog.ts';
import { formatPence } from '#shared/money.ts';
import { priceLabel } from '../variants.ts';

type Props = {
  product: Pick<Product, 'price' | 'variantSummary'>;
  /** The chosen variant; none (a product without variants) shows the product's price. */
  variant: Variant | undefined;
  size: 'lg' | 'md';
};

/**
 * The chosen variant's price, and when the owner set a higher "was" price, that one struck through and what the
 * shopper saves, in words as well as by the line (issue 31).
 */
export function VariantPrice({ product, variant, size }: Props) {
  const priceClass = `font-semibold text-brand-700 ${size === 'lg' ? 'text-2xl' : 'text-lg'}`;
  if (!variant) return <p className={priceClass}>{priceLabel(product)}</p>;
  const was = variant.compareAtPrice;
  const saving = was !== null && was > variant.price ? was - variant.price : 0;
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className={priceClass}>{formatPence(variant.price)}</p>
      {saving > 0 && was !== null && (
        <>
          <p className="text-sm text-stone-700">
            Was <s>{formatPence(was)}</s>
          </p>
          <p className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
            Save {formatPence(saving)}
          </p>
        </>
      )}
    </div>
  );
}
