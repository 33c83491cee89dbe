import { describe, expect, it } from 'vitest';
import { cheapestDelivery, deliveryCost, flatDelivery, zoneOf } from './delivery.ts';

const standard = { id: 'standard', name: 'Standard', days: '', price: 499, freeFrom: 7_500 };
const nextDay = { id: 'next-day', name: 'Next day', days: '', price: 899, freeFrom: null };
const zone = { id: 'uk', name: 'UK', countries: ['GB'], restOfWorld: false, methods: [nextDay, standard] };

describe('delivery', () => {
  it('costs a method nothing for an empty cart or from its threshold, never free without one', () => {
    expect(deliveryCost(standard, 0)).toBe(0);
    expect(deliveryCost(standard, 7_499)).toBe(499);
    expect(deliveryCost(standard, 7_500)).toBe(0);
    expect(deliveryCost(nextDay, 1_000_000)).toBe(899);
  });

  it("finds the zone's cheapest method for the goods, the first of equals", () => {
    expect(cheapestDelivery(zone, 1_000)).toEqual({ method: standard, cost: 499 });
    expect(cheapestDelivery(zone, 0)).toEqual({ method: nextDay, cost: 0 });
  });

  it('sends a country by the zone naming it, else the rest of the world, unless it is not served', () => {
    const flat = flatDelivery(499, 7_500);
    expect(zoneOf(flat, 'GB')?.id).toBe('uk');
    expect(zoneOf(flat, 'NG')?.id).toBe('world');
    expect(zoneOf({ ...flat, unserved: ['NG'] }, 'NG')).toBeNull();
  });
});
