import { toast } from 'sonner';
import type { AdminSummary } from '#shared/contract/admin-dashboard.ts';
import { formatPence } from '#shared/money.ts';
import { Spinner } from '#web/components/ui/icons.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { buttonOutline, buttonPrimary } from '#web/components/ui/styles.ts';
import { ApiError } from '#web/lib/api.ts';
import { useReleaseCheckout } from '../api/release-checkout.ts';
import { units } from './held-words.ts';

type Checkout = AdminSummary['held']['checkouts'][number];
type Props = { checkout: Checkout | null; onClose: () => void };

export const RELEASED_MESSAGE = 'Checkout released: its units are back on sale';
const FAILED = 'The checkout could not be released.';

/**
 * Asks before ending a customer's checkout: its payment is cancelled, so they cannot pay it any more. When the
 * server says no (just paid, already ended, gone) its words stay in the dialog and the list is asked again.
 */
export function ReleaseCheckoutDialog({ checkout, onClose }: Props) {
  const release = useReleaseCheckout();
  const close = () => {
    release.reset();
    onClose();
  };
  const confirm = () => {
    if (!checkout) return;
    release.mutate(checkout.orderId, {
      onSuccess: () => {
        toast.success(RELEASED_MESSAGE);
        close();
      },
      onError: (err) => toast.error(err instanceof ApiError ? err.message : FAILED),
    });
  };
  return (
    <ModalDialog
      open={!!checkout}
      onClose={close}
      title="Release checkout?"
      className="w-[min(30rem,92vw)] p-6"
    >
      <p className="mt-3 text-stone-700">
        The checkout of <strong className="break-all">{checkout?.email}</strong> (
        {checkout && `${units(checkout.units)}, ${formatPence(checkout.total)}`}) will end: its payment is
        cancelled and its units go back on sale. The customer can check out again.
      </p>
      {release.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {release.error instanceof ApiError ? release.error.message : FAILED}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={close} className={buttonOutline}>
          Cancel
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={release.isPending || release.isError}
          className={buttonPrimary}
        >
          {release.isPending && <Spinner />}
          Release
        </button>
      </div>
    </ModalDialog>
  );
}
