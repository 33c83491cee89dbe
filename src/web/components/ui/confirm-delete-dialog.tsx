import type { ReactNode } from 'react';
import { Spinner } from '#web/components/ui/icons.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { buttonDanger, buttonOutline } from '#web/components/ui/styles.ts';
import { ApiError } from '#web/lib/api.ts';

type Props = {
  open: boolean;
  title: string;
  /** What deleting does, in a sentence or two (or what is deleted, with a sentence). */
  children: ReactNode;
  /** The delete button's words; 'Delete' unless said. */
  confirmLabel?: string;
  /** The delete request: its pending state and its error, said under the message. */
  pending: boolean;
  error: unknown;
  /** Said when the error carries no message of the server's. */
  failed: string;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A "Delete …?" question (the admin's products and promotions, the shopper's saved addresses): Cancel, or Delete
 * with a spinner while it is sent; the server's reason if it could not.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  confirmLabel = 'Delete',
  pending,
  error,
  failed,
  onConfirm,
  onClose,
}: Props) {
  return (
    <ModalDialog open={open} onClose={onClose} title={title} className="w-[min(28rem,92vw)] p-6">
      <div className="mt-3 text-stone-700">{children}</div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error instanceof ApiError ? error.message : failed}
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
          className={buttonDanger}
        >
          {pending && <Spinner />}
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
