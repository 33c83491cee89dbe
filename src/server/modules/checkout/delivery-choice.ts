import { AppError, badRequest } from '#server/errors.ts';
import type { Delivery, DeliveryMethod, DeliveryQuote } from '#shared/contract/delivery.ts';
import { ERROR_CODES } from '#shared/contract/error-codes.ts';
import { countryCode, countryName } from '#shared/countries.ts';
import { deliveryCost, homeCountry, zoneOf } from '#shared/delivery.ts';

export type DeliveryChoice = { country: string; method: DeliveryMethod; methods: DeliveryMethod[] };

const unavailable = (message: string) => new AppError(409, ERROR_CODES.deliveryUnavailable, message);

/**
 * How a checkout is delivered, by the owner's delivery settings (decision 030): the country given (a code or an
 * English name; the home country when none is given), its zone, and the method chosen among the zone's, or the
 * zone's first. A country the shop does not serve, or a method that is not its zone's (a tampered or stale
 * choice), is refused with words the shopper can act on; the price is always the method's, never the browser's.
 */
export function chooseDelivery(
  delivery: Delivery,
  country: string | undefined,
  methodId?: string,
): DeliveryChoice {
  const code = country === undefined ? homeCountry(delivery) : countryCode(country);
  if (!code) throw badRequest('Choose your country from the list');
  const zone = zoneOf(delivery, code);
  if (!zone) throw unavailable(`Sorry, we do not deliver to ${countryName(code)}.`);
  const method = methodId === undefined ? zone.methods[0] : zone.methods.find((m) => m.id === methodId);
  if (!method)
    throw unavailable(`That delivery method is not offered to ${countryName(code)}. Please choose another.`);
  return { country: code, method, methods: zone.methods };
}

/** The choice as a quote or checkout answers it: each of the zone's methods at what it costs goods worth `goods`. */
export function deliveryQuote(choice: DeliveryChoice, goods: number): DeliveryQuote {
  return {
    country: choice.country,
    countryName: countryName(choice.country),
    methodId: choice.method.id,
    options: choice.methods.map((m) => ({
      id: m.id,
      name: m.name,
      days: m.days,
      cost: deliveryCost(m, goods),
      freeFrom: m.freeFrom,
    })),
  };
}
