import type { Address } from '#shared/contract/checkout.ts';
import { countryCode, countryName } from '#shared/countries.ts';

// What the checkout's address form and the address book's share (issue 33), so an address reads and autofills the
// same in both: the seven fields with their labels and autocomplete tokens, and how two addresses compare.

export const ADDRESS_FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'shipping name', wide: true },
  { name: 'line1', label: 'Address line 1', autoComplete: 'shipping address-line1', wide: true },
  { name: 'line2', label: 'Address line 2', autoComplete: 'shipping address-line2', wide: true },
  { name: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { name: 'zip', label: 'Zip code', autoComplete: 'shipping postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'shipping country-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'shipping tel', type: 'tel' },
] as const;

export const EMPTY_ADDRESS: Address = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  zip: '',
  country: '',
  phone: '',
};

/** An address with its country as the lists name it, from a code or any spelling a shopper or older order used. */
export function listedCountry(address: Address): Address {
  const code = countryCode(address.country);
  return code ? { ...address, country: countryName(code) } : address;
}

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether two addresses are one: the same fields but for case and spacing, the country by any of its names. A
 * shopper who typed their saved address again is not offered to save it twice.
 */
export function sameAddress(a: Partial<Address>, b: Address): boolean {
  return ADDRESS_FIELDS.every(({ name }) => {
    const x = a[name] ?? '';
    const y = b[name];
    if (name === 'country') return (countryCode(x) ?? norm(x)) === (countryCode(y) ?? norm(y));
    return norm(x) === norm(y);
  });
}

/** An address on one line, as a list of choices shows it: "Ada, 1 Road, Flat 2, Leeds LS1, United Kingdom". */
export function addressLine(address: Address): string {
  const { name, line1, line2, city, zip, country } = address;
  return [name, line1, line2, `${city} ${zip}`.trim(), country].filter((part) => part.trim()).join(', ');
}
