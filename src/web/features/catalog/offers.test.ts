import { describe, expect, it } from 'vitest';
import { type ActiveOffer, bestOfferFor, offerCovers, offerRule, offersFor } from './offers.ts';

const offer = (o: Partial<ActiveOffer> & Pick<ActiveOffer, 'id'>): ActiveOffer => ({
  label: `Offer ${o.id}`,
  minQty: 3,
  percent: 10,
  target: { categories: [], productIds: [] },
  endsAt: null,
  ...o,
});

const bundle = { id: 'p-bundle', category: 'Human hair' };
const wig = { id: 'p-frontal', category: 'Frontal' };

describe('offerCovers', () => {
  it('covers every product when the offer names no category and no product', () => {
    const wholeShop = offer({ id: 'all' });
    expect(offerCovers(wholeShop, bundle)).toBe(true);
    expect(offerCovers(wholeShop, wig)).toBe(true);
  });

  it('covers a product by its category or by its id, and nothing else', () => {
    const byCategory = offer({ id: 'c', target: { categories: ['Human hair'], productIds: [] } });
    expect(offerCovers(byCategory, bundle)).toBe(true);
    expect(offerCovers(byCategory, wig)).toBe(false);
    const byProduct = offer({ id: 'p', target: { categories: [], productIds: ['p-frontal'] } });
    expect(offerCovers(byProduct, wig)).toBe(true);
    expect(offerCovers(byProduct, bundle)).toBe(false);
    // Either list is enough when both are given.
    const both = offer({ id: 'b', target: { categories: ['Extensions'], productIds: ['p-bundle'] } });
    expect(offerCovers(both, bundle)).toBe(true);
    expect(offerCovers(both, { id: 'p-clip', category: 'Extensions' })).toBe(true);
    expect(offerCovers(both, wig)).toBe(false);
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
        target: { categories: ['Human hair'], productIds: [] },
      }),
      offer({ id: 'frontal-50', percent: 50, target: { categories: ['Frontal'], productIds: [] } }),
      offer({
        id: 'hair-10-of-3',
        percent: 10,
        minQty: 3,
        target: { categories: ['Human hair'], productIds: [] },
      }),
      offer({
        id: 'bundle-10-of-3',
        percent: 10,
        minQty: 3,
        target: { categories: [], productIds: ['p-bundle'] },
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
    expect(bestOfferFor({ id: 'p-pony', category: 'Pony tail' }, offers)?.id).toBe('whole-5');
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
