import { describe, expect, it } from 'vitest';
import type { Address } from '#shared/contract/checkout.ts';
import { addressLine, listedCountry, sameAddress } from './address-fields.ts';

const HOME: Address = {
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  line2: 'Flat 3',
  city: 'London',
  zip: 'SW1Y 4JH',
  country: 'United Kingdom',
  phone: '+44 20 7946 0000',
};

describe('sameAddress', () => {
  it('is the same address whatever the case and spacing, the country by any of its names', () => {
    expect(sameAddress({ ...HOME, name: ' ada  LOVELACE ', zip: 'sw1y 4jh', country: 'UK' }, HOME)).toBe(
      true,
    );
    expect(sameAddress({ ...HOME, country: 'gb' }, HOME)).toBe(true);
  });

  it('is another address when any field differs, or is missing', () => {
    for (const field of Object.keys(HOME) as (keyof Address)[])
      expect(sameAddress({ ...HOME, [field]: `${HOME[field]}x` }, HOME), field).toBe(false);
    expect(sameAddress({ ...HOME, country: 'Ireland' }, HOME)).toBe(false);
    expect(sameAddress({ name: HOME.name }, HOME)).toBe(false);
  });
});

describe('addressLine and listedCountry', () => {
  it('puts an address on one line', () => {
    expect(addressLine(HOME)).toBe(
      'Ada Lovelace, 12 St James Square, Flat 3, London SW1Y 4JH, United Kingdom',
    );
  });

  it('names the country as the lists do, and leaves an unknown one alone', () => {
    expect(listedCountry({ ...HOME, country: 'uk' }).country).toBe('United Kingdom');
    expect(listedCountry({ ...HOME, country: 'Atlantis' }).country).toBe('Atlantis');
  });
});
