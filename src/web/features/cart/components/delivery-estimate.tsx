import { useId, useMemo } from 'react';
import { countryName } from '#shared/countries.ts';
import { cheapestDelivery, servedCountries, zoneOf } from '#shared/delivery.ts';
import { formatPence } from '#shared/money.ts';
import { field, fieldLabel } from '#web/components/ui/styles.ts';
import { chooseDeliveryCountry, useDeliveryCountry } from '#web/lib/delivery-country.ts';
import { useShopInfo } from '#web/lib/shop-info.ts';

/**
 * What delivery costs this cart, to the country the shopper chooses here (issue 32: costs up front), and how far
 * it is from free delivery. The checkout charges what the server prices; this says it before.
 */
export function DeliveryEstimate({ goods }: { goods: number }) {
  const id = useId();
  const delivery = useShopInfo().data?.delivery;
  const country = useDeliveryCountry(delivery);
  const countries = useMemo(() => (delivery ? servedCountries(delivery) : []), [delivery]);
  if (!delivery) return null;
  const zone = zoneOf(delivery, country);
  const cheapest = zone && cheapestDelivery(zone, goods);
  const away =
    cheapest && cheapest.cost > 0 && cheapest.method.freeFrom !== null
      ? cheapest.method.freeFrom - goods
      : null;
  return (
    <div className="mt-4 space-y-2 border-t border-stone-200 pt-3 text-sm text-stone-700">
      <label htmlFor={id} className={fieldLabel}>
        Deliver to
      </label>
      <select
        id={id}
        value={zone ? country : ''}
        onChange={(e) => chooseDeliveryCountry(e.target.value)}
        className={field}
        autoComplete="shipping country"
      >
        {!zone && <option value="">{countryName(country)} (not delivered to)</option>}
        {countries.map((c) => (
          <option key={c} value={c}>
            {countryName(c)}
          </option>
        ))}
      </select>
      <p aria-live="polite">
        {!cheapest
          ? `Sorry, we do not deliver to ${countryName(country)}.`
          : `${cheapest.method.name}: ${cheapest.cost === 0 ? 'free' : formatPence(cheapest.cost)}` +
            (away !== null ? `. Spend ${formatPence(away)} more for free delivery.` : '.')}
      </p>
      {zone && zone.methods.length > 1 && <p>Other delivery methods are offered at checkout.</p>}
    </div>
  );
}
