import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Order } from '#shared/contract/checkout.ts';
import { buttonOutline } from '#web/components/ui/styles.ts';
import { ApiError } from '#web/lib/api.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';

export const CANCELLED_MESSAGE = 'Order cancelled. Your refund is on its way.';
const FAILED = 'The order could not be cancelled. Please try again.';

// setTimeout takes at most 2^31 - 1 ms (about 24 days); the server's window is at most 14.
const MAX_DELAY = 2 ** 31 - 1;

type Props = {
  order: Pick<Order, 'id' | 'amounts'> & { cancelUntil: string };
  /** Told once the order is cancelled, to move the focus to what changed. */
  onCancelled: () => void;
};

/**
 * 'Cancel order' and until when, on an order the shopper may still cancel (the server's cancelUntil). When that
 * time comes while the page is open the order is asked for again, so the button goes as the server's right does.
 */
export function CancelOrderPanel({ order, onCancelled }: Props) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(order.id);
  const client = useQueryClient();
  const { id, cancelUntil } = order;

  useEffect(() => {
    const ms = new Date(cancelUntil).getTime() - Date.now();
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: ['orders', id] }),
      // A second late, so the server's clock has passed it too.
      Math.min(Math.max(ms, 0) + 1000, MAX_DELAY),
    );
    return () => clearTimeout(timer);
  }, [client, id, cancelUntil]);

  // mutateAsync, not mutate's callbacks: the answer replaces the order, which removes this panel, and the toast
  // must still come.
  const confirm = async () => {
    try {
      await cancel.mutateAsync();
      setOpen(false);
      toast.success(CANCELLED_MESSAGE);
      onCancelled();
    } catch (err) {
      setOpen(false);
      toast.error(err instanceof ApiError ? err.message : FAILED);
    }
  };

  return (
    <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-stone-700">
        Changed your mind? You can cancel this order until{' '}
        <time dateTime={cancelUntil} className="font-medium text-stone-900">
          {formatDateTime(cancelUntil)}
        </time>
        .
      </p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={cancel.isPending}
        aria-haspopup="dialog"
        className={`${buttonOutline} shrink-0`}
      >
        Cancel order
      </button>
      <CancelOrderDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
        pending={cancel.isPending}
        total={order.amounts.total}
        cancelUntil={cancelUntil}
      />
    </div>
  );
}
