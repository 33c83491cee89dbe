import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type Address, addressSchema } from '#shared/contract/checkout.ts';
import type { Delivery } from '#shared/contract/delivery.ts';
import { countryCode, countryName } from '#shared/countries.ts';
import { servedCountries, zoneOf } from '#shared/delivery.ts';
import { FieldFrame } from '#web/components/ui/field-frame.tsx';
import { buttonPrimary, field } from '#web/components/ui/styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { DeliveryMethods } from './delivery-methods.tsx';

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'shipping name', wide: true },
  { name: 'line1', label: 'Address line 1', autoComplete: 'shipping address-line1', wide: true },
  { name: 'line2', label: 'Address line 2', autoComplete: 'shipping address-line2', wide: true },
  { name: 'city', label: 'City', autoComplete: 'shipping address-level2' },
  { name: 'zip', label: 'Zip code', autoComplete: 'shipping postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'shipping country-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'shipping tel', type: 'tel' },
] as const;

const EMPTY: Address = { name: '', line1: '', line2: '', city: '', zip: '', country: '', phone: '' };

type Props = {
  /** Where the shop delivers and at what prices (GET /api/shop): the countries offered, each one's methods. */
  delivery: Delivery;
  /** The goods' worth before discounts, for what each method costs. */
  goods: number;
  /** What the shopper entered earlier in this visit. */
  initial?: Address | null;
  /** The delivery method chosen earlier in this visit. */
  initialMethod?: string | null;
  /** Their last order's address; fills only the fields they have not touched. */
  prefill?: Address | null;
  onSubmit: (address: Address, deliveryMethodId: string) => void;
};

/** A country as the list names it, from a code or any spelling the shopper or an older order used. */
const listed = (address: Address): Address => {
  const code = countryCode(address.country);
  return code ? { ...address, country: countryName(code) } : address;
};

/**
 * The shipping address (docs/product.md#checkout): all seven fields required, the button disabled until every one is
 * filled; the country chosen among those the shop delivers to, then its delivery method (issue 32).
 */
export function AddressForm({ delivery, goods, initial, initialMethod, prefill, onSubmit }: Props) {
  const hintId = useId();
  const countries = useMemo(() => servedCountries(delivery), [delivery]);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: initial ? listed(initial) : EMPTY,
  });

  // The prefill may arrive after the shopper started typing; what they typed wins.
  useEffect(() => {
    if (prefill) reset(listed(prefill), { keepDirtyValues: true });
  }, [prefill, reset]);

  const values = useWatch({ control });
  const code = countryCode(values.country ?? '');
  const methods = (code && zoneOf(delivery, code)?.methods) || [];
  const [picked, setPicked] = useState(initialMethod ?? '');
  // The method picked while it is one of the country's, else the country's first.
  const method = methods.find((m) => m.id === picked) ?? methods[0];
  const complete = FIELDS.every((f) => (values[f.name] ?? '').trim() !== '') && method !== undefined;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((address) => method && onSubmit(address, method.id))}
      aria-label="Shipping address"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) =>
          f.name === 'country' ? (
            <FieldFrame
              key={f.name}
              label={f.label}
              hint="The countries we deliver to"
              error={errors.country?.message}
              control={(aria) => (
                <select
                  {...aria}
                  required
                  autoComplete={f.autoComplete}
                  className={field}
                  {...register('country')}
                >
                  <option value="">Choose your country</option>
                  {countries.map((c) => (
                    <option key={c} value={countryName(c)}>
                      {countryName(c)}
                    </option>
                  ))}
                </select>
              )}
            />
          ) : (
            <TextField
              key={f.name}
              label={f.label}
              type={'type' in f ? f.type : 'text'}
              autoComplete={f.autoComplete}
              required
              error={errors[f.name]?.message}
              className={'wide' in f ? 'sm:col-span-2' : undefined}
              {...register(f.name)}
            />
          ),
        )}
      </div>
      {method && <DeliveryMethods methods={methods} goods={goods} chosen={method.id} onChoose={setPicked} />}
      <div className="mt-6 flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={!complete}
          aria-describedby={complete ? undefined : hintId}
          className={`${buttonPrimary} py-3`}
        >
          Proceed To Checkout
        </button>
        {!complete && (
          <p id={hintId} className="text-sm text-stone-600">
            Fill in every field to continue.
          </p>
        )}
      </div>
    </form>
  );
}
