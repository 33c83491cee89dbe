import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Address } from '#shared/contract/checkout.ts';
import { FieldFrame } from '#web/components/ui/field-frame.tsx';
import { field } from '#web/components/ui/styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ADDRESS_FIELDS } from '#web/lib/address-fields.ts';

type Props = {
  register: UseFormRegister<Address>;
  errors: FieldErrors<Address>;
  /** The countries offered, by name: where the shop delivers at checkout, anywhere in the address book. */
  countries: readonly string[];
  countryHint?: string;
  countryPlaceholder: string;
};

/**
 * The seven fields of an address, all required, with the labels and autocomplete tokens browsers fill in: the
 * checkout's address form and the address book's draw the same ones (issue 33).
 */
export function AddressInputs({ register, errors, countries, countryHint, countryPlaceholder }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {ADDRESS_FIELDS.map((f) =>
        f.name === 'country' ? (
          <FieldFrame
            key={f.name}
            label={f.label}
            hint={countryHint}
            error={errors.country?.message}
            control={(aria) => (
              <select
                {...aria}
                required
                autoComplete={f.autoComplete}
                className={field}
                {...register('country')}
              >
                <option value="">{countryPlaceholder}</option>
                {countries.map((name) => (
                  <option key={name} value={name}>
                    {name}
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
  );
}
