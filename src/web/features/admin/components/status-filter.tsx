import { useId } from 'react';
import { ORDER_STATUS_LABELS, PAID_STATUSES, type PaidStatus, TO_SHIP } from '#shared/order-status.ts';
import { field, fieldLabel } from '#web/components/ui/styles.ts';

/** What the orders list can be narrowed to: one status, or what is still to ship (placed or processing). */
export const ORDER_FILTERS = [TO_SHIP, ...PAID_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

type Props = { value: OrderFilter | undefined; onChange: (value: OrderFilter | undefined) => void };

/**
 * Narrows the list to one status, Cancelled included, or to the orders still to ship (issue 32: the packer's list);
 * the list holds paid orders only, and says so.
 */
export function StatusFilter({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="sm:w-56">
      <label htmlFor={id} className={fieldLabel}>
        Status
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as OrderFilter | undefined)}
        className={field}
      >
        <option value="">All paid orders</option>
        <option value={TO_SHIP}>To ship (placed or processing)</option>
        {PAID_STATUSES.map((s: PaidStatus) => (
          <option key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
