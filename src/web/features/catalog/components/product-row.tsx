import { Link } from 'react-router';
import { previewDescription } from '#shared/catalog.ts';
import type { ListingItem } from '#shared/contract/catalog.ts';
import { EyeIcon } from '#web/components/ui/icons.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { type ActiveOffer, coversSomeOptions } from '../offers.ts';
import { listedAs } from '../variants.ts';
import { OfferBadge } from './offer-badge.tsx';
import { OutOfStockLabel } from './out-of-stock-label.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { buttonPrimary } from './styles.ts';

type Props = {
  /** With `chosen` (option filters), the row shows and links that variant. */
  product: ListingItem;
  onQuickView: (product: ListingItem) => void;
  /** The first row: its picture is fetched first. */
  priority?: boolean;
  /** The best bundle offer covering any of the product, if any (bestOfferFor). */
  offer?: ActiveOffer;
};

/**
 * List layout: picture, brand, name, price and the first 150 characters of the description (docs/product.md#catalogue).
 */
export function ProductRow({ product, onQuickView, priority, offer }: Props) {
  const shown = listedAs(product);
  return (
    <article className="flex gap-4 rounded-lg border border-stone-200 bg-white p-3 shadow-sm sm:gap-6 sm:p-4">
      <ProductImage
        src={shown.image}
        alt=""
        sizes="(min-width: 640px) 160px, 96px"
        priority={priority}
        className="aspect-square w-24 shrink-0 self-start rounded-md bg-stone-100 object-cover sm:w-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{product.brand}</p>
        <h3 className="font-semibold text-stone-900">
          <Link to={shown.href} className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        {shown.label && <p className="text-xs text-stone-700">{shown.label}</p>}
        <p className="font-semibold text-brand-700">{shown.price}</p>
        {shown.soldOut && <OutOfStockLabel />}
        {offer && <OfferBadge offer={offer} someOptions={coversSomeOptions(offer, product)} />}
        <RatingSummary rating={product.rating} />
        <p className="text-sm text-stone-700">{previewDescription(product.description)}</p>
        <div className="mt-auto pt-2">
          <button type="button" onClick={() => onQuickView(product)} className={`${buttonPrimary} py-1.5`}>
            <EyeIcon className="size-4" />
            View Details<span className="sr-only"> of {product.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
