import { useId } from 'react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../../shared/order-status.ts';
import { field, fieldLabel } from '../../../components/ui/styles.ts';

type Props = { value: OrderStatus | undefined; onChange: (value: OrderStatus | undefined) => void };

/** Narrows the list to one status; the list holds placed orders only, and says so. */
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
        onChange={(e) => onChange((e.target.value || undefined) as OrderStatus | undefined)}
        className={field}
      >
        <option value="">All placed orders</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
