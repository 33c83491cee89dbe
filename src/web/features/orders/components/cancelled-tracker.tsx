import { CloseIcon } from '#web/components/ui/icons.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';

export type Cancellation = { at: string; note: string | null };

/**
 * What the tracker shows for a cancelled order (docs/product.md#orders): 'Cancelled', when and why, instead of a
 * progress bar stopped half-way, which would read as an order still on its way.
 */
export function CancelledTracker({ cancellation }: { cancellation: Cancellation | undefined }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-stone-100 p-4 text-stone-800">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-stone-500 bg-white text-stone-700"
      >
        <CloseIcon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">Cancelled</p>
        {cancellation && (
          <>
            <p className="text-sm">
              This order was cancelled on{' '}
              <time dateTime={cancellation.at}>{formatDateTime(cancellation.at)}</time>.
            </p>
            {cancellation.note && <p className="text-sm break-words">Reason: {cancellation.note}</p>}
          </>
        )}
      </div>
    </div>
  );
}
