import { memo, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PLACEHOLDER_IMAGE } from '#shared/catalog.ts';
import type { ProductDetail as ProductDetailData, Variant } from '#shared/contract/catalog.ts';
import { variantImages } from '#shared/variant-images.ts';
import { JsonLd } from '#web/components/seo/json-ld.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
import { DeliveryNote } from '#web/components/ui/delivery-note.tsx';
import { ChevronLeftIcon } from '#web/components/ui/icons.tsx';
import { ProductLoadError } from '#web/components/ui/product-load-error.tsx';
import { useWatchProduct } from '#web/lib/live-updates.tsx';
import { breadcrumbJsonLd } from '#web/lib/seo/breadcrumb-json-ld.ts';
import { metaDescription } from '#web/lib/seo/description.ts';
import { canonicalListingPath } from '#web/lib/seo/listing-url.ts';
import { productJsonLd } from '#web/lib/seo/product-json-ld.ts';
import { useSiteOrigin } from '#web/lib/site-origin.tsx';
import { useOffers } from '../api/get-offers.ts';
import { useProduct } from '../api/get-product.ts';
import { useProductReviews } from '../api/get-reviews.ts';
import { InCartSteppers } from '../components/in-cart-steppers.tsx';
import { OfferNotice, type OptionsCovered } from '../components/offer-badge.tsx';
import { OutOfStockLabel } from '../components/out-of-stock-label.tsx';
import { ProductDetailSkeleton } from '../components/product-detail-skeleton.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { RatingSummary } from '../components/rating-summary.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { VariantPrice } from '../components/variant-price.tsx';
import { VariantPurchaseForm } from '../components/variant-purchase-form.tsx';
import {
  type ActiveOffer,
  bestOfferFor,
  bestOfferForVariant,
  coveredOptions,
  coversSomeOptions,
} from '../offers.ts';
import { getLastListingSearch } from '../use-listing-params.ts';
import { useVariantSelection } from '../use-variant-selection.ts';
import { isSoldOut } from '../variants.ts';

const page = 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6';

/** /product-details/:id (docs/product.md#catalogue). */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  // Its stock stays live while the page is open (a variant that sells out says so).
  useWatchProduct(id);

  if (product.isPending) {
    return (
      <>
        <Breadcrumb />
        <ProductDetailSkeleton />
      </>
    );
  }

  if (product.isError) {
    return (
      <>
        <Breadcrumb />
        <div className={page}>
          <ProductLoadError
            what="Product"
            error={product.error}
            onRetry={() => void product.refetch()}
            retrying={product.isFetching}
          />
        </div>
      </>
    );
  }

  // Keyed so that moving to another product starts its gallery and sheet afresh.
  return <ProductDetail key={product.data.id} product={product.data} />;
}

function ProductDetail({ product }: { product: ProductDetailData }) {
  const addButton = useRef<HTMLButtonElement>(null);
  const [params, setParams] = useSearchParams();
  // The choice is in the address (?variant=<sku>), so a link opens with it chosen, drawn so by the server too. A
  // new choice replaces the address: no history entry per tap, and the page stays where it is.
  const selection = useVariantSelection(product, params.get('variant'), (variant) =>
    setParams(
      (current) => {
        current.set('variant', variant.sku);
        return current;
      },
      { replace: true, preventScrollReset: true },
    ),
  );
  const variant = selection.selected;
  // In the server's HTML with the product (entry-server.tsx), so it does not push the page down after it loads.
  const offer = offerShown(product, variant, useOffers());

  return (
    <>
      <Breadcrumb items={[product.category]} />
      <div className={page}>
        <Link
          to={`/all${getLastListingSearch()}`}
          className="mb-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
        >
          <ChevronLeftIcon className="size-4" />
          Back to products
        </Link>
        <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
          <ProductGallery
            images={variant ? variantImages(product, variant) : product.imageURL}
            name={product.name}
          />
          <div className="flex min-w-0 flex-col gap-4">
            <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl">{product.name}</h1>
            <RatingSummary rating={product.rating} size="md" />
            <VariantPrice product={product} variant={variant} size="lg" />
            <DeliveryNote />
            {isSoldOut(product) && <OutOfStockLabel />}
            {offer && <OfferNotice offer={offer.offer} options={offer.options} />}
            <VariantPurchaseForm product={product} selection={selection} addButtonRef={addButton} />
            <InCartSteppers
              productId={product.id}
              options={product.options}
              onEmptied={() => addButton.current?.focus()}
            />
            <p className="leading-relaxed whitespace-pre-line text-stone-800">{product.description}</p>
            <div className="text-sm text-stone-700">
              <p>SKU: {variant?.sku ?? product.id}</p>
              <p>Brand: {product.brand}</p>
            </div>
          </div>
        </div>
        <ReviewsSection productId={product.id} />
      </div>
      {/* Last: its structured data runs to a megabyte at 2,048 variants, and the picture must not wait behind it
          in the HTML (React hoists the title and meta tags into the head wherever they are written). */}
      <ProductHead product={product} />
    </>
  );
}

/**
 * The offer the page shows: the best one covering the chosen variant (issue 31), saying so when it covers only some
 * options; else the best covering other options of the product, saying which, so the card's "on selected options"
 * badge that led here is explained.
 */
function offerShown(
  product: ProductDetailData,
  variant: Variant | undefined,
  offers: readonly ActiveOffer[] | undefined,
): { offer: ActiveOffer; options?: OptionsCovered } | undefined {
  const some = (offer: ActiveOffer, covered: boolean) =>
    coversSomeOptions(offer, product) ? { covered, ...coveredOptions(offer, product.variants) } : undefined;
  const forVariant = bestOfferForVariant(product, variant?.id, offers);
  if (forVariant) return { offer: forVariant, options: some(forVariant, true) };
  const elsewhere = bestOfferFor(product, offers);
  return elsewhere && { offer: elsewhere, options: some(elsewhere, false) };
}

/**
 * What the page tells search engines and link previews: title, description, picture, and the product as data. Memo:
 * a choice of variant re-renders the page, and the structured data of 2,048 variants need not be built again for it.
 */
const ProductHead = memo(function ProductHead({ product }: { product: ProductDetailData }) {
  const origin = useSiteOrigin();
  // The first page of reviews, which the page shows below (the server loaded it with the product).
  const reviews = useProductReviews(product.id, 1).data;
  const path = `/product-details/${encodeURIComponent(product.id)}`;
  const image = product.imageURL[0] || PLACEHOLDER_IMAGE;
  return (
    <>
      <PageMeta
        title={`${product.name} | Tressa`}
        description={metaDescription(product.description)}
        canonicalPath={path}
        // The media route's link-preview JPEG: previewers such as WhatsApp and iMessage do not reliably show WebP.
        image={{ path: `${image}/preview.jpg`, width: 1200, height: 630, alt: product.name }}
        type="product"
      />
      {/* Keyed by the product: one opened in the browser gets none rather than the last one's (json-ld.tsx). */}
      <JsonLd key={`product-${product.id}`} data={() => productJsonLd({ product, reviews, origin })} />
      <JsonLd
        key={`breadcrumb-${product.id}`}
        data={() =>
          breadcrumbJsonLd(origin, [
            { name: 'Home', path: '/' },
            { name: 'All Products', path: '/all' },
            { name: product.category, path: canonicalListingPath({ category: product.category }) },
            { name: product.name, path },
          ])
        }
      />
    </>
  );
});
