import { useState } from 'react';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { ADMIN_CANCELLABLE_STATUSES } from '#shared/order-status.ts';
import { buttonOutline } from '#web/components/ui/styles.ts';
import { canRefund } from '../refund-amounts.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';

/** The outline button in red: cancelling cannot be undone. */
const buttonDangerOutline =
  'inline-flex items-center justify-center gap-2 rounded-full border border-red-700 bg-white px-6 py-2.5 font-medium text-red-800 hover:bg-red-50';

const cancellable = (status: string) => (ADMIN_CANCELLABLE_STATUSES as readonly string[]).includes(status);

/**
 * Refund (a paid order with money left to give back) and Cancel order (not yet shipped: a shipped order is
 * refunded instead), each asking in its dialog first.
 */
export function OrderMoneyActions({ order }: { order: AdminOrder }) {
  const [dialog, setDialog] = useState<'refund' | 'cancel' | null>(null);
  const refund = canRefund(order);
  const cancel = cancellable(order.status);
  const close = () => setDialog(null);
  // The dialogs stay mounted when the buttons go (the order just got cancelled or refunded in full), so a dialog
  // finishing its work still closes itself and says so.
  return (
    <>
      {(refund || cancel) && (
        <div className="flex flex-wrap gap-3">
          {refund && (
            <button type="button" onClick={() => setDialog('refund')} className={buttonOutline}>
              Refund
            </button>
          )}
          {cancel && (
            <button type="button" onClick={() => setDialog('cancel')} className={buttonDangerOutline}>
              Cancel order
            </button>
          )}
        </div>
      )}
      <RefundDialog order={order} open={dialog === 'refund'} onClose={close} />
      <CancelOrderDialog order={order} open={dialog === 'cancel'} onClose={close} />
    </>
  );
}
