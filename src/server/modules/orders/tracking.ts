import { CARRIER_CODES, CARRIERS, type Carrier, trackingUrl } from '#shared/carriers.ts';
import type { Tracking } from '#shared/contract/tracking.ts';

const isCarrier = (code: string): code is Carrier => (CARRIER_CODES as readonly string[]).includes(code);

/**
 * The order's parcel as shown (issue 32: dispatch): its carrier's name and tracking page. A carrier no longer in
 * the list (a code removed since) shows as another carrier's: its number, without a link.
 */
export function trackingOf(o: {
  trackingCarrier: string | null;
  trackingNumber: string | null;
}): Tracking | null {
  if (o.trackingCarrier === null || o.trackingNumber === null) return null;
  const carrier = isCarrier(o.trackingCarrier) ? o.trackingCarrier : 'other';
  return {
    carrier,
    carrierName: CARRIERS[carrier].name,
    number: o.trackingNumber,
    url: trackingUrl(carrier, o.trackingNumber),
  };
}
