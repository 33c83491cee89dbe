import { describe, expect, it } from 'vitest';
import {
  cheapestDelivery,
  deliveryCost,
  flatDelivery,
  homeCountry,
  servedCountries,
  zoneOf,
  zoneOfCountry,
} from './delivery.ts';

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

  it('finds the zone of a country as a form names it, by code or name, and none for one it does not know', () => {
    const flat = { ...flatDelivery(499, 7_500), unserved: ['NG'] };
    expect(zoneOfCountry(flat, 'United Kingdom')?.id).toBe('uk');
    expect(zoneOfCountry(flat, 'gb')?.id).toBe('uk');
    expect(zoneOfCountry(flat, 'France')?.id).toBe('world');
    expect(zoneOfCountry(flat, 'Nigeria')).toBeNull();
    expect(zoneOfCountry(flat, 'Atlantis')).toBeNull();
    expect(zoneOfCountry(flat, '')).toBeNull();
  });

  it('refuses a zone without a method rather than pricing it at nothing', () => {
    expect(() => cheapestDelivery({ ...zone, methods: [] }, 1_000)).toThrow('a zone has at least one method');
  });

  it('seeds an upgraded shop with one Standard method for the UK and the rest of the world at its old prices', () => {
    const method = { id: 'standard', name: 'Standard delivery', days: '', price: 499, freeFrom: 7_500 };
    expect(flatDelivery(499, 7_500)).toEqual({
      zones: [
        { id: 'uk', name: 'United Kingdom', countries: ['GB'], restOfWorld: false, methods: [method] },
        { id: 'world', name: 'Rest of the world', countries: [], restOfWorld: true, methods: [method] },
      ],
      unserved: [],
    });
  });

  it('lists the countries served by their names in order, and none that is not', () => {
    const europe = { ...zone, id: 'eu', countries: ['GB', 'FR', 'DE'] };
    // By name: France, Germany, United Kingdom (by code it would be DE, FR, GB).
    expect(servedCountries({ zones: [europe], unserved: [] })).toEqual(['FR', 'DE', 'GB']);
    const world = servedCountries({ ...flatDelivery(499, 7_500), unserved: ['NG'] });
    expect(world).toContain('GB');
    expect(world).toContain('JP');
    expect(world).not.toContain('NG');
  });

  it("shows costs before checkout for the first zone's first country, else the UK", () => {
    const world = { ...zone, id: 'world', countries: [], restOfWorld: true };
    expect(homeCountry({ zones: [world, { ...zone, countries: ['IE', 'GB'] }], unserved: [] })).toBe('IE');
    expect(homeCountry({ zones: [world], unserved: [] })).toBe('GB');
  });
});
