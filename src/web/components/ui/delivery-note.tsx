import { countryName } from '#shared/countries.ts';
import { zoneOf } from '#shared/delivery.ts';
import { formatPence } from '#shared/money.ts';
import { useDeliveryCountry } from '#web/lib/delivery-country.ts';
import { useShopInfo } from '#web/lib/shop-info.ts';

/**
 * What delivery costs to the shopper's country, on the product page, before anything is in the cart (issue 32:
 * costs up front): the cheapest method's price and the lowest free-delivery threshold.
 */
export function DeliveryNote() {
  const delivery = useShopInfo().data?.delivery;
  const country = useDeliveryCountry(delivery);
  if (!delivery) return null;
  const zone = zoneOf(delivery, country);
  const where = countryName(country);
  if (!zone) return <p className="text-sm text-stone-700">Sorry, we do not deliver to {where}.</p>;
  const cheapest = Math.min(...zone.methods.map((m) => m.price));
  const thresholds = zone.methods.flatMap((m) => (m.freeFrom === null ? [] : [m.freeFrom]));
  const freeFrom = thresholds.length > 0 ? Math.min(...thresholds) : null;
  return (
    <p className="text-sm text-stone-700">
      Delivery to {where}: {cheapest === 0 ? 'free' : `from ${formatPence(cheapest)}`}
      {freeFrom !== null && cheapest > 0 ? `, free from ${formatPence(freeFrom)}` : ''}.
    </p>
  );
}
