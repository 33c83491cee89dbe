import { useId } from 'react';
import type { Refund } from '#shared/contract/refunds.ts';
import { formatPence } from '#shared/money.ts';
import { Spinner } from '#web/components/ui/icons.tsx';
import { buttonSecondary, textLink } from '#web/components/ui/styles.ts';
import { formatDateTime } from './format.ts';
import { RefundStatusBadge } from './refund-status-badge.tsx';

type Props = { orderId: string; refund: Refund; retrying: boolean; onRetry: () => void };

/**
 * One refund: when, how much, where it stands (with the provider's reason when it failed), why, and what it gave
 * back. A failed one is tried again, not made anew: its units and shipping stay reserved for it.
 */
export function RefundItem({ orderId, refund: r, retrying, onRetry }: Props) {
  const headingId = useId();
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-stone-900">
          <span className="tabular-nums">{formatPence(r.amount)}</span>{' '}
          <span className="font-normal text-stone-600">
            on <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
          </span>
        </h3>
        <RefundStatusBadge status={r.status} />
      </div>
      {r.status === 'failed' && (
        <p className="text-sm font-medium text-red-700">
          {r.failureReason ?? 'The card provider did not make the refund.'}
        </p>
      )}
      <p className="text-sm break-words text-stone-700">Reason: {r.reason}</p>
      <ul className="space-y-0.5 text-sm text-stone-700">
        {r.lines.map((l) => (
          <li key={l.position}>
            {l.qty} × {l.name} ({l.size}) · <span className="tabular-nums">{formatPence(l.amount)}</span> ·{' '}
            {l.restock ? 'restocked' : 'not restocked'}
          </li>
        ))}
        {r.shipping > 0 && (
          <li>
            Shipping fee · <span className="tabular-nums">{formatPence(r.shipping)}</span>
          </li>
        )}
        {r.goodwill > 0 && (
          <li>
            Goodwill · <span className="tabular-nums">{formatPence(r.goodwill)}</span>
          </li>
        )}
      </ul>
      <a
        href={`/api/admin/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(r.id)}/credit-note.pdf`}
        target="_blank"
        rel="noopener"
        className={`${textLink} inline-block text-sm`}
      >
        Credit note{' '}
        <span className="sr-only">for the refund of {formatPence(r.amount)} (PDF, opens in a new tab)</span>
      </a>
      {r.status === 'failed' && (
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying || undefined}
          aria-describedby={headingId}
          className={buttonSecondary}
        >
          {retrying && <Spinner className="size-4" />}
          Try again
        </button>
      )}
    </li>
  );
}
