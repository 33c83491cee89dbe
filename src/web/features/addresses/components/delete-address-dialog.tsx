import type { SavedAddress } from '#shared/contract/addresses.ts';
import { AddressBlock } from '#web/components/ui/address-block.tsx';
import { ConfirmDeleteDialog } from '#web/components/ui/confirm-delete-dialog.tsx';

type Props = {
  /** The address asked about; null when closed. */
  saved: SavedAddress | null;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an address leaves the book, showing which one; the server's reason if it could not. */
export function DeleteAddressDialog({ saved, pending, error, onConfirm, onClose }: Props) {
  return (
    <ConfirmDeleteDialog
      open={saved !== null}
      title="Delete this address?"
      confirmLabel="Delete address"
      pending={pending}
      error={error}
      failed="The address could not be deleted. Please try again."
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {saved && (
        <>
          <div className="rounded-lg bg-stone-50 p-4 break-words">
            <AddressBlock address={saved.address} />
          </div>
          {saved.isDefault && (
            <p className="mt-3">
              It is your default address: the one you changed most recently becomes the default instead.
            </p>
          )}
        </>
      )}
    </ConfirmDeleteDialog>
  );
}
