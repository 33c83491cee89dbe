import { describe, expect, it } from 'vitest';
import {
  type ActiveOffer,
  bestOfferFor,
  bestOfferForVariant,
  coveredOptions,
  coversSomeOptions,
  offerCovers,
  offerCoversVariant,
  offerRule,
  offersFor,
} from './offers.ts';

const offer = (o: Partial<ActiveOffer> & Pick<ActiveOffer, 'id'>): ActiveOffer => ({
  label: `Offer ${o.id}`,
  minQty: 3,
  percent: 10,
  target: { categories: [], productIds: [], variantIds: [] },
  endsAt: null,
  variantCounts: {},
  ...o,
});

const bundle = { id: 'p-bundle', category: 'Human hair', variantSummary: { count: 3 } };
const wig = { id: 'p-frontal', category: 'Frontal', variantSummary: { count: 2 } };

describe('offerCovers', () => {
  it('covers every product when the offer names no category, product or variant', () => {
    const wholeShop = offer({ id: 'all' });
    expect(offerCovers(wholeShop, bundle)).toBe(true);
    expect(offerCovers(wholeShop, wig)).toBe(true);
  });

  it('covers a product by its category or by its id, and nothing else', () => {
    const byCategory = offer({
      id: 'c',
      target: { categories: ['Human hair'], productIds: [], variantIds: [] },
    });
    expect(offerCovers(byCategory, bundle)).toBe(true);
    expect(offerCovers(byCategory, wig)).toBe(false);
    const byProduct = offer({
      id: 'p',
      target: { categories: [], productIds: ['p-frontal'], variantIds: [] },
    });
    expect(offerCovers(byProduct, wig)).toBe(true);
    expect(offerCovers(byProduct, bundle)).toBe(false);
    // Either list is enough when both are given.
    const both = offer({
      id: 'b',
      target: { categories: ['Extensions'], productIds: ['p-bundle'], variantIds: [] },
    });
    expect(offerCovers(both, bundle)).toBe(true);
    expect(offerCovers(both, { id: 'p-clip', category: 'Extensions', variantSummary: { count: 1 } })).toBe(
      true,
    );
    expect(offerCovers(both, wig)).toBe(false);
  });
});

// A bundle sold by shade and length (issue 31): an offer may name some of its variants only.
const shades = {
  id: 'p-vbs',
  category: 'Human hair',
  variants: [
    { id: 'v-613-22', length: '#613 · 22"' },
    { id: 'v-613-24', length: '#613 · 24"' },
    { id: 'v-1b-22', length: '1B · 22"' },
  ],
  variantSummary: { count: 3 },
};
/** An offer naming these variants, counted by product as the server counts them (`variantCounts`). */
const byVariants = (id: string, variantIds: string[], over: Partial<ActiveOffer> = {}) => {
  const ours = variantIds.filter((v) => shades.variants.some((s) => s.id === v)).length;
  return offer({
    id,
    target: { categories: [], productIds: [], variantIds },
    variantCounts: ours ? { [shades.id]: ours } : { 'p-elsewhere': variantIds.length },
    ...over,
  });
};

