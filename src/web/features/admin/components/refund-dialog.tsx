import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { formatPence } from '#shared/money.ts';
import { FormFooter } from '#web/components/ui/form-footer.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { TextArea } from '#web/components/ui/text-area.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { refundTotal, remainingToRefund, shippingRefundable } from '../refund-amounts.ts';
import {
  emptyRefundForm,
  NOTHING_CHOSEN_MESSAGE,
  type RefundFormOutput,
  type RefundFormValues,
  refundFormSchema,
  typedChoice,
} from '../refund-form-schema.ts';
import { newRequestKey } from '../request-key.ts';
import { RefundLineFields } from './refund-line-fields.tsx';

type Props = { order: AdminOrder; open: boolean; onClose: () => void };

const FAILED = 'The refund could not be made.';

/**
 * Refunds chosen units (each put back in stock or not), the shipping fee and a goodwill amount, with a reason the
 * customer is shown. The form is drawn afresh at each opening, with a new request key.
 */
export function RefundDialog({ order, open, onClose }: Props) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Refund order"
      className="max-h-[92dvh] w-[min(40rem,94vw)] overflow-y-auto p-5 sm:p-6"
    >
      {open && <RefundForm order={order} onDone={onClose} />}
    </ModalDialog>
  );
}

function RefundForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  // One key per opening, kept across submits: a second submit after a lost answer is the same refund.
  const [requestKey] = useState(newRequestKey);
  const refund = useRefundOrder(order.id);
  const schema = useMemo(() => refundFormSchema(order), [order]);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<RefundFormValues, unknown, RefundFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyRefundForm(order),
  });
  // For display only: the server counts the refund again and refuses one beyond what remains.
  const total = refundTotal(order, typedChoice(watch()));
  const remaining = remainingToRefund(order);

  const submit = (choice: RefundFormOutput) => {
    const amount = refundTotal(order, choice);
    if (amount === 0) {
      setError('root.nothing', { message: NOTHING_CHOSEN_MESSAGE });
      return;
    }
    refund.mutate(
      { requestKey, ...choice },
      {
        onSuccess: (updated) => {
          const made = updated.refunds.at(-1);
          if (made?.status === 'failed') {
            toast.error(`The refund of ${formatPence(made.amount)} failed: ${made.failureReason ?? FAILED}`);
          } else toast.success(`Refund of ${formatPence(made?.amount ?? amount)} made`);
          onDone();
        },
      },
    );
  };
  const problem =
    errors.root?.nothing?.message ??
    (refund.isError ? (refund.error instanceof ApiError ? refund.error.message : FAILED) : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Refund" className="mt-4 space-y-5">
      <p className="text-sm text-stone-700">
        Paid {formatPence(order.amounts.total)} · {formatPence(remaining)} remains to be refunded.
      </p>
      <RefundLineFields order={order} register={register} errors={errors} />
      {shippingRefundable(order) && (
        <label className="flex items-center gap-2 text-stone-900">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('shipping')} />
          Refund shipping fee ({formatPence(order.amounts.shipping)})
        </label>
      )}
      <TextField
        label="Goodwill amount (£)"
        hint="Given back on top of items and shipping, e.g. for a late delivery"
        inputMode="decimal"
        autoComplete="off"
        className="sm:max-w-xs"
        error={errors.goodwill?.message}
        {...register('goodwill')}
      />
      <TextArea
        label="Reason (shown to the customer)"
        rows={3}
        required
        error={errors.reason?.message}
        {...register('reason')}
      />
      <div aria-live="polite" className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
        <p className="text-lg text-stone-900">
          Refund <strong className="tabular-nums">{formatPence(total)}</strong>
        </p>
        {total > remaining && (
          <p className="mt-1 text-sm font-medium text-amber-900">
            This is more than the {formatPence(remaining)} that remains to be refunded, so it will be refused.
          </p>
        )}
      </div>
      <FormFooter problem={problem} pending={refund.isPending} onCancel={onDone}>
        Make refund
      </FormFooter>
    </form>
  );
}
