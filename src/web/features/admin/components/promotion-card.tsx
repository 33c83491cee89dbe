import { type ReactNode, useId } from 'react';
import type { PromotionStatus } from '#shared/contract/promotions.ts';
import { PromotionStatusBadge } from './promotion-status-badge.tsx';

type Props = {
  title: string;
  status: PromotionStatus;
  facts: [term: string, detail: string][];
  paused: boolean;
  pending: boolean;
  onEdit: () => void;
  onPause: () => void;
  onDelete: () => void;
  /** Drawn in a monospace face (a code the shopper types), or not (an offer's label). */
  mono?: boolean;
  children?: ReactNode;
};

const action = 'rounded-full border px-3 py-1 text-sm font-medium disabled:opacity-60';

/**
 * One code or offer: its name and status, what it gives and to what, when and how often, and its actions. A card
 * at every width (a shop has tens, not thousands), its facts in columns when there is room.
 */
export function PromotionCard(p: Props) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className={`text-lg font-semibold text-stone-900 ${p.mono ? 'font-mono' : ''}`}>
          {p.title}
        </h3>
        <PromotionStatusBadge status={p.status} />
      </div>
      <dl
        className={`mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 ${p.facts.length > 4 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}
      >
        {p.facts.map(([term, detail]) => (
          <div key={term}>
            <dt className="text-xs font-semibold tracking-wider text-stone-600 uppercase">{term}</dt>
            <dd className="text-stone-900">{detail}</dd>
          </div>
        ))}
      </dl>
      {p.children}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={p.onEdit}
          aria-label={`Edit ${p.title}`}
          className={`${action} border-stone-400 text-stone-800 hover:bg-stone-100`}
        >
          Edit
        </button>
        <button
          type="button"
          onClick={p.onPause}
          disabled={p.pending}
          aria-label={`${p.paused ? 'Resume' : 'Pause'} ${p.title}`}
          className={`${action} border-stone-400 text-stone-800 hover:bg-stone-100`}
        >
          {p.paused ? 'Resume' : 'Pause'}
        </button>
        <button
          type="button"
          onClick={p.onDelete}
          aria-label={`Delete ${p.title}`}
          className={`${action} border-red-300 text-red-800 hover:bg-red-50`}
        >
          Delete
        </button>
      </div>
    </article>
  );
}
