import type { Address } from '#shared/contract/checkout.ts';

/** A postal address as it would sit on a parcel. */
export function AddressBlock({ address }: { address: Address }) {
  return (
    <address className="not-italic leading-relaxed text-stone-800">
      {address.name}
      <br />
      {address.line1}
      <br />
      {address.line2}
      <br />
      {address.city} {address.zip}
      <br />
      {address.country}
      <br />
      <span className="text-stone-600">Phone: {address.phone}</span>
    </address>
  );
}
