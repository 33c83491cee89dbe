import { PLACEHOLDER_IMAGE } from '#shared/catalog.ts';
import type { Product, Variant } from '#shared/contract/catalog.ts';
import type { ReviewItem } from '#shared/contract/reviews.ts';
import { MAX_STARS, STAR_STEP } from '#shared/rating.ts';
import { absoluteUrl } from './absolute-url.ts';
import { penceToDecimal } from './pounds.ts';

// The product page's schema.org Product, built to Google's merchant listing rules (name, image, an Offer with a
// price and currency) and product snippet rules (AggregateOffer, AggregateRating, Review).
//
// Several lengths: Google documents `Offer` for merchant listings and accepts `AggregateOffer` (a price range) for
// product snippets. The AggregateOffer therefore carries one full Offer per length in its own `offers`, so each
// reader can find the type it understands; each nested Offer repeats currency, URL, condition and seller because a
// merchant listing takes every Offer on its own. Google does not document reading Offers nested in an
// AggregateOffer, so the Rich Results Test is the judge of this choice.

/** Google wants a review's own stars in the rating system the page uses: half a star to 5 (docs/product.md#reviews). */
const RATING_SCALE = { bestRating: MAX_STARS, worstRating: STAR_STEP } as const;
/** The product page shows five reviews at a time; structured data must not describe reviews the page hides. */
export const MAX_JSON_LD_REVIEWS = 5;
/** og:image and JSON-LD images: the largest width the media route renders, which link previews accept. */
export const JSON_LD_IMAGE_WIDTH = 960;

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const NEW_CONDITION = 'https://schema.org/NewCondition';

export type ProductJsonLdInput = {
  product: Product;
  /** The first page of the product's reviews as the page shows them; null or absent when not loaded. */
  reviews?: { items: readonly ReviewItem[] } | null;
  /** PUBLIC_URL: everything here is absolute. */
  origin: string;
  /** The seller's name; the shop's name from its settings when the caller has it. */
  shopName?: string;
};

/** The product's images as absolute URLs at the width previews use; the placeholder when it has none. */
export function productImageUrls(origin: string, imageURL: readonly string[]): string[] {
  const paths = imageURL.filter((path) => path !== '');
  return (paths.length ? paths : [PLACEHOLDER_IMAGE]).map(
    (path) => `${absoluteUrl(origin, path)}?w=${JSON_LD_IMAGE_WIDTH}`,
  );
}

export function productUrl(origin: string, id: string): string {
  return absoluteUrl(origin, `/product-details/${encodeURIComponent(id)}`);
}

const availability = (inStock: boolean) => (inStock ? IN_STOCK : OUT_OF_STOCK);

/** `datePublished` as YYYY-MM-DD in UTC; none for an unreadable date, which must not fail the whole page. */
function datePublished(dateTime: string): { datePublished?: string } {
  const time = Date.parse(dateTime);
  return Number.isNaN(time) ? {} : { datePublished: new Date(time).toISOString().slice(0, 10) };
}

export function productJsonLd({ product, reviews, origin, shopName = 'Tressa' }: ProductJsonLdInput) {
  const url = productUrl(origin, product.id);
  const offer = (price: number, inStock: boolean) => ({
    '@type': 'Offer',
    price: penceToDecimal(price),
    priceCurrency: 'GBP',
    availability: availability(inStock),
    url,
    itemCondition: NEW_CONDITION,
    seller: { '@type': 'Organization', name: shopName },
  });
  const variantOffer = (variant: Variant) => ({
    ...offer(variant.price, variant.stock > 0),
    sku: variant.sku,
    name: `${product.name} ${variant.length}`,
  });
  const aggregateOffer = (variants: readonly Variant[]) => {
    const prices = variants.map((v) => v.price);
    return {
      '@type': 'AggregateOffer',
      lowPrice: penceToDecimal(Math.min(...prices)),
      highPrice: penceToDecimal(Math.max(...prices)),
      priceCurrency: 'GBP',
      offerCount: variants.length,
      availability: availability(variants.some((v) => v.stock > 0)),
      offers: variants.map(variantOffer),
    };
  };

  const { variants } = product;
  const [only] = variants;
  // One length: its own price and stock. None: the product's price, and in stock, as the page sells it.
  const offers =
    variants.length > 1
      ? aggregateOffer(variants)
      : only
        ? offer(only.price, only.stock > 0)
        : offer(product.price, true);

  // Reviews are described only with the rating they add up to, so the two never disagree (a stale rating of 0
  // beside listed reviews would be a rich-result error).
  const rated = product.rating.count > 0;
  const shown = rated ? (reviews?.items ?? []).slice(0, MAX_JSON_LD_REVIEWS) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description.trim() ? { description: product.description } : {}),
    sku: product.id,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    image: productImageUrls(origin, product.imageURL),
    url,
    offers,
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            ...RATING_SCALE,
          },
        }
      : {}),
    ...(shown.length
      ? {
          review: shown.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.name },
            ...datePublished(r.createdAt),
            reviewBody: r.text,
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, ...RATING_SCALE },
          })),
        }
      : {}),
  };
}
