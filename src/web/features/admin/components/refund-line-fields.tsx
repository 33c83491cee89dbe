import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { formatPence } from '#shared/money.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { lineRefundOf, unitsLeft } from '../refund-amounts.ts';
import type { RefundFormValues } from '../refund-form-schema.ts';

type Props = {
  order: AdminOrder;
  register: UseFormRegister<RefundFormValues>;
  errors: FieldErrors<RefundFormValues>;
};

/** The line's name for screen readers only, so "Units to refund" of one line is told apart from the next. */
const ofLine = (text: string, line: { name: string; size: string }) => (
  <>
    {`${text} `}
    <span className="sr-only">
      of {line.name} ({line.size})
    </span>
  </>
);

/**
 * One row per line with units left to refund: how many to refund (0 up to what is left) and whether they go back
 * on sale; a discounted line says what its units left give back, net of its discount (issue 17). The rows keep the lines' positions, so a line refunded in full is left out without renumbering.
 */
export function RefundLineFields({ order, register, errors }: Props) {
  const hintId = useId();
  const open = order.lines.map((line, position) => ({ line, position })).filter((l) => unitsLeft(l.line) > 0);

  if (open.length === 0) {
    return <p className="text-stone-700">Every item of this order has been refunded already.</p>;
  }
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-800">Items</legend>
      <p id={hintId} className="mt-1 text-sm text-stone-600">
        Units put back in stock go on sale again. Opened hair often cannot be resold: untick it for those.
      </p>
      <ul className="mt-2 divide-y divide-stone-200">
        {open.map(({ line, position }) => {
          const left = unitsLeft(line);
          return (
            <li
              key={position}
              className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-start gap-x-4 gap-y-2 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-stone-900">
                  {line.name} ({line.size})
                </p>
                <p className="text-sm text-stone-600">
                  {formatPence(line.unitPrice)} each · {left} of {line.qty} left to refund
                </p>
                {line.discount > 0 && (
                  // A discounted line gives back its share of what was paid, as the server counts it.
                  <p className="text-sm text-emerald-800">
                    {formatPence(line.discount)} discount on this line:{' '}
                    {left === 1 ? 'the unit left gives back' : `the ${left} units left give back`}{' '}
                    {formatPence(lineRefundOf(line, left))}
                  </p>
                )}
                <label className="mt-2 inline-flex items-center gap-2 text-sm text-stone-900">
                  <input
                    type="checkbox"
                    aria-describedby={hintId}
                    className="size-5 accent-brand-700"
                    {...register(`lines.${position}.restock`)}
                  />
                  {ofLine('Put back in stock', line)}
                </label>
              </div>
              <TextField
                label={ofLine('Units to refund', line)}
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                step={1}
                error={errors.lines?.[position]?.qty?.message}
                {...register(`lines.${position}.qty`)}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
