import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '#shared/contract/addresses.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { buttonPrimary } from '#web/components/ui/styles.ts';
import { ApiError } from '#web/lib/api.ts';
import { useSavedAddresses } from '#web/lib/saved-addresses.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { AddressCard } from '../components/address-card.tsx';
import { AddressFormDialog } from '../components/address-form-dialog.tsx';
import { DeleteAddressDialog } from '../components/delete-address-dialog.tsx';

const HEADING = 'heading';

/**
 * /address-book (signed in, issue 33): the shopper's saved addresses, the default first; add, edit, delete and
 * make default. Checkout offers them and fills in the default.
 */
export function AddressBookPage() {
  const book = useSavedAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useUpdateAddress();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);

  // After a change the focus goes where the shopper can carry on, once the list shows it: the Edit button of the
  // address saved or made default (the Make default button is gone), or the heading after a delete (the address and
  // its buttons are gone). The dialog's own return of focus, to the button that opened it, comes first.
  const heading = useRef<HTMLHeadingElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusOn, setFocusOn] = useState<string | null>(null);
  useEffect(() => {
    if (!focusOn || !book.data) return;
    const target = focusOn === HEADING ? heading.current : editButtons.current.get(focusOn);
    if (!target) return;
    target.focus();
    setFocusOn(null);
  }, [focusOn, book.data]);

  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Address deleted');
        closeDelete();
        setFocusOn(HEADING);
      },
    });
  };
  const setDefault = (saved: SavedAddress) =>
    makeDefault.mutate(
      { id: saved.id, input: { address: saved.address, makeDefault: true } },
      {
        onSuccess: () => {
          toast.success('Default address changed');
          setFocusOn(saved.id);
        },
        onError: (err) =>
          toast.error(err instanceof ApiError ? err.message : 'The default address could not be changed.'),
      },
    );

  const items = book.data ?? [];
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Address book | Tressa</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 ref={heading} tabIndex={-1} className="font-display text-3xl text-brand-900 sm:text-4xl">
          Address book
        </h1>
        <button type="button" onClick={() => setEditing('new')} className={buttonPrimary}>
          Add an address
        </button>
      </div>
      <div className="mt-6" aria-busy={book.isFetching}>
        {book.isPending ? (
          <LoadingStatus>Loading your addresses…</LoadingStatus>
        ) : book.isError ? (
          <QueryError
            title="We could not load your addresses."
            error={book.error}
            onRetry={() => void book.refetch()}
            retrying={book.isFetching}
          />
        ) : items.length === 0 ? (
          <div className="rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-stone-200">
            <p className="font-display text-2xl text-brand-900">No saved addresses yet</p>
            <p className="mt-2 text-stone-700">
              Add one here, or tick “Save this address to my address book” when you check out.
            </p>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-stone-700">
              {items.length === 1 ? '1 address' : `${items.length} addresses`} (you can keep up to{' '}
              {MAX_SAVED_ADDRESSES}). Checkout fills in your default address first.
            </p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {items.map((saved) => (
                <li key={saved.id}>
                  <AddressCard
                    saved={saved}
                    editRef={(button) => {
                      if (button) editButtons.current.set(saved.id, button);
                      else editButtons.current.delete(saved.id);
                    }}
                    makingDefault={makeDefault.isPending && makeDefault.variables?.id === saved.id}
                    onEdit={() => setEditing(saved)}
                    onDelete={() => setDeleting(saved)}
                    onMakeDefault={() => setDefault(saved)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <AddressFormDialog
        editing={editing}
        first={book.isSuccess && items.length === 0}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          setFocusOn(saved.id);
        }}
      />
      <DeleteAddressDialog
        saved={deleting}
        pending={remove.isPending}
        error={remove.isError ? remove.error : null}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
    </section>
  );
}
