import type { Order } from '#shared/contract/checkout.ts';
import { historyNoteLabel, ORDER_STATUS_LABELS, PAID_STATUSES } from '#shared/order-status.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

const paid = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);

/**
 * Every status the order has had since it was placed, oldest first, with when (the steps before are the shop's);
 * a cancellation with its reason, a shipment with its parcel.
 */
export function StatusHistory({ history }: { history: Order['history'] }) {
  return (
    <ol className="space-y-3">
      {history
        .filter((h) => paid(h.status))
        .map((h) => (
          <li key={`${h.status}-${h.at}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-medium text-stone-900">{ORDER_STATUS_LABELS[h.status]}</span>
              <time dateTime={h.at} className="text-sm text-stone-700">
                {formatDateTime(h.at)}
              </time>
            </div>
            {h.note && (
              <p className="text-sm break-words text-stone-700">
                {historyNoteLabel(h.status)}: {h.note}
              </p>
            )}
          </li>
        ))}
    </ol>
  );
}
