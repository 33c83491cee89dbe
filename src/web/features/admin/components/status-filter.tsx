import { useId } from 'react';
import { ORDER_STATUS_LABELS, PAID_STATUSES, type PaidStatus } from '#shared/order-status.ts';
import { field, fieldLabel } from '#web/components/ui/styles.ts';

type Props = { value: PaidStatus | undefined; onChange: (value: PaidStatus | undefined) => void };

/** Narrows the list to one status, Cancelled included; the list holds paid orders only, and says so. */
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
        onChange={(e) => onChange((e.target.value || undefined) as PaidStatus | undefined)}
        className={field}
      >
        <option value="">All paid orders</option>
        {PAID_STATUSES.map((s) => (
          <option key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
