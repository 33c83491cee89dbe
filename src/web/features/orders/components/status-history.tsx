import type { Order } from '../../../../shared/contract/checkout.ts';
import { isPlacedStatus, ORDER_STATUS_LABELS } from '../../../../shared/order-status.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

/** Every status the order has had since it was placed, oldest first, with when (the steps before are the shop's). */
export function StatusHistory({ history }: { history: Order['history'] }) {
  const placed = history.filter((h) => isPlacedStatus(h.status));
  return (
    <ol className="space-y-3">
      {placed.map((h) => (
        <li key={`${h.status}-${h.at}`} className="flex flex-wrap items-baseline justify-between gap-x-4">
          <span className="font-medium text-stone-900">{ORDER_STATUS_LABELS[h.status]}</span>
          <time dateTime={h.at} className="text-sm text-stone-700">
            {formatDateTime(h.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
