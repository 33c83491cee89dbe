import { CANCELLED, ORDER_STATUSES, type PaidStatus } from '#shared/order-status.ts';
import { CheckIcon } from '#web/components/ui/icons.tsx';
import { type Cancellation, CancelledTracker } from './cancelled-tracker.tsx';

const STEPS: Record<(typeof ORDER_STATUSES)[number], string> = {
  placed: 'Order-Placed',
  processing: 'Processing',
  shipped: 'Order-Shipped',
  delivered: 'Order-Delivered',
};

type Props = {
  status: PaidStatus;
  /** A cancelled order's entry in its history: when and why. */
  cancellation?: Cancellation;
};

/**
 * The four-step tracker (docs/product.md#orders, docs/product.md#accessibility): an ordered list in which the steps up
 * to the current status are highlighted and the current one carries aria-current="step". The admin may set any status,
 * so a step is "done" by its place in the list, not by the order's history. A cancelled order is outside the four steps
 * (docs/product.md#orders): it says so instead.
 */
export function OrderTracker({ status, cancellation }: Props) {
  if (status === CANCELLED) return <CancelledTracker cancellation={cancellation} />;
  const current = ORDER_STATUSES.indexOf(status);
  return (
    <ol aria-label="Order progress" className="grid grid-cols-4 gap-1 sm:gap-2">
      {ORDER_STATUSES.map((step, i) => {
        const reached = i <= current;
        return (
          <li
            key={step}
            aria-current={i === current ? 'step' : undefined}
            className="flex flex-col items-center gap-2 text-center"
          >
            <span className="flex w-full items-center" aria-hidden="true">
              <span
                className={`h-1 flex-1 ${i === 0 ? 'invisible' : reached ? 'bg-brand-700' : 'bg-stone-300'}`}
              />
              <span
                className={`flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  reached
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-stone-400 bg-white text-stone-600'
                }`}
              >
                {reached ? <CheckIcon className="size-5" /> : i + 1}
              </span>
              <span
                className={`h-1 flex-1 ${i === ORDER_STATUSES.length - 1 ? 'invisible' : i < current ? 'bg-brand-700' : 'bg-stone-300'}`}
              />
            </span>
            <span
              className={`text-xs break-words sm:text-sm ${reached ? 'font-semibold text-brand-800' : 'text-stone-600'}`}
            >
              {STEPS[step]}
              {reached && i !== current && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
