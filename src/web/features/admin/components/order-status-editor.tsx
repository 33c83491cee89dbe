import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CARRIER_CODES, CARRIERS, type Carrier } from '#shared/carriers.ts';
import type { Tracking } from '#shared/contract/tracking.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '#shared/order-status.ts';
import { field, fieldLabel } from '#web/components/ui/styles.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useChangeOrderStatus } from '../api/change-order-status.ts';

type Props = { orderId: string; current: OrderStatus; tracking: Tracking | null };

/**
 * Any of the four statuses, freely (docs/product.md#orders). Saving records it with a history entry and e-mails the
 * customer, toasts 'order status changed to {status}' and returns to the list (docs/product.md#orders). Marking it
 * shipped asks for the parcel's carrier and tracking number (issue 32), which the customer's e-mail and order page
 * show with a link to the carrier's tracking page; a parcel sent without one is shipped with the number left empty.
 */
export function OrderStatusEditor({ orderId, current, tracking }: Props) {
  const id = useId();
  const [status, setStatus] = useState<OrderStatus>(current);
  const [carrier, setCarrier] = useState<Carrier>(tracking?.carrier ?? 'royal_mail');
  const [number, setNumber] = useState(tracking?.number ?? '');
  const change = useChangeOrderStatus(orderId);
  const navigate = useNavigate();
  const shipping = status === 'shipped';
  const withTracking = shipping && number.trim() !== '';
  // One button: beside the status, or, when shipping, after the parcel's fields (their row on a wide screen).
  const submit = (
    <SubmitButton pending={change.isPending} className="shrink-0">
      Update Status
    </SubmitButton>
  );

  return (
    <form
      aria-label="Order status"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(withTracking ? { status, tracking: { carrier, number } } : { status }, {
          onSuccess: (res) => {
            toast.success(
              res.result === 'unchanged'
                ? `order status is already ${ORDER_STATUS_LABELS[status]}`
                : `order status changed to ${ORDER_STATUS_LABELS[status]}`,
            );
            navigate('/admin/orders');
          },
        });
      }}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <label htmlFor={`${id}-status`} className={fieldLabel}>
        Update status
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <select
          id={`${id}-status`}
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
        {!shipping && submit}
      </div>
      {shipping && (
        <fieldset className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
          <legend className="mb-2 text-sm font-medium text-stone-800">The parcel</legend>
          <div>
            <label htmlFor={`${id}-carrier`} className={fieldLabel}>
              Carrier
            </label>
            <select
              id={`${id}-carrier`}
              value={carrier}
              onChange={(e) => setCarrier(e.target.value as Carrier)}
              className={field}
            >
              {CARRIER_CODES.map((c) => (
                <option key={c} value={c}>
                  {CARRIERS[c].name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-number`} className={fieldLabel}>
              Tracking number
            </label>
            <input
              id={`${id}-number`}
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-number-hint`}
              className={field}
            />
          </div>
          {submit}
          <p id={`${id}-number-hint`} className="text-sm text-stone-600 sm:col-span-3">
            The customer gets it with a link to the carrier's tracking page. Leave it empty for a parcel sent
            without one.
          </p>
        </fieldset>
      )}
      <p className="mt-2 text-sm text-stone-600">The customer is e-mailed about the change.</p>
      {change.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {change.error instanceof ApiError ? change.error.message : 'The status could not be changed.'}
        </p>
      )}
    </form>
  );
}
