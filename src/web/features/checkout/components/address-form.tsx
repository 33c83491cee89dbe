import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type Address, addressSchema } from '#shared/contract/checkout.ts';
import { buttonPrimary } from '#web/components/ui/styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';

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
  /** What the shopper entered earlier in this visit. */
  initial?: Address | null;
  /** Their last order's address; fills only the fields they have not touched. */
  prefill?: Address | null;
  onSubmit: (address: Address) => void;
};

/**
 * The shipping address (docs/product.md#checkout): all seven fields required, the button disabled until every one is
 * filled.
 */
export function AddressForm({ initial, prefill, onSubmit }: Props) {
  const hintId = useId();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<Address>({ resolver: zodResolver(addressSchema), defaultValues: initial ?? EMPTY });

  // The prefill may arrive after the shopper started typing; what they typed wins.
  useEffect(() => {
    if (prefill) reset(prefill, { keepDirtyValues: true });
  }, [prefill, reset]);

  const values = useWatch({ control });
  const complete = FIELDS.every((f) => (values[f.name] ?? '').trim() !== '');

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Shipping address">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
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
        ))}
      </div>
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
