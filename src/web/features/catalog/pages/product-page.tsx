import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PLACEHOLDER_IMAGE } from '#shared/catalog.ts';
import type { Product } from '#shared/contract/catalog.ts';
import { JsonLd } from '#web/components/seo/json-ld.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { Breadcrumb } from '#web/components/ui/breadcrumb.tsx';
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
import { AddToCartSheet } from '../components/add-to-cart-sheet.tsx';
import { InCartSteppers } from '../components/in-cart-steppers.tsx';
import { OfferNotice } from '../components/offer-badge.tsx';
import { OutOfStockLabel } from '../components/out-of-stock-label.tsx';
import { ProductDetailSkeleton } from '../components/product-detail-skeleton.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { RatingSummary } from '../components/rating-summary.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { buttonPrimary } from '../components/styles.ts';
import { bestOfferFor } from '../offers.ts';
import { getLastListingSearch } from '../use-listing-params.ts';
import { isSoldOut, priceLabel } from '../variants.ts';

const page = 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6';

/** /product-details/:id (docs/product.md#catalogue). */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  // Its stock stays live while the page is open (a length that sells out greys out).
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

function ProductDetail({ product }: { product: Product }) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const soldOut = isSoldOut(product);
  const soldOutId = useId();
  // In the server's HTML with the product (entry-server.tsx), so it does not push the page down after it loads.
  const offer = bestOfferFor(product, useOffers());

  return (
    <>
      <ProductHead product={product} />
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
          <ProductGallery images={product.imageURL} name={product.name} />
          <div className="flex flex-col gap-4">
            <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl">{product.name}</h1>
            <RatingSummary rating={product.rating} size="md" />
            <p className="text-2xl font-semibold text-brand-700">{priceLabel(product)}</p>
            {soldOut && <OutOfStockLabel />}
            {offer && <OfferNotice offer={offer} />}
            <p className="leading-relaxed whitespace-pre-line text-stone-800">{product.description}</p>
            <div className="text-sm text-stone-700">
              <p>SKU: {product.id}</p>
              <p>Brand: {product.brand}</p>
            </div>
            <div>
              <button
                ref={addButton}
                type="button"
                aria-haspopup="dialog"
                onClick={() => setSheetOpen(true)}
                disabled={soldOut}
                aria-describedby={soldOut ? soldOutId : undefined}
                className={`${buttonPrimary} px-8 py-3 text-base`}
              >
                Add to Cart
              </button>
              {soldOut && (
                <p id={soldOutId} className="mt-2 text-sm text-stone-700">
                  Every length of this product is sold out for now.
                </p>
              )}
            </div>
            <InCartSteppers productId={product.id} onEmptied={() => addButton.current?.focus()} />
          </div>
        </div>
        <ReviewsSection productId={product.id} />
      </div>
      <AddToCartSheet product={product} open={sheetOpen} onOpenChange={setSheetOpen} />
    </>
  );
}

/** What the page tells search engines and link previews: title, description, picture, and the product as data. */
function ProductHead({ product }: { product: Product }) {
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
      <JsonLd data={productJsonLd({ product, reviews, origin })} />
      <JsonLd
        data={breadcrumbJsonLd(origin, [
          { name: 'Home', path: '/' },
          { name: 'All Products', path: '/all' },
          { name: product.category, path: canonicalListingPath({ category: product.category }) },
          { name: product.name, path },
        ])}
      />
    </>
  );
}
