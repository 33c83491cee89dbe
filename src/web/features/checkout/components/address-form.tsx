import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { SavedAddress } from '#shared/contract/addresses.ts';
import { type Address, addressSchema } from '#shared/contract/checkout.ts';
import type { Delivery } from '#shared/contract/delivery.ts';
import { countryName } from '#shared/countries.ts';
import { servedCountries, zoneOfCountry } from '#shared/delivery.ts';
import { AddressInputs } from '#web/components/address-inputs.tsx';
import { Spinner } from '#web/components/ui/icons.tsx';
import { buttonPrimary } from '#web/components/ui/styles.ts';
import { ADDRESS_FIELDS, EMPTY_ADDRESS, listedCountry, sameAddress } from '#web/lib/address-fields.ts';
import { DeliveryMethods } from './delivery-methods.tsx';
import { SavedAddressChoice } from './saved-address-choice.tsx';

type Props = {
  /** Where the shop delivers and at what prices (GET /api/shop): the countries offered, each one's methods. */
  delivery: Delivery;
  /** The goods' worth before discounts, for what each method costs. */
  goods: number;
  /** What the shopper entered earlier in this visit. */
  initial?: Address | null;
  /** The delivery method chosen earlier in this visit. */
  initialMethod?: string | null;
  /** Their default saved address, else their last order's; fills only the fields they have not touched. */
  prefill?: Address | null;
  /** Their address book (issue 33), offered above the fields; absent while unknown. */
  saved?: SavedAddress[];
  /**
   * "Save this address to my address book", offered (when `offerSave`) for an address unlike every saved one; `save`
   * in onSubmit says the shopper ticked it for this one. The page saves it on the way to payment, meanwhile `saving`.
   */
  offerSave?: boolean;
  saving?: boolean;
  onSubmit: (address: Address, deliveryMethodId: string, save: boolean) => void;
};

/**
 * The shipping address (docs/product.md#checkout): all seven fields required, the button disabled until every one is
 * filled; the country chosen among those the shop delivers to, then its delivery method (issue 32).
 */
export function AddressForm({
  delivery,
  goods,
  initial,
  initialMethod,
  prefill,
  saved,
  offerSave = false,
  saving = false,
  onSubmit,
}: Props) {
  const hintId = useId();
  const countryNames = useMemo(() => servedCountries(delivery).map(countryName), [delivery]);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: initial ? listedCountry(initial) : EMPTY_ADDRESS,
  });

  // The prefill may arrive after the shopper started typing; what they typed, or chose from their book, wins.
  const chose = useRef(false);
  useEffect(() => {
    if (prefill && !chose.current) reset(listedCountry(prefill), { keepDirtyValues: true });
  }, [prefill, reset]);
  // A choice from the book replaces every field (a new address clears them), as changed by the shopper.
  const fill = (address: Address) => {
    chose.current = true;
    reset(listedCountry(address), { keepDefaultValues: true });
  };

  const values = useWatch({ control });
  const methods = zoneOfCountry(delivery, values.country ?? '')?.methods ?? [];
  const [picked, setPicked] = useState(initialMethod ?? '');
  // The method picked while it is one of the country's, else the country's first.
  const method = methods.find((m) => m.id === picked) ?? methods[0];
  const complete = ADDRESS_FIELDS.every((f) => (values[f.name] ?? '').trim() !== '') && method !== undefined;
  const current = saved?.find((s) => sameAddress(values, s.address))?.id ?? null;
  const [saveTicked, setSaveTicked] = useState(false);
  const savable = offerSave && current === null;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((address) => method && onSubmit(address, method.id, savable && saveTicked))}
      aria-label="Shipping address"
    >
      {saved && saved.length > 0 && (
        <SavedAddressChoice
          saved={saved}
          delivery={delivery}
          current={current}
          onChoose={(s) => fill(s.address)}
          onNew={() => fill(EMPTY_ADDRESS)}
        />
      )}
      <AddressInputs
        register={register}
        errors={errors}
        countries={countryNames}
        countryHint="The countries we deliver to"
        countryPlaceholder="Choose your country"
      />
      {method && <DeliveryMethods methods={methods} goods={goods} chosen={method.id} onChoose={setPicked} />}
      {savable && (
        <label className="mt-6 flex items-center gap-2 text-stone-900">
          <input
            type="checkbox"
            checked={saveTicked}
            onChange={(e) => setSaveTicked(e.target.checked)}
            className="size-5 accent-brand-700"
          />
          Save this address to my address book
        </label>
      )}
      <div className="mt-6 flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={!complete || saving}
          aria-busy={saving || undefined}
          aria-describedby={complete ? undefined : hintId}
          className={`${buttonPrimary} py-3`}
        >
          {saving && <Spinner />}
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
