import type { ActiveOffers } from '#shared/contract/promotions.ts';

// The bundle offers a product takes part in (issue 17, decision 020), for the listing's badge and the product
// page's notice. What the shopper pays is priced by the server at checkout; these only say what is on.

export type ActiveOffer = ActiveOffers['offers'][number];

type Target = { id: string; category: string };

/** Whether `offer` covers `product`: by its category or its id; an offer with neither list covers the whole shop. */
export function offerCovers(offer: ActiveOffer, product: Target): boolean {
  const { categories, productIds } = offer.target;
  if (categories.length === 0 && productIds.length === 0) return true;
  return categories.includes(product.category) || productIds.includes(product.id);
}

/**
 * The offers covering `product`, the best first: the highest percent, then the fewer items it needs, then the
 * server's order (newest first), so the one shown is stable.
 */
export function offersFor(product: Target, offers: readonly ActiveOffer[] | undefined): ActiveOffer[] {
  if (!offers) return [];
  return offers
    .map((offer, order) => ({ offer, order }))
    .filter(({ offer }) => offerCovers(offer, product))
    .sort((a, b) => b.offer.percent - a.offer.percent || a.offer.minQty - b.offer.minQty || a.order - b.order)
    .map(({ offer }) => offer);
}

/** The one offer to show for `product` (the best), or undefined. */
export function bestOfferFor(
  product: Target,
  offers: readonly ActiveOffer[] | undefined,
): ActiveOffer | undefined {
  return offersFor(product, offers)[0];
}

/** The offer's rule in the shop's words; its label is the admin's and may not say it. */
export function offerRule({ minQty, percent }: Pick<ActiveOffer, 'minQty' | 'percent'>): string {
  return `Buy ${minQty} or more: ${percent}% off those items at checkout`;
}
