import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { MAX_VARIANTS } from '#shared/contract/admin-products.ts';
import { buttonSecondary } from '#web/components/ui/styles.ts';
import { MATRIX_PAGE_ROWS, MatrixPager } from './matrix-pager.tsx';
import { namesOf } from './matrix-rows.ts';
import {
  MAX_COMBINATIONS,
  matrixOptions,
  type ProductFormApi,
  type VariantMatrix,
} from './use-variant-matrix.ts';
import { VariantBulkActions } from './variant-bulk-actions.tsx';
import { VariantPhotosDialog } from './variant-photos-dialog.tsx';
import { rowLabel, VariantRow } from './variant-row.tsx';

type Props = { form: ProductFormApi; matrix: VariantMatrix };

/** Units left of all the variants together, as typed (a stock not yet a number counts as none). */
function TotalStock({ form }: Props) {
  const rows = useWatch({ control: form.control, name: 'variants' }) ?? [];
  const total = rows.reduce((sum, r) => sum + (/^\s*\d+\s*$/.test(r?.stock ?? '') ? Number(r?.stock) : 0), 0);
  return (
    <p className="text-sm text-stone-800">
      <span className="font-semibold">Total stock: {total.toLocaleString('en-GB')}</span> in{' '}
      {rows.length === 1 ? '1 variant' : `${rows.length} variants`}
    </p>
  );
}

/**
 * The variant matrix (issue 31): one row per combination of the options' values the shop sells, each with its
 * SKU, own price, compare-at price, stock and own photos (chosen in a dialog); the combinations left out, to add
 * back; rows selected to change together. The inputs stay uncontrolled, each row is drawn only when its own props
 * change, and the rows are shown 100 at a time (matrix-pager.tsx); a save refused for a row on another page turns to
 * that page and puts the focus on its field.
 */
