import type { ReactNode } from 'react';
import { Spinner } from '#web/components/ui/icons.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { buttonOutline } from '#web/components/ui/styles.ts';
import { ApiError } from '#web/lib/api.ts';

type Props = {
  open: boolean;
  title: string;
  /** What deleting does, in a sentence or two. */
  children: ReactNode;
  /** The delete request: its pending state and its error, said under the message. */
  pending: boolean;
  error: unknown;
  /** Said when the error carries no message of the server's. */
  failed: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** The admin's "Delete …?" question: Cancel, or Delete with a spinner while it is sent; the server's reason if not. */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  pending,
  error,
  failed,
  onConfirm,
  onClose,
}: Props) {
  return (
    <ModalDialog open={open} onClose={onClose} title={title} className="w-[min(28rem,92vw)] p-6">
      <p className="mt-3 text-stone-700">{children}</p>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error instanceof ApiError ? error.message : failed}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onClose} className={buttonOutline}>
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className="inline-flex items-center gap-2 rounded-full bg-red-700 px-6 py-2.5 font-medium text-white hover:bg-red-800 disabled:opacity-60"
        >
          {pending && <Spinner />}
          Delete
        </button>
      </div>
    </ModalDialog>
  );
}
