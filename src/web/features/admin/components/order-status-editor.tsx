import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '#shared/order-status.ts';
import { field, fieldLabel } from '#web/components/ui/styles.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';

/**
 * Any of the four statuses, freely (docs/product.md#orders). Saving records it with a history entry and e-mails the
 * customer, toasts 'order status changed to {status}' and returns to the list (docs/product.md#orders).
 */
export function OrderStatusEditor({ orderId, current }: { orderId: string; current: OrderStatus }) {
  const id = useId();
  const [status, setStatus] = useState<OrderStatus>(current);
  const change = useChangeOrderStatus(orderId);
  const navigate = useNavigate();

  return (
    <form
      aria-label="Order status"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(status, {
          onSuccess: () => {
            toast.success(`order status changed to ${ORDER_STATUS_LABELS[status]}`);
            navigate('/admin/orders');
          },
        });
      }}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <label htmlFor={id} className={fieldLabel}>
        Update status
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <select
          id={id}
          value={status}
          onChange={(e) => setStatus(e.target.value as OrderStatus)}
          className={field}
        >
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <SubmitButton pending={change.isPending} className="shrink-0">
          Update Status
        </SubmitButton>
      </div>
      <p className="mt-2 text-sm text-stone-600">The customer is e-mailed about the change.</p>
      {change.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {change.error instanceof ApiError ? change.error.message : 'The status could not be changed.'}
        </p>
      )}
    </form>
  );
}
