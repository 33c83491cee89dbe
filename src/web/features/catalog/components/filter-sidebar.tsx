import { useId, useState } from 'react';
import { CATEGORIES, type Category } from '#shared/catalog.ts';
import type { Listing, OptionFacet } from '#shared/contract/catalog.ts';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import {
  hasOptionFilter,
  type ListingParams,
  type ListingPatch,
  toggleOptionFilter,
} from '../use-listing-params.ts';
import { PriceSlider } from './price-slider.tsx';
import { buttonSecondary, field } from './styles.ts';

type Props = {
  params: ListingParams;
  /** Undefined during the first load: the controls show without counts. */
  listing: Listing | undefined;
  onChange: (patch: ListingPatch) => void;
  onClear: () => void;
};

const sectionHeading = 'mb-2 text-xs font-bold tracking-widest text-stone-700';

/** A long option (twenty shades) shows this many values until the shopper asks for all. */
const SHOWN_VALUES = 8;

/**
 * CATEGORIES, BRAND, PRICE, then one group of checkboxes per option (SHADE, LENGTH…) and Hide sold out; they combine
 * (docs/product.md#catalogue) and each count applies the others.
 */
export function FilterSidebar({ params, listing, onChange, onClear }: Props) {
  const brandId = useId();
  const counts = new Map(listing?.facets.categories.map((f) => [f.value, f.count]));
  const allCount = listing?.facets.categories.reduce((sum, f) => sum + f.count, 0);
  const categories: { label: string; value: Category | undefined; count: number | undefined }[] = [
    { label: 'All', value: undefined, count: allCount },
    ...CATEGORIES.map((c) => ({ label: c, value: c, count: counts.get(c) })),
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${brandId}-cat`}>
        <h3 id={`${brandId}-cat`} className={sectionHeading}>
          CATEGORIES
        </h3>
        <ul className="flex flex-col gap-1">
          {categories.map((c) => {
            const active = params.category === c.value;
            return (
              <li key={c.label}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onChange({ category: c.value })}
                  className={`flex w-full items-center justify-between rounded-md px-3 py-1.5 text-left text-sm ${
                    active ? 'bg-brand-700 font-semibold text-white' : 'text-stone-800 hover:bg-brand-50'
                  }`}
                >
                  <span>{c.label}</span>
                  {c.count !== undefined && (
                    <span className={active ? '' : 'text-stone-600'}>({c.count})</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section>
        <h3 className={sectionHeading}>
          <label htmlFor={`${brandId}-brand`}>BRAND</label>
        </h3>
        <select
          id={`${brandId}-brand`}
          value={params.brand ?? ''}
          onChange={(e) => onChange({ brand: e.target.value || undefined })}
          className={field}
        >
          <option value="">All</option>
          {listing?.facets.brands.map((b) => (
            <option key={b.value} value={b.value}>
              {b.value} ({b.count})
            </option>
          ))}
        </select>
      </section>

      <section>
        <h3 className={sectionHeading}>PRICE</h3>
        {listing ? (
          <PriceSlider
            range={listing.priceRange}
            maxPrice={params.maxPrice}
            onCommit={(maxPrice) => onChange({ maxPrice })}
          />
        ) : (
          <div aria-hidden="true" className="h-14 animate-pulse rounded-md bg-stone-200" />
        )}
      </section>

      {/* An API from before option filters (an older instance, mid-upgrade) answers without them. */}
      {(listing?.facets.options ?? []).map((facet) => (
        <OptionFilter
          // By its name whatever the case, as the API groups options: "Show all" stays open across answers.
          key={facet.name.toLowerCase()}
          facet={facet}
          opt={params.opt}
          onToggle={(value) => onChange({ opt: toggleOptionFilter(params.opt, facet.name, value) })}
        />
      ))}

      <fieldset>
        <legend className={sectionHeading}>AVAILABILITY</legend>
        <label className={checkRow(false)}>
          <input
            type="checkbox"
            checked={!!params.inStock}
            onChange={(e) => onChange({ inStock: e.target.checked })}
            className={checkbox}
          />
          <span className="flex-1">Hide sold out</span>
        </label>
      </fieldset>

      <button type="button" onClick={onClear} className={buttonSecondary}>
        Clear Filters
      </button>
    </div>
  );
}

const checkbox = 'size-4 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed';
const checkRow = (disabled: boolean) =>
  `flex min-h-9 items-center gap-2 rounded-md px-1 text-sm ${
    disabled ? 'cursor-not-allowed text-stone-600' : 'cursor-pointer text-stone-800 hover:bg-brand-50'
  }`;

type OptionFilterProps = {
  facet: OptionFacet;
  /** The chosen `option:value` filters. */
  opt: readonly string[] | undefined;
  onToggle: (value: string) => void;
};

/**
 * One option's values as checkboxes in a fieldset named by the option (several values of one option: any of them),
 * each with how many products have it under the other filters. A value no product has there cannot be ticked (it
 * would find nothing); a ticked one stays, to be unticked. A shade shows its swatch beside its name, never instead.
 */
function OptionFilter({ facet, opt, onToggle }: OptionFilterProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = facet.values.length > SHOWN_VALUES;
  // Folded, a ticked value past the first few still shows: what filters the list is never hidden.
  const shown =
    long && !expanded
      ? facet.values.filter((v, i) => i < SHOWN_VALUES || hasOptionFilter(opt, facet.name, v.value))
      : facet.values;
  return (
    <fieldset>
      <legend className={`${sectionHeading} uppercase`}>{facet.name}</legend>
      <ul id={`${id}-values`} className="flex flex-col">
        {shown.map((v) => {
          const checked = hasOptionFilter(opt, facet.name, v.value);
          const disabled = v.count === 0 && !checked;
          return (
            <li key={v.value}>
              <label className={checkRow(disabled)}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(v.value)}
                  className={checkbox}
                />
                {facet.kind === 'swatch' && <Swatch color={v.swatchColor} image={v.swatchImage} />}
                <span className="min-w-0 flex-1 break-words">{v.value}</span>{' '}
                {/* The space keeps the name "#613 (7)", not "#613(7)": the spans are read run together. */}
                <span className={disabled ? '' : 'text-stone-600'}>({v.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-values`}
          onClick={() => setExpanded((e) => !e)}
          className="mt-1 min-h-9 px-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {expanded ? 'Show fewer' : `Show all (${facet.values.length})`}
        </button>
      )}
    </fieldset>
  );
}

/** A shade's colour or picture, round; decorative, as the value's name is written beside it. */
function Swatch({ color, image }: { color: string | null; image: string | null }) {
  return (
    <span
      aria-hidden="true"
      className="block size-5 shrink-0 overflow-hidden rounded-full border border-stone-400 bg-stone-100"
      style={color ? { backgroundColor: color } : undefined}
    >
      {image && <ProductImage src={image} alt="" sizes="20px" className="size-full object-cover" />}
    </span>
  );
}
