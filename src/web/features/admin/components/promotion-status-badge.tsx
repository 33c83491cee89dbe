import { PROMOTION_STATUS_LABELS, type PromotionStatus } from '#shared/contract/promotions.ts';

const COLOURS: Record<PromotionStatus, string> = {
  active: 'bg-green-100 text-green-900',
  scheduled: 'bg-brand-100 text-brand-900',
  paused: 'bg-amber-100 text-amber-900',
  expired: 'bg-stone-200 text-stone-800',
  used_up: 'bg-stone-200 text-stone-800',
};

/** Running in green, waiting in the primary colour, paused in amber, over in grey. */
export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${COLOURS[status]}`}
    >
      {PROMOTION_STATUS_LABELS[status]}
    </span>
  );
}
