import { type ActiveOffer, offerRule } from '../offers.ts';

/**
 * A bundle offer on a listing card or row: its label, the admin's words ('3+ bundles: 10% off'). Words, not a
 * colour, say it; a long label wraps rather than widening a phone's narrow card.
 */
export function OfferBadge({ offer }: { offer: ActiveOffer }) {
  return (
    <p className="inline-flex w-fit max-w-full items-center rounded-full border border-brand-200 bg-brand-50 px-2.5 py-0.5 text-xs font-semibold break-words text-brand-800">
      <span className="sr-only">Offer: </span>
      {offer.label}
    </p>
  );
}

/** The product page's offer, by the price: its label and what it takes, since the label may not say. */
export function OfferNotice({ offer }: { offer: ActiveOffer }) {
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900">
      <p className="font-semibold break-words">
        <span className="mr-2 inline-block rounded bg-brand-700 px-1.5 py-0.5 text-xs tracking-wide text-white uppercase">
          Offer
        </span>
        {offer.label}
      </p>
      <p className="mt-1 text-sm text-stone-800">{offerRule(offer)}</p>
    </div>
  );
}
