import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { buttonSecondary } from './styles.ts';

/**
 * A pager either changes state (`onPage`: reviews, my orders) or is made of links (`hrefFor`: the listing, whose
 * pages are addresses of their own that a crawler follows, a visitor middle-clicks or shares, and that work before
 * the page is live or with JavaScript off). `onFollow` runs when a link is followed in this tab.
 */
type How =
  | { onPage: (page: number) => void; hrefFor?: never; onFollow?: never }
  | { hrefFor: (page: number) => string; onFollow?: (page: number) => void; onPage?: never };
type Props = { page: number; totalPages: number } & How;

/** Page numbers to offer: the ends, and the neighbours of the current page; null marks a gap. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** A click the router should answer in this tab: not a middle click, nor one that asks for a new tab or window. */
const inThisTab = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

type ControlProps = {
  how: How;
  to: number;
  /** Off the ends: Previous on the first page, Next on the last. */
  disabled?: boolean;
  rel?: 'prev' | 'next';
  current?: boolean;
  label?: string;
  className: string;
  children: ReactNode;
};

function Control({ how, to, disabled, rel, current, label, className, children }: ControlProps) {
  if (!how.hrefFor) {
    return (
      <button
        type="button"
        onClick={() => how.onPage(to)}
        disabled={disabled}
        aria-current={current ? 'page' : undefined}
        aria-label={label}
        className={className}
      >
        {children}
      </button>
    );
  }
  // A link with nowhere to go has no href; it stays in its place, said to be unavailable (the "disabled link"
  // pattern: an <a> without href is no link, so the role says what it is).
  if (disabled) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled link has no href, by design
      <a role="link" aria-disabled="true" className={className}>
        {children}
      </a>
    );
  }
  const { hrefFor, onFollow } = how;
  return (
    <Link
      to={hrefFor(to)}
      // Paging is not leaving the listing: the page scrolls to its results itself (onFollow).
      preventScrollReset
      rel={rel}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      className={className}
      onClick={(e) => {
        if (inThisTab(e)) onFollow?.(to);
      }}
    >
      {children}
    </Link>
  );
}

/**
 * Previous and Next stay between 1 and ceil(total / perPage) (docs/product.md#catalogue); numbers are a shortcut on
 * wider screens.
 */
export function Pagination({ page, totalPages, ...how }: Props) {
  if (totalPages <= 1) return null;
  const ends = `${buttonSecondary} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`;
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-2">
      <Control how={how} to={page - 1} disabled={page <= 1} rel="prev" className={ends}>
        <ChevronLeftIcon className="size-4" />
        Previous
      </Control>
      <div className="flex flex-col items-center gap-2">
        <ul className="hidden items-center gap-1 md:flex">
          {pageWindow(page, totalPages).map((p, i) =>
            p === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-600">
                …
              </li>
            ) : (
              <li key={p}>
                <Control
                  how={how}
                  to={p}
                  current={p === page}
                  label={`Page ${p}`}
                  className={`inline-flex size-10 items-center justify-center rounded-md text-sm font-semibold ${
                    p === page ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-stone-100'
                  }`}
                >
                  {p}
                </Control>
              </li>
            ),
          )}
        </ul>
        <p className="text-sm text-stone-800">
          Page {page} of {totalPages}
        </p>
      </div>
      <Control how={how} to={page + 1} disabled={page >= totalPages} rel="next" className={ends}>
        Next
        <ChevronRightIcon className="size-4" />
      </Control>
    </nav>
  );
}