describe('offers on variants', () => {
  it('cover the product on its card when they name one of its variants, and say it is only some of it', () => {
    const platinum = byVariants('platinum', ['v-613-22', 'v-613-24']);
    expect(offerCovers(platinum, shades)).toBe(true);
    expect(coversSomeOptions(platinum, shades)).toBe(true);
    // Another product's variant is not this one's, nor this one's another product's.
    expect(offerCovers(byVariants('other', ['v-elsewhere']), shades)).toBe(false);
    expect(offerCovers(platinum, bundle)).toBe(false);
    // Naming every variant is all of it; so is naming its category or the product, whatever else it names.
    expect(coversSomeOptions(byVariants('every', ['v-613-22', 'v-613-24', 'v-1b-22']), shades)).toBe(false);
    const hair = offer({
      id: 'hair',
      target: { categories: ['Human hair'], productIds: [], variantIds: ['x'] },
    });
    expect(coversSomeOptions(hair, shades)).toBe(false);
    expect(coversSomeOptions(offer({ id: 'all' }), shades)).toBe(false);
  });

  it('cover only the chosen variant they name on the product page', () => {
    const platinum = byVariants('platinum', ['v-613-22']);
    expect(offerCoversVariant(platinum, shades, 'v-613-22')).toBe(true);
    expect(offerCoversVariant(platinum, shades, 'v-1b-22')).toBe(false);
    expect(offerCoversVariant(platinum, shades, undefined)).toBe(false);
    // The whole product, its category or the whole shop cover any variant, and a product without variants.
    const whole = offer({ id: 'w', target: { categories: [], productIds: ['p-vbs'], variantIds: [] } });
    expect(offerCoversVariant(whole, shades, 'v-1b-22')).toBe(true);
    expect(offerCoversVariant(offer({ id: 'all' }), shades, undefined)).toBe(true);
  });

  it('rank by percent and items first, then one on all of the product before one on some options', () => {
    const offers = [
      byVariants('some-10', ['v-613-22'], { percent: 10 }),
      offer({
        id: 'hair-10',
        percent: 10,
        target: { categories: ['Human hair'], productIds: [], variantIds: [] },
      }),
      byVariants('some-20', ['v-613-24'], { percent: 20 }),
    ];
    expect(offersFor(shades, offers).map((o) => o.id)).toEqual(['some-20', 'hair-10', 'some-10']);
    expect(bestOfferFor(shades, offers)?.id).toBe('some-20');
    expect(bestOfferForVariant(shades, 'v-613-24', offers)?.id).toBe('some-20');
    expect(bestOfferForVariant(shades, 'v-613-22', offers)?.id).toBe('hair-10');
    expect(bestOfferForVariant(shades, 'v-1b-22', offers.slice(2))).toBeUndefined();
  });

  it("name the options they cover in the product's order, the first few and how many more", () => {
    const platinum = byVariants('platinum', ['v-1b-22', 'v-613-24', 'v-613-22']);
    expect(coveredOptions(platinum, shades.variants)).toEqual({
      labels: ['#613 · 22"', '#613 · 24"', '1B · 22"'],
      more: 0,
    });
    expect(coveredOptions(platinum, shades.variants, 1)).toEqual({ labels: ['#613 · 22"'], more: 2 });
  });
});

describe('offersFor and bestOfferFor', () => {
  it('finds none without offers, or before they are known', () => {
    expect(offersFor(bundle, [])).toEqual([]);
    expect(offersFor(bundle, undefined)).toEqual([]);
    expect(bestOfferFor(bundle, undefined)).toBeUndefined();
  });

  it('lists the covering offers, the highest percent first, then the fewest items, then as the server sent them', () => {
    const offers = [
      offer({ id: 'whole-5', percent: 5 }),
      offer({
        id: 'hair-10-of-4',
        percent: 10,
        minQty: 4,
        target: { categories: ['Human hair'], productIds: [], variantIds: [] },
      }),
      offer({
        id: 'frontal-50',
        percent: 50,
        target: { categories: ['Frontal'], productIds: [], variantIds: [] },
      }),
      offer({
        id: 'hair-10-of-3',
        percent: 10,
        minQty: 3,
        target: { categories: ['Human hair'], productIds: [], variantIds: [] },
      }),
      offer({
        id: 'bundle-10-of-3',
        percent: 10,
        minQty: 3,
        target: { categories: [], productIds: ['p-bundle'], variantIds: [] },
      }),
    ];
    expect(offersFor(bundle, offers).map((o) => o.id)).toEqual([
      'hair-10-of-3',
      'bundle-10-of-3',
      'hair-10-of-4',
      'whole-5',
    ]);
    expect(bestOfferFor(bundle, offers)?.id).toBe('hair-10-of-3');
    expect(bestOfferFor(wig, offers)?.id).toBe('frontal-50');
    expect(
      bestOfferFor({ id: 'p-pony', category: 'Pony tail', variantSummary: { count: 1 } }, offers)?.id,
    ).toBe('whole-5');
  });

  it('leaves the list it was given in its order', () => {
    const offers = [offer({ id: 'a', percent: 5 }), offer({ id: 'b', percent: 20 })];
    offersFor(bundle, offers);
    expect(offers.map((o) => o.id)).toEqual(['a', 'b']);
  });
});

describe('offerRule', () => {
  it("says what the offer takes and gives, whatever the admin's label says", () => {
    expect(offerRule({ minQty: 3, percent: 10 })).toBe('Buy 3 or more: 10% off those items at checkout');
  });
});
