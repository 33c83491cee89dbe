import { formatPence } from '#shared/money.ts';
import { Spinner } from '#web/components/ui/icons.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { buttonDanger, buttonOutline } from '#web/components/ui/styles.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  total: number;
  cancelUntil: string;
};

/**
 * Asks before the shopper cancels: the whole order goes, and all of it back to their card. While the request runs
 * both buttons wait: 'Keep my order' could no longer keep it. Escape and Close still close the dialog; the toast
 * says how the cancellation ended.
 */
export function CancelOrderDialog({ open, onClose, onConfirm, pending, total, cancelUntil }: Props) {
  return (
    <ModalDialog open={open} onClose={onClose} title="Cancel this order?" className="w-[min(30rem,92vw)] p-6">
      <p className="mt-3 text-stone-700">
        The whole order is cancelled and the whole amount, <strong>{formatPence(total)}</strong>, is refunded
        to the card you paid with. It usually reaches your account within 5 to 10 working days.
      </p>
      <p className="mt-3 text-stone-700">
        You can cancel this order online until{' '}
        <time dateTime={cancelUntil} className="font-medium text-stone-900">
          {formatDateTime(cancelUntil)}
        </time>
        .
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} disabled={pending} className={buttonOutline}>
          Keep my order
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
          className={buttonDanger}
        >
          {pending && <Spinner />}
          {pending ? 'Cancelling…' : 'Yes, cancel order'}
        </button>
      </div>
    </ModalDialog>
  );
}
