import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { adminCancelSchema } from '#shared/contract/refunds.ts';
import { formatPence } from '#shared/money.ts';
import { Spinner } from '#web/components/ui/icons.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { buttonDanger, buttonOutline } from '#web/components/ui/styles.ts';
import { TextArea } from '#web/components/ui/text-area.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { remainingToRefund } from '../refund-amounts.ts';
import { shortOrderNumber } from './format.ts';

type Props = { order: AdminOrder; open: boolean; onClose: () => void };

export const CANCELLED_MESSAGE = 'Order cancelled';
const FAILED = 'The order could not be cancelled.';

/**
 * Asks before cancelling an order that has not shipped, for a reason the customer is told. Says what follows:
 * everything not yet refunded goes back to the card and the units back on sale. The server's refusal (it has
 * just shipped, someone else cancelled it) stays in the dialog.
 */
export function CancelOrderDialog({ order, open, onClose }: Props) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Cancel order?"
      className="max-h-[92dvh] w-[min(32rem,94vw)] overflow-y-auto p-5 sm:p-6"
    >
      {open && <CancelForm order={order} onDone={onClose} />}
    </ModalDialog>
  );
}

function CancelForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const cancel = useCancelOrder(order.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({
    resolver: zodResolver(adminCancelSchema),
    defaultValues: { reason: '' },
  });
  const remaining = remainingToRefund(order);

  return (
    <form
      noValidate
      aria-label="Cancel order"
      onSubmit={handleSubmit(({ reason }) =>
        cancel.mutate(reason, {
          onSuccess: () => {
            toast.success(CANCELLED_MESSAGE);
            onDone();
          },
        }),
      )}
      className="mt-3 space-y-4"
    >
      <p className="text-stone-700">
        Order <strong className="font-mono">{shortOrderNumber(order.id)}</strong> will be cancelled and{' '}
        <strong className="break-all">{order.email}</strong> e-mailed.{' '}
        {remaining > 0
          ? `Everything not yet refunded (${formatPence(remaining)}) is refunded to their card, and `
          : 'Nothing is left to refund; '}
        the units not yet refunded go back on sale. This cannot be undone.
      </p>
      <TextArea
        label="Reason (shown to the customer)"
        rows={3}
        required
        error={errors.reason?.message}
        {...register('reason')}
      />
      {cancel.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {cancel.error instanceof ApiError ? cancel.error.message : FAILED}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onDone} className={buttonOutline}>
          Keep order
        </button>
        <button
          type="submit"
          disabled={cancel.isPending}
          aria-busy={cancel.isPending || undefined}
          className={buttonDanger}
        >
          {cancel.isPending && <Spinner />}
          Cancel order
        </button>
      </div>
    </form>
  );
}
