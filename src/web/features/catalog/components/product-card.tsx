import { Link } from 'react-router';
import type { ListingItem } from '#shared/contract/catalog.ts';
import { EyeIcon } from '#web/components/ui/icons.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { type ActiveOffer, coversSomeOptions } from '../offers.ts';
import { listedAs } from '../variants.ts';
import { OfferBadge } from './offer-badge.tsx';
import { OutOfStockLabel } from './out-of-stock-label.tsx';
import { RatingSummary } from './rating-summary.tsx';

type Props = {
  /** With `chosen` (option filters), the card shows and links that variant. */
  product: ListingItem;
  onQuickView: (product: ListingItem) => void;
  /** In the first view: loaded at once rather than when scrolled to; `priority` also fetches it first. */
  eager?: boolean;
  priority?: boolean;
  /** The best bundle offer covering any of the product, if any (bestOfferFor). */
  offer?: ActiveOffer;
};

/**
 * Grid card. On a wide screen with a mouse the actions sit on a dark overlay over the picture that appears on
 * hover and on keyboard focus (focus-within). Touch screens cannot hover and small screens have no room, so
 * there the same two controls sit visibly under the price and the whole card taps through to the product page
 * (the link's ::after stretches over the card). One link and one button either way, so the tab order is short.
 */
export function ProductCard({ product, onQuickView, eager, priority, offer }: Props) {
  const shown = listedAs(product);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
      <ProductImage
        src={shown.image}
        alt=""
        sizes="(min-width: 1024px) 260px, (min-width: 640px) 33vw, 50vw"
        eager={eager}
        priority={priority}
        className="aspect-square w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold text-stone-900 sm:text-base">{product.name}</h3>
        {shown.label && <p className="text-xs text-stone-700">{shown.label}</p>}
        <p className="font-semibold text-brand-700">{shown.price}</p>
        {shown.soldOut && <OutOfStockLabel />}
        {offer && <OfferBadge offer={offer} someOptions={coversSomeOptions(offer, product)} />}
        <RatingSummary rating={product.rating} />
      </div>
      <div
        className={[
          'flex flex-col gap-2 px-3 pb-3',
          // Wide and hover-capable: an overlay over the square picture, hidden until hover or focus.
          '[@media(min-width:40rem)_and_(hover:hover)]:absolute [@media(min-width:40rem)_and_(hover:hover)]:inset-x-0 [@media(min-width:40rem)_and_(hover:hover)]:top-0 [@media(min-width:40rem)_and_(hover:hover)]:aspect-square',
          '[@media(min-width:40rem)_and_(hover:hover)]:items-center [@media(min-width:40rem)_and_(hover:hover)]:justify-center [@media(min-width:40rem)_and_(hover:hover)]:p-4',
          '[@media(min-width:40rem)_and_(hover:hover)]:bg-black/65 [@media(min-width:40rem)_and_(hover:hover)]:opacity-0 [@media(min-width:40rem)_and_(hover:hover)]:transition-opacity',
          'group-hover:opacity-100 group-focus-within:opacity-100',
        ].join(' ')}
      >
        <Link
          to={shown.href}
          aria-label={`View Product: ${product.name}`}
          className="inline-flex items-center justify-center rounded-md border border-brand-700 bg-white px-2 py-2 text-sm font-semibold text-brand-800 after:absolute after:inset-0 [@media(min-width:40rem)_and_(hover:hover)]:w-40"
        >
          View Product
        </Link>
        <button
          type="button"
          onClick={() => onQuickView(product)}
          className="relative z-10 inline-flex items-center justify-center gap-1 rounded-md bg-brand-700 px-2 py-2 text-sm font-semibold text-white hover:bg-brand-800 [@media(min-width:40rem)_and_(hover:hover)]:w-40"
        >
          <EyeIcon className="size-4" />
          View Details<span className="sr-only"> of {product.name}</span>
        </button>
      </div>
    </article>
  );
}
