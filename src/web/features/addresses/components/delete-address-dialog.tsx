import type { SavedAddress } from '#shared/contract/addresses.ts';
import { AddressBlock } from '#web/components/ui/address-block.tsx';
import { Spinner } from '#web/components/ui/icons.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { buttonOutline } from '#web/components/ui/styles.ts';
import { ApiError } from '#web/lib/api.ts';

type Props = {
  /** The address asked about; null when closed. */
  saved: SavedAddress | null;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

const danger =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-2.5 font-medium text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/** Asks before an address leaves the book, showing which one; the server's reason if it could not. */
export function DeleteAddressDialog({ saved, pending, error, onConfirm, onClose }: Props) {
  return (
    <ModalDialog
      open={saved !== null}
      onClose={onClose}
      title="Delete this address?"
      className="w-[min(28rem,92vw)] p-6"
    >
      {saved && (
        <>
          <div className="mt-3 rounded-lg bg-stone-50 p-4 break-words">
            <AddressBlock address={saved.address} />
          </div>
          {saved.isDefault && (
            <p className="mt-3 text-stone-700">
              It is your default address: the one you changed most recently becomes the default instead.
            </p>
          )}
        </>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error instanceof ApiError ? error.message : 'The address could not be deleted. Please try again.'}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonOutline}>
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
          className={danger}
        >
          {pending && <Spinner />}
          Delete address
        </button>
      </div>
    </ModalDialog>
  );
}
