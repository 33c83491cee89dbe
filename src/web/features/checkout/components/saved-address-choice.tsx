import { useId } from 'react';
import type { SavedAddress } from '#shared/contract/addresses.ts';
import type { Delivery } from '#shared/contract/delivery.ts';
import { zoneOfCountry } from '#shared/delivery.ts';
import { addressLine } from '#web/lib/address-fields.ts';

type Props = {
  saved: SavedAddress[];
  delivery: Delivery;
  /** The saved address the form holds now, or null when it holds another (typed, or changed by hand). */
  current: string | null;
  onChoose: (saved: SavedAddress) => void;
  onNew: () => void;
};

const option =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-stone-50';

/**
 * The address book's addresses above the form (issue 33), each on one line, and "A new address". Choosing one
 * fills the form; which one is chosen follows the form, so changing a field by hand makes it a new address. One
 * the shop does not deliver to is shown, disabled, with why.
 */
export function SavedAddressChoice({ saved, delivery, current, onChoose, onNew }: Props) {
  const id = useId();
  return (
    <fieldset className="mb-6">
      <legend className="text-sm font-semibold text-stone-800">Deliver to</legend>
      <div className="mt-2 space-y-2">
        {saved.map((s) => {
          const served = zoneOfCountry(delivery, s.address.country) !== null;
          const whyId = `${id}-${s.id}-why`;
          return (
            <label key={s.id} className={option}>
              <input
                type="radio"
                name={`${id}-saved`}
                value={s.id}
                checked={current === s.id}
                disabled={!served}
                aria-describedby={served ? undefined : whyId}
                onChange={() => onChoose(s)}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 flex-1 break-words">
                <span className={served ? 'text-stone-900' : 'text-stone-600'}>{addressLine(s.address)}</span>
                {s.isDefault && (
                  <span className="ml-2 inline-block rounded-full bg-brand-100 px-2 text-sm font-medium text-brand-900">
                    Default
                  </span>
                )}
                {!served && (
                  <span id={whyId} className="block text-sm font-medium text-stone-700">
                    We do not deliver to {s.address.country}
                  </span>
                )}
              </span>
            </label>
          );
        })}
        <label className={option}>
          <input
            type="radio"
            name={`${id}-saved`}
            value=""
            checked={current === null}
            onChange={onNew}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <span className="text-stone-900">A new address</span>
        </label>
      </div>
    </fieldset>
  );
}
