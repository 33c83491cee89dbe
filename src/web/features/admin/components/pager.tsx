import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons.tsx';
import { buttonOutline } from '#web/components/ui/styles.ts';

type Props = { page: number; perPage: number; total: number; onPage: (page: number) => void; label: string };

/** Previous / Next between 1 and the last page, with where we are ("21–40 of 1,234"). */
export function Pager({ page, perPage, total, onPage, label }: Props) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total === 0) return null;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  const fmt = (n: number) => n.toLocaleString('en-US');
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-700" aria-live="polite">
        {fmt(first)}–{fmt(last)} of {fmt(total)} · Page {fmt(page)} of {fmt(pages)}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          className={`${buttonOutline} px-4 py-2`}
        >
          <ChevronLeftIcon className="size-4" />
          Previous
        </button>
        <button
          type="button"
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
          className={`${buttonOutline} px-4 py-2`}
        >
          Next
          <ChevronRightIcon className="size-4" />
        </button>
      </div>
    </nav>
  );
}
