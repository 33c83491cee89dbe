import type { ShippingRule } from './checkout.ts';
import type { Delivery, DeliveryMethod, DeliveryZone } from './contract/delivery.ts';
import { COUNTRY_CODES, countryCode, countryName } from './countries.ts';

// Where the shop delivers and what it costs (issue 32), read the same way by the server, which prices every
// checkout, and the storefront, which shows the costs before it.

/** The zone a country's parcels go by: the one naming it, else the rest of the world unless it is unserved. */
export function zoneOf(delivery: Delivery, country: string): DeliveryZone | null {
  const named = delivery.zones.find((z) => z.countries.includes(country));
  if (named) return named;
  if (delivery.unserved.includes(country)) return null;
  return delivery.zones.find((z) => z.restOfWorld) ?? null;
}

/**
 * The zone of a country as a form or a saved address names it (a code, or any spelling `countryCode` knows); null for
 * a country the shop does not know or does not deliver to.
 */
export function zoneOfCountry(delivery: Delivery, country: string): DeliveryZone | null {
  const code = countryCode(country);
  return code ? zoneOf(delivery, code) : null;
}

/** Every country the shop delivers to, by name. */
export function servedCountries(delivery: Delivery): string[] {
  const served = COUNTRY_CODES.filter((c) => zoneOf(delivery, c) !== null);
  // Stryker disable next-line StringLiteral: equivalent here, Node's default locale orders English names the same.
  return served.sort((a, b) => countryName(a).localeCompare(countryName(b), 'en-GB'));
}

/** The country a shopper who has not said is shown costs for: the first zone's first country. */
export function homeCountry(delivery: Delivery): string {
  return delivery.zones.find((z) => z.countries.length > 0)?.countries[0] ?? 'GB';
}

/** A method as the checkout's totals read it (shared/checkout.ts): never free without a threshold. */
export function shippingRule(method: DeliveryMethod): ShippingRule {
  return { fee: method.price, freeFrom: method.freeFrom ?? Number.POSITIVE_INFINITY };
}

/** What the method costs for goods worth `goods` pence (before discounts): nothing for an empty cart. */
export function deliveryCost(method: DeliveryMethod, goods: number): number {
  const { fee, freeFrom } = shippingRule(method);
  return goods === 0 || goods >= freeFrom ? 0 : fee;
}

/** Today's flat fee as the first delivery settings (decision 030): the UK and everywhere else, as before. */
export function flatDelivery(fee: number, freeFrom: number): Delivery {
  const standard = { id: 'standard', name: 'Standard delivery', days: '', price: fee, freeFrom };
  return {
    zones: [
      { id: 'uk', name: 'United Kingdom', countries: ['GB'], restOfWorld: false, methods: [standard] },
      { id: 'world', name: 'Rest of the world', countries: [], restOfWorld: true, methods: [standard] },
    ],
    unserved: [],
  };
}

/** The zone's cheapest method for goods worth `goods` (before discounts), with what it costs them. */
export function cheapestDelivery(
  zone: DeliveryZone,
  goods: number,
): { method: DeliveryMethod; cost: number } {
  const [first, ...rest] = zone.methods.map((method) => ({ method, cost: deliveryCost(method, goods) }));
  if (!first) throw new Error('a zone has at least one method (deliverySchema)');
  return rest.reduce((best, m) => (m.cost < best.cost ? m : best), first);
}
