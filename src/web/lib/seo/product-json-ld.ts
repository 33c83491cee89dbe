import { PLACEHOLDER_IMAGE } from '#shared/catalog.ts';
import type { Option, ProductWithVariants, Variant } from '#shared/contract/catalog.ts';
import type { ReviewItem } from '#shared/contract/reviews.ts';
import { MAX_STARS, STAR_STEP } from '#shared/rating.ts';
import { variantImages } from '#shared/variant-images.ts';
import { absoluteUrl } from './absolute-url.ts';
import { penceToDecimal } from './pounds.ts';

// The product page's structured data, built to Google's merchant listing rules (name, image, an Offer with a price
// and currency), product snippet rules (AggregateRating, Review) and product variant rules (issue 31).
//
// One variant: a schema.org Product with its Offer. Several: a ProductGroup (`productGroupID` the product's id,
// which was the Product's `sku` before), `variesBy` the schema.org properties its options are (size, color,
// pattern, material; an option without one, Texture say, is an `additionalProperty` of each variant, as Google reads
// no other), and `hasVariant` one Product per variant, each with its SKU, values, pictures and an Offer whose URL
// opens the page with that variant chosen (`?variant=<sku>`), so no two offers share a URL. Rating and reviews
// belong to the group.

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
  /** With its options when the page has them (the detail); without, a product chosen by length alone. */
  product: ProductWithVariants & { options?: readonly Option[] };
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

/** A product chosen by its length alone, as every product from before options is. */
const LENGTH_ONLY: Pick<Option, 'name' | 'property'>[] = [{ name: 'Length', property: 'size' }];

/** What a variant is on schema.org: its values as the properties its options are, or as additional properties. */
function variantProperties(options: readonly Pick<Option, 'name' | 'property'>[], variant: Variant) {
  const values = variant.values.length > 0 ? variant.values : [variant.length];
  const properties: Record<string, string> = {};
  const additional: { '@type': 'PropertyValue'; name: string; value: string }[] = [];
  for (const [k, option] of options.entries()) {
    const value = values[k];
    if (value === undefined) continue;
    if (option.property) properties[option.property] = value;
    else additional.push({ '@type': 'PropertyValue', name: option.name, value });
  }
  return { ...properties, ...(additional.length > 0 ? { additionalProperty: additional } : {}) };
}

export function productJsonLd({ product, reviews, origin, shopName = 'Tressa' }: ProductJsonLdInput) {
  const url = productUrl(origin, product.id);
  const offer = (price: number, inStock: boolean, offerUrl = url) => ({
    '@type': 'Offer',
    price: penceToDecimal(price),
    priceCurrency: 'GBP',
    availability: availability(inStock),
    url: offerUrl,
    itemCondition: NEW_CONDITION,
    seller: { '@type': 'Organization', name: shopName },
  });

  // Reviews are described only with the rating they add up to, so the two never disagree (a stale rating of 0
  // beside listed reviews would be a rich-result error).
  const rated = product.rating.count > 0;
  const shown = rated ? (reviews?.items ?? []).slice(0, MAX_JSON_LD_REVIEWS) : [];
  const about = (type: 'Product' | 'ProductGroup') => ({
    '@context': 'https://schema.org',
    '@type': type,
    name: product.name,
    ...(product.description.trim() ? { description: product.description } : {}),
  });
  const brandAndMore = {
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    image: productImageUrls(origin, product.imageURL),
    url,
  };
  const ratings = {
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

  const { variants } = product;
  if (variants.length <= 1) {
    const [only] = variants;
    // One variant: its own price and stock. None: the product's price, and in stock, as the page sells it.
    return {
      ...about('Product'),
      sku: product.id,
      ...brandAndMore,
      offers: only ? offer(only.price, only.stock > 0) : offer(product.price, true),
      ...ratings,
    };
  }
  const options = product.options?.length ? product.options : LENGTH_ONLY;
  const variesBy = [
    ...new Set(options.flatMap((o) => (o.property ? [`https://schema.org/${o.property}`] : []))),
  ];
  return {
    ...about('ProductGroup'),
    productGroupID: product.id,
    ...brandAndMore,
    ...(variesBy.length > 0 ? { variesBy } : {}),
    hasVariant: variants.map((v) => ({
      '@type': 'Product',
      sku: v.sku,
      name: `${product.name} ${v.length}`,
      // Its first picture only: the page shows the rest, and at 2,048 variants every further address is 140 KB.
      image: productImageUrls(origin, variantImages(product, v).slice(0, 1)),
      ...variantProperties(options, v),
      offers: offer(v.price, v.stock > 0, `${url}?variant=${encodeURIComponent(v.sku)}`),
    })),
    ...ratings,
  };
}
