import type { ActiveOffers } from '#shared/contract/promotions.ts';

// The bundle offers a product takes part in (issue 17, decision 020), for the listing's badge and the product
// page's notice. What the shopper pays is priced by the server at checkout; these only say what is on.

export type ActiveOffer = ActiveOffers['offers'][number];

/** A product as an offer sees it: its id, its category and how many variants it has (issue 31). */
type Target = { id: string; category: string; variantSummary: { count: number } };

/** How many of the product's variants `offer` names one by one (the server counts them: cards carry no ids). */
const namedVariants = (offer: ActiveOffer, product: Target) => offer.variantCounts[product.id] ?? 0;

const namesNothing = ({ target }: ActiveOffer) =>
  target.categories.length === 0 && target.productIds.length === 0 && target.variantIds.length === 0;

/** Whether `offer` covers every variant of `product`: by the whole shop, its category or its id. */
const coversWhole = (offer: ActiveOffer, product: Target) =>
  namesNothing(offer) ||
  offer.target.categories.includes(product.category) ||
  offer.target.productIds.includes(product.id);

/**
 * Whether `offer` covers any of `product`: the whole of it (the whole shop, its category or its id), or one of its
 * variants. The listing's card says so for the product; the product page asks about the chosen variant instead.
 */
export function offerCovers(offer: ActiveOffer, product: Target): boolean {
  return coversWhole(offer, product) || namedVariants(offer, product) > 0;
}

/** Whether `offer` covers `variantId` of `product`; undefined (a product without variants): the whole of it only. */
export function offerCoversVariant(
  offer: ActiveOffer,
  product: Target,
  variantId: string | undefined,
): boolean {
  return (
    coversWhole(offer, product) || (variantId !== undefined && offer.target.variantIds.includes(variantId))
  );
}

/**
 * Whether `offer` covers only some of `product`'s variants: named one by one, not all of them. The card's badge
 * and the page's notice then say "selected options", so a shopper is not surprised at checkout.
 */
export function coversSomeOptions(offer: ActiveOffer, product: Target): boolean {
  return !coversWhole(offer, product) && namedVariants(offer, product) < product.variantSummary.count;
}

/**
 * The offers `covers` accepts for `product`, the best first: the highest percent, then the fewer items it needs,
 * then one covering all of the product before one covering some options, then the server's order (newest first),
 * so the one shown is stable.
 */
function ranked(
  product: Target,
  offers: readonly ActiveOffer[] | undefined,
  covers: (offer: ActiveOffer) => boolean,
): ActiveOffer[] {
  if (!offers) return [];
  return offers
    .map((offer, order) => ({ offer, order, some: coversSomeOptions(offer, product) ? 1 : 0 }))
    .filter(({ offer }) => covers(offer))
    .sort(
      (a, b) =>
        b.offer.percent - a.offer.percent ||
        a.offer.minQty - b.offer.minQty ||
        a.some - b.some ||
        a.order - b.order,
    )
    .map(({ offer }) => offer);
}

/** The offers covering any of `product`, the best first (see `ranked`). */
export function offersFor(product: Target, offers: readonly ActiveOffer[] | undefined): ActiveOffer[] {
  return ranked(product, offers, (offer) => offerCovers(offer, product));
}

/** The one offer to show on `product`'s card (the best covering any of it), or undefined. */
export function bestOfferFor(
  product: Target,
  offers: readonly ActiveOffer[] | undefined,
): ActiveOffer | undefined {
  return offersFor(product, offers)[0];
}

/** The best offer covering the chosen variant of `product` (the product page), or undefined. */
export function bestOfferForVariant(
  product: Target,
  variantId: string | undefined,
  offers: readonly ActiveOffer[] | undefined,
): ActiveOffer | undefined {
  return ranked(product, offers, (offer) => offerCoversVariant(offer, product, variantId))[0];
}

/** The offer's rule in the shop's words; its label is the admin's and may not say it. */
export function offerRule({ minQty, percent }: Pick<ActiveOffer, 'minQty' | 'percent'>): string {
  return `Buy ${minQty} or more: ${percent}% off those items at checkout`;
}

/** Said beside an offer that covers only some of a product's options (cards, rows and the product page). */
export const SOME_OPTIONS = 'on selected options';

/**
 * The labels of `product`'s variants `offer` names, in the product's order, for the product page's notice: the
 * first `shown`, and how many more.
 */
export function coveredOptions<V extends { id: string; length: string }>(
  offer: ActiveOffer,
  variants: readonly V[],
  shown = 3,
): { labels: string[]; more: number } {
  const covered = variants.filter((v) => offer.target.variantIds.includes(v.id));
  return { labels: covered.slice(0, shown).map((v) => v.length), more: Math.max(0, covered.length - shown) };
}