export function VariantMatrixFields({ form, matrix }: Props) {
  const { control, formState } = form;
  const hintId = useId();
  const productPrice = useWatch({ control, name: 'price' }) ?? '';
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The row whose photos are being chosen; stable callback, so opening one row's dialog draws no other row.
  const [photosOf, setPhotosOf] = useState<number | null>(null);
  const onPhotos = useCallback((i: number) => setPhotosOf(i), []);
  const selectAll = useRef<HTMLInputElement>(null);
  const { fields, leftOut, tooMany } = matrix;
  const errors = formState.errors.variants;
  const listError = errors?.message ?? errors?.root?.message;
  const [page, setPage] = useState(0);
  const shown = Math.min(page, Math.max(0, Math.ceil(fields.length / MATRIX_PAGE_ROWS) - 1));
  const from = shown * MATRIX_PAGE_ROWS;
  const rowErrors = fields.flatMap((_, i) => (errors?.[i] ? [i] : []));
  const withErrors = new Set(rowErrors.map((i) => Math.floor(i / MATRIX_PAGE_ROWS)));
  // A refused save: the first row with an error is shown and its field focused (the form focuses only fields drawn).
  const firstError = useRef<number | null>(null);
  firstError.current = rowErrors[0] ?? null;
  const focusNext = useRef<`variants.${number}.${'sku' | 'price' | 'compareAtPrice' | 'stock'}` | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per save attempt, with the errors it found.
  useEffect(() => {
    const i = firstError.current;
    if (i === null || Math.floor(i / MATRIX_PAGE_ROWS) === shown) return;
    const field = (['sku', 'price', 'compareAtPrice', 'stock'] as const).find((k) => errors?.[i]?.[k]);
    focusNext.current = field ? `variants.${i}.${field}` : null;
    setPage(Math.floor(i / MATRIX_PAGE_ROWS));
  }, [formState.submitCount]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the page with that row is drawn.
  useEffect(() => {
    if (focusNext.current) form.setFocus(focusNext.current);
    focusNext.current = null;
  }, [shown]);

  // Rows laid out again have new ids: a selection of rows that are gone is forgotten (it selects nothing).
  const chosen = fields.flatMap((f, i) => (selected.has(f.id) ? [i] : []));
  const all = fields.length > 0 && chosen.length === fields.length;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosen.length > 0 && !all;
  });

  const onSelect = useCallback(
    (rowId: string, on: boolean) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(rowId);
        else next.delete(rowId);
        return next;
      }),
    [],
  );
  const options = matrixOptions(form.getValues('options'));

  return (
    <section className="space-y-3" aria-labelledby={`${hintId}-heading`}>
      <h2 id={`${hintId}-heading`} className="text-lg font-semibold text-stone-900">
        Variants
      </h2>
      <p id={hintId} className="text-sm text-stone-600">
        Each combination of the options’ values that you sell, with its stock. Leave the SKU empty to have it
        made from the values, and the price empty to sell at the product’s price (it then follows that price).
        At most {MAX_VARIANTS} variants.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => matrix.sync()} className={buttonSecondary}>
          Generate variants
        </button>
        <TotalStock form={form} matrix={matrix} />
      </div>
      {tooMany !== null && (
        <p role="alert" className="text-sm font-medium text-red-700">
          These options make {tooMany.toLocaleString('en-GB')} combinations, more than {MAX_COMBINATIONS} can
          be listed: remove some values first.
        </p>
      )}
      <VariantBulkActions
        form={form}
        rows={chosen}
        onLeaveOut={() => {
          matrix.leaveOut(chosen);
          setSelected(new Set());
        }}
      />
      <MatrixPager page={shown} total={fields.length} withErrors={withErrors} onPage={setPage} />
      {/* On a phone the table is wider than the screen and scrolls in this box, which the keyboard can focus. It is
          positioned so that it also clips the rows' visually hidden texts (absolutely placed), which would else
          widen the page by the table's width. */}
      <section
        aria-label="Variants table"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus itself, or the keyboard cannot scroll it with the arrow keys.
        tabIndex={0}
        className="relative overflow-x-auto rounded-md ring-1 ring-stone-200"
      >
        <table className="w-full min-w-[54rem] text-sm" aria-describedby={hintId}>
          <caption className="sr-only">Variants</caption>
          <thead className="bg-stone-50 text-left text-xs tracking-wider text-stone-600 uppercase">
            <tr>
              <th scope="col" className="w-10 px-2 py-2">
                <input
                  ref={selectAll}
                  type="checkbox"
                  checked={all}
                  disabled={fields.length === 0}
                  onChange={(e) =>
                    setSelected(e.target.checked ? new Set(fields.map((f) => f.id)) : new Set())
                  }
                  aria-label="Select all variants"
                  className="size-5"
                />
              </th>
              <th scope="col" className="px-2 py-2">
                Variant
              </th>
              <th scope="col" className="px-2 py-2">
                SKU
              </th>
              <th scope="col" className="px-2 py-2">
                Price (£)
              </th>
              <th scope="col" className="px-2 py-2">
                Compare-at (£)
              </th>
              <th scope="col" className="px-2 py-2">
                Stock
              </th>
              <th scope="col" className="px-2 py-2">
                Photos
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {fields.slice(from, from + MATRIX_PAGE_ROWS).map((f, k) => {
              const i = from + k;
              const e = errors?.[i];
              return (
                <VariantRow
                  key={f.id}
                  form={form}
                  index={i}
                  rowId={f.id}
                  values={f.values}
                  selected={selected.has(f.id)}
                  onSelect={onSelect}
                  productPrice={productPrice}
                  onPhotos={onPhotos}
                  combination={e?.values?.message ?? e?.values?.root?.message}
                  sku={e?.sku?.message}
                  price={e?.price?.message}
                  compareAtPrice={e?.compareAtPrice?.message}
                  stock={e?.stock?.message}
                  imageUrls={
                    e?.imageUrls?.message ?? e?.imageUrls?.root?.message ?? e?.imageUrls?.[0]?.message
                  }
                />
              );
            })}
          </tbody>
        </table>
      </section>
      <VariantPhotosDialog
        form={form}
        rows={photosOf === null ? null : [photosOf]}
        onClose={() => setPhotosOf(null)}
      />
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      {leftOut.length > 0 && (
        <details className="rounded-md border border-stone-200 p-3">
          <summary className="cursor-pointer text-sm font-semibold text-stone-800">
            Left out: {leftOut.length === 1 ? '1 combination' : `${leftOut.length} combinations`}
          </summary>
          <ul className="mt-2 flex flex-wrap gap-2">
            {leftOut.map((keys) => {
              const label = rowLabel(namesOf(options, keys));
              return (
                <li key={keys.join('|')}>
                  <button type="button" onClick={() => matrix.addBack(keys)} className={buttonSecondary}>
                    Add back {label}
                  </button>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </section>
  );
}
