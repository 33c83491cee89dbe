import type { Refund, RefundStatus } from '#shared/contract/refunds.ts';
import { REFUND_STATUS_LABELS } from '#shared/contract/refunds.ts';
import { choiceText } from '#shared/line-choice.ts';
import { formatPence } from '#shared/money.ts';
import { textLink } from '#web/components/ui/styles.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

/**
 * How a refund's state reads to the shopper. A failed one is the shop's to send again (decision 019), so it says
 * that rather than 'Failed', and the card provider's own words for it stay with the admin.
 */
const SHOPPER_LABELS: Record<RefundStatus, string> = { ...REFUND_STATUS_LABELS, failed: 'Being retried' };

const EXPLANATIONS: Record<RefundStatus, string> = {
  pending: 'Your card provider is processing it.',
  succeeded:
    'Sent back to the card you paid with. It usually reaches your account within 5 to 10 working days.',
  failed: 'It did not go through the first time. We will send it again.',
};

const pill: Record<RefundStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  succeeded: 'bg-green-50 text-green-800 ring-green-700/30',
  failed: 'bg-stone-100 text-stone-800 ring-stone-600/40',
};

/**
 * The order's refunds, oldest first: when, how much, where it stands, why, what it covers, and its credit note (a
 * PDF the server numbers when the refund is made, issue 32).
 */
export function RefundList({ orderId, refunds }: { orderId: string; refunds: Refund[] }) {
  return (
    <ol className="divide-y divide-stone-200">
      {refunds.map((r) => (
        <li key={r.id} className="py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <p className="font-semibold tabular-nums text-stone-900">
              <span className="sr-only">Refund of </span>
              {formatPence(r.amount)}
            </p>
            <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ${pill[r.status]}`}>
              {SHOPPER_LABELS[r.status]}
            </span>
          </div>
          <p className="text-sm text-stone-700">
            <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
          </p>
          <p className="mt-1 text-sm text-stone-700">{EXPLANATIONS[r.status]}</p>
          <p className="mt-1 text-sm break-words text-stone-800">Reason: {r.reason}</p>
          <Covers refund={r} />
          <a
            href={`/api/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(r.id)}/credit-note.pdf`}
            target="_blank"
            rel="noopener"
            className={`${textLink} mt-2 inline-block text-sm`}
          >
            Credit note{' '}
            <span className="sr-only">
              for the refund of {formatPence(r.amount)} (PDF, opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}

function Covers({ refund }: { refund: Refund }) {
  const parts = [
    ...refund.lines.map((l) => ({
      key: `line-${l.position}`,
      what: `${l.qty} × ${l.name} (${choiceText(l)})`,
      amount: l.amount,
    })),
    ...(refund.shipping > 0 ? [{ key: 'shipping', what: 'Shipping', amount: refund.shipping }] : []),
    ...(refund.goodwill > 0 ? [{ key: 'goodwill', what: 'Goodwill', amount: refund.goodwill }] : []),
  ];
  if (parts.length === 0) return null;
  return (
    <div className="mt-2 text-sm text-stone-700">
      <p className="font-medium text-stone-800">It covers:</p>
      <ul className="mt-1 space-y-1">
        {parts.map((p) => (
          <li key={p.key} className="flex justify-between gap-4">
            <span className="min-w-0 break-words">{p.what}</span>
            <span className="shrink-0 tabular-nums">{formatPence(p.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
