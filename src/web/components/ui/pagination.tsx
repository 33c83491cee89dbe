import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { buttonSecondary } from './styles.ts';

type Props = { page: number; totalPages: number; onPage: (page: number) => void };

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

/**
 * Previous and Next stay between 1 and ceil(total / perPage) (docs/product.md#catalogue); numbers are a shortcut on
 * wider screens.
 */
export function Pagination({ page, totalPages, onPage }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-2">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} className={buttonSecondary}>
        <ChevronLeftIcon className="size-4" />
        Previous
      </button>
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
                <button
                  type="button"
                  onClick={() => onPage(p)}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={`Page ${p}`}
                  className={`inline-flex size-10 items-center justify-center rounded-md text-sm font-semibold ${
                    p === page ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-stone-100'
                  }`}
                >
                  {p}
                </button>
              </li>
            ),
          )}
        </ul>
        <p className="text-sm text-stone-800">
          Page {page} of {totalPages}
        </p>
      </div>
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        className={buttonSecondary}
      >
        Next
        <ChevronRightIcon className="size-4" />
      </button>
    </nav>
  );
}
