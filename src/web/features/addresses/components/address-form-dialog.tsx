import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { SavedAddress, SavedAddressInput } from '#shared/contract/addresses.ts';
import { type Address, addressSchema } from '#shared/contract/checkout.ts';
import { COUNTRY_CODES, countryName } from '#shared/countries.ts';
import { AddressInputs } from '#web/components/address-inputs.tsx';
import { FormFooter } from '#web/components/ui/form-footer.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { EMPTY_ADDRESS, listedCountry } from '#web/lib/address-fields.ts';
import { ApiError } from '#web/lib/api.ts';
import { useAddAddress } from '#web/lib/saved-addresses.ts';
import { useUpdateAddress } from '../api/update-address.ts';

// Unlike the checkout's, which offers where the shop delivers today, the book keeps an address anywhere: the shop
// may deliver there later, and the checkout says when it does not.
const COUNTRIES = COUNTRY_CODES.map(countryName).sort((a, b) => a.localeCompare(b, 'en-GB'));

const FAILED = 'The address could not be saved. Please try again.';

type Props = {
  /** Closed: null. Adding: 'new'. Editing: the address. */
  editing: SavedAddress | 'new' | null;
  /** Whether the book is empty: its first address is the default whatever the box says. */
  first: boolean;
  onClose: () => void;
  /** After a save, with the address as saved. */
  onSaved: (saved: SavedAddress) => void;
};

/** Adds an address to the book, or edits one; the form is drawn afresh at each opening. */
export function AddressFormDialog({ editing, first, onClose, onSaved }: Props) {
  return (
    <ModalDialog
      open={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? 'Add an address' : 'Edit address'}
      className="max-h-[92dvh] w-[min(40rem,94vw)] overflow-y-auto p-5 sm:p-6"
    >
      {editing !== null && (
        <AddressBookForm
          saved={editing === 'new' ? undefined : editing}
          first={first}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </ModalDialog>
  );
}

function AddressBookForm({
  saved,
  first,
  onCancel,
  onSaved,
}: {
  saved?: SavedAddress;
  first: boolean;
  onCancel: () => void;
  onSaved: (saved: SavedAddress) => void;
}) {
  const add = useAddAddress();
  const update = useUpdateAddress();
  const save = saved ? update : add;
  const hintId = useId();
  // The default stays the default until another is made it; the first address is the default anyway.
  const locked = first || saved?.isDefault === true;
  const [makeDefault, setMakeDefault] = useState(locked);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: saved ? listedCountry(saved.address) : EMPTY_ADDRESS,
  });

  // A refusal is said in the alert below the form (the fields were checked by the same schema before sending).
  const submit = (address: Address) => {
    const input: SavedAddressInput = { address, makeDefault: locked || makeDefault };
    const done = {
      onSuccess: (result: SavedAddress) => {
        toast.success('Address saved');
        onSaved(result);
      },
    };
    if (saved) update.mutate({ id: saved.id, input }, done);
    else add.mutate(input, done);
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Address" className="mt-4 space-y-5">
      <AddressInputs
        register={register}
        errors={errors}
        countries={COUNTRIES}
        countryPlaceholder="Choose the country"
      />
      <div>
        <label className="flex items-center gap-2 text-stone-900">
          <input
            type="checkbox"
            checked={locked || makeDefault}
            disabled={locked}
            onChange={(e) => setMakeDefault(e.target.checked)}
            aria-describedby={locked ? hintId : undefined}
            className="size-5 accent-brand-700"
          />
          Use as my default address
        </label>
        {locked && (
          <p id={hintId} className="mt-1 ml-7 text-sm text-stone-600">
            {first
              ? 'Your first address is your default.'
              : 'This is your default. To change it, make another address the default.'}
          </p>
        )}
      </div>
      <FormFooter
        problem={save.isError ? (save.error instanceof ApiError ? save.error.message : FAILED) : null}
        pending={save.isPending}
        onCancel={onCancel}
      >
        Save address
      </FormFooter>
    </form>
  );
}
