import { type ActiveOffer, offerRule, SOME_OPTIONS } from '../offers.ts';

/**
 * A bundle offer on a listing card or row: its label, the admin's words ('3+ bundles: 10% off'), and 'on selected
 * options' when it covers only some of the product's variants (issue 31), so a shopper who picks another shade is
 * not surprised at checkout. Words, not a colour, say it; a long label wraps rather than widening a phone's card.
 */
export function OfferBadge({ offer, someOptions = false }: { offer: ActiveOffer; someOptions?: boolean }) {
  return (
    <p className="inline-flex w-fit max-w-full flex-wrap items-center gap-x-1 rounded-full border border-brand-200 bg-brand-50 px-2.5 py-0.5 text-xs font-semibold break-words text-brand-800">
      <span className="sr-only">Offer: </span>
      {offer.label}
      {/* Its own flex item: on a phone's narrow card it takes the next line whole rather than breaking mid-phrase. */}
      {someOptions && (
        <span className="font-normal">
          <span className="sr-only">, </span>
          {SOME_OPTIONS}
        </span>
      )}
    </p>
  );
}

/**
 * How an offer covering only some options meets the variant chosen on the product page: it covers it (`covered`),
 * or not, and then which options it does cover (the first few labels, and how many more).
 */
export type OptionsCovered = { covered: boolean; labels: string[]; more: number };

/**
 * The product page's offer, by the price: its label and what it takes, since the label may not say. An offer on
 * selected options says whether the chosen one is among them, and if not, which are.
 */
export function OfferNotice({ offer, options }: { offer: ActiveOffer; options?: OptionsCovered }) {
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900">
      <p className="font-semibold break-words">
        <span className="mr-2 inline-block rounded bg-brand-700 px-1.5 py-0.5 text-xs tracking-wide text-white uppercase">
          Offer
        </span>
        {offer.label}
      </p>
      <p className="mt-1 text-sm text-stone-800">{offerRule(offer)}</p>
      {options?.covered && (
        <p className="mt-1 text-sm text-stone-800">On selected options, this one included.</p>
      )}
      {options && !options.covered && (
        <p className="mt-1 text-sm break-words text-stone-800">
          Not on this option. Only on {options.labels.join(', ')}
          {options.more > 0 ? ` and ${options.more} more` : ''}.
        </p>
      )}
    </div>
  );
}
