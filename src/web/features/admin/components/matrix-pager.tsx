import { buttonSecondary } from '#web/components/ui/styles.ts';

/** Rows of the variant matrix drawn at once: more rows of inputs than this made every keystroke slow. */
export const MATRIX_PAGE_ROWS = 100;

type Props = {
  /** The page shown, from 0. */
  page: number;
  /** How many rows there are. */
  total: number;
  /** Pages holding a row with an error, from 0: named in the page list so they can be found. */
  withErrors: ReadonlySet<number>;
  onPage: (page: number) => void;
};

const count = (n: number) => n.toLocaleString('en-GB');

/**
 * The variant matrix's pages of 100 rows (issue 31): at 2,048 variants a table of every row's inputs took the
 * browser seconds per keystroke on a computer and a minute on a phone (bench:admin-matrix), so the rows are shown a
 * hundred at a time; selection, bulk changes and the total cover every row. Hidden when all rows fit one page.
 */
export function MatrixPager({ page, total, withErrors, onPage }: Props) {
  const pages = Math.ceil(total / MATRIX_PAGE_ROWS);
  if (pages <= 1) return null;
  const range = (p: number) =>
    `${count(p * MATRIX_PAGE_ROWS + 1)}–${count(Math.min(total, (p + 1) * MATRIX_PAGE_ROWS))}`;
  return (
    <nav aria-label="Pages of variants" className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        className={buttonSecondary}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        Previous {MATRIX_PAGE_ROWS}
      </button>
      <label className="flex items-center gap-2 text-stone-800">
        <span>Showing variants</span>
        <select
          value={page}
          onChange={(e) => onPage(Number(e.target.value))}
          className="rounded-md border border-stone-500 bg-white px-2 py-2"
        >
          {Array.from({ length: pages }, (_, p) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a page is its number.
            <option key={p} value={p}>
              {range(p)}
              {withErrors.has(p) ? ' (has errors)' : ''}
            </option>
          ))}
        </select>
        <span>of {count(total)}</span>
      </label>
      <button
        type="button"
        className={buttonSecondary}
        disabled={page === pages - 1}
        onClick={() => onPage(page + 1)}
      >
        Next {MATRIX_PAGE_ROWS}
      </button>
    </nav>
  );
}
