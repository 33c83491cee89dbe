// The carriers a UK shop ships with, and where each one's customers follow a parcel (issue 32: dispatch). A parcel
// sent another way is "Other carrier": its number is shown, without a link.

export const CARRIERS = {
  royal_mail: {
    name: 'Royal Mail',
    track: 'https://www.royalmail.com/track-your-item#/tracking-results/{n}',
  },
  parcelforce: { name: 'Parcelforce', track: 'https://www.parcelforce.com/track-trace?trackNumber={n}' },
  dpd: { name: 'DPD', track: 'https://track.dpd.co.uk/parcels/{n}' },
  evri: { name: 'Evri', track: 'https://www.evri.com/track/parcel/{n}/details' },
  dhl: {
    name: 'DHL',
    track: 'https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id={n}',
  },
  ups: { name: 'UPS', track: 'https://www.ups.com/track?loc=en_GB&tracknum={n}' },
  fedex: { name: 'FedEx', track: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
  yodel: { name: 'Yodel', track: 'https://www.yodel.co.uk/tracking/{n}' },
  other: { name: 'Other carrier', track: null },
} as const satisfies Record<string, { name: string; track: string | null }>;

export type Carrier = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as [Carrier, ...Carrier[]];

/** What a tracking number may be once its spaces are gone: carriers' numbers are letters, digits and dashes. */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{5,40}$/;

/** A tracking number as typed, without the spaces people copy with it ("AB 1234 5678 9GB"), in capitals. */
export const normaliseTrackingNumber = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** The carrier's page for the parcel, or null for another carrier. */
export function trackingUrl(carrier: Carrier, number: string): string | null {
  const { track } = CARRIERS[carrier];
  return track === null ? null : track.replace('{n}', encodeURIComponent(number));
}
