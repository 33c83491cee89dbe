import { useId, useLayoutEffect, useRef, useState } from 'react';
import { MAX_IMAGES } from '#shared/contract/admin-products.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { buttonOutline, buttonPrimary, buttonSecondary, fieldLabel } from '#web/components/ui/styles.ts';
import { ImageUploader } from './image-uploader.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { keepFocus, onMoveKeys } from './reorder-keys.ts';
import type { ProductFormApi } from './use-variant-matrix.ts';
import { fallbackText, type PoolPhoto, photoPool } from './variant-photos.ts';
import { rowLabel } from './variant-row.tsx';

type Props = {
  form: ProductFormApi;
  /** The matrix rows whose photos are being chosen; null when the dialog is closed. */
  rows: number[] | null;
  onClose: () => void;
  /** Called with the number of rows changed, when the owner keeps the photos chosen. */
  onApplied?: (count: number) => void;
};

/**
 * A variant's own photos (issue 31), or several variants' at once: picked from the product's photos (and its
 * shades' and other variants'), uploaded here, put in order. Nothing changes in the form until the owner keeps
 * them, so Cancel, Close and Escape leave the rows as they were; the focus then goes back to the control that
 * opened the dialog. The browser's modal does so itself, but here the content holding the focus is removed before
 * the dialog closes, so it is done again once closed.
 */
export function VariantPhotosDialog({ form, rows, onClose, onApplied }: Props) {
  const opener = useRef<Element | null>(null);
  const open = rows !== null;
  // Layout effects run before the modal's showModal (a passive effect), so this is still the opening control.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  const close = () => {
    onClose();
    keepFocus(opener.current);
  };
  const first = rows?.[0];
  const title =
    rows === null
      ? ''
      : rows.length === 1 && first !== undefined
        ? `Photos of ${rowLabel(form.getValues(`variants.${first}.values`))}`
        : `Photos of ${rows.length} variants`;
  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={title}
      className="w-[min(44rem,94vw)] p-4 sm:p-6"
      titleClassName="text-xl sm:text-2xl"
    >
      {rows && (
        <PhotosEditor
          form={form}
          rows={rows}
          onCancel={close}
          onApply={(urls) => {
            // Set plainly and checked once (variant-bulk-actions.tsx says why).
            for (const i of rows) form.setValue(`variants.${i}.imageUrls`, [...urls]);
            if (form.formState.isSubmitted) void form.trigger('variants');
            onApplied?.(rows.length);
            close();
          }}
        />
      )}
    </ModalDialog>
  );
}

type EditorProps = {
  form: ProductFormApi;
  rows: number[];
  onCancel: () => void;
  onApply: (urls: string[]) => void;
};

/** Where the rows start: their photos when they all have the same (else none), and what the product offers. */
function startOf(form: ProductFormApi, rows: number[]) {
  const values = form.getValues();
  const lists = rows.map((i) => values.variants[i]?.imageUrls ?? []);
  const same = lists.every((l) => l.join('\n') === lists[0]?.join('\n'));
  const first = rows[0];
  return {
    pool: photoPool(values),
    draft: same ? [...(lists[0] ?? [])] : [],
    differ: !same,
    fallback: rows.length === 1 && first !== undefined ? `it shows ${fallbackText(values, first)}` : null,
  };
}

// Mounted while the dialog is open only: each opening starts from the rows as they are, and an upload that ends
// after a Cancel lands in an editor that is gone (nothing happens) rather than in the next one.
function PhotosEditor({ form, rows, onCancel, onApply }: EditorProps) {
  const base = useId();
  const [start] = useState(() => startOf(form, rows));
  const [draft, setDraft] = useState(start.draft);
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  // The draft as last drawn, to tell whether an upload that just ended still has room.
  const drawn = useRef(draft);
  drawn.current = draft;

  const known = new Set(start.pool.map((p) => p.url));
  const pool: PoolPhoto[] = [
    ...start.pool,
    ...uploaded.filter((u) => !known.has(u)).map((url) => ({ url, from: 'new upload' })),
  ];
  const nameOf = (url: string) => `Photo ${pool.findIndex((p) => p.url === url) + 1}`;
  const idOf = (url: string) => `${base}-${pool.findIndex((p) => p.url === url)}`;
  const full = draft.length >= MAX_IMAGES;
  const single = rows.length === 1;
  const without = start.fallback ?? 'each shows its shade’s photos, else the product’s';

  const choose = (url: string, on: boolean) =>
    setDraft((d) => (on ? (d.includes(url) ? d : [...d, url]) : d.filter((u) => u !== url)));
  const move = (j: number, by: -1 | 1) =>
    setDraft((d) => {
      const a = d[j];
      const b = d[j + by];
      if (a === undefined || b === undefined) return d;
      const next = [...d];
      next[j] = b;
      next[j + by] = a;
      return next;
    });
  const remove = (j: number) => {
    const next = draft[j + 1] ?? draft[j - 1];
    choose(draft[j] ?? '', false);
    // The focus goes to the photo that takes its place in the list, or to the list's heading once it is empty.
    keepFocus(null, next ? `${idOf(next)}-remove` : `${base}-chosen`);
  };
  const uploadedOne = (url: string) => {
    setUploaded((u) => [...u, url]);
    if (drawn.current.length >= MAX_IMAGES) {
      setNotice(`Uploaded, not chosen: a variant has at most ${MAX_IMAGES} photos. Remove one to choose it.`);
      return;
    }
    choose(url, true);
    setNotice('Uploaded and chosen.');
  };

  return (
    <div className="mt-3 space-y-5">
      <p className="text-sm text-stone-700">
        {single
          ? 'The product page shows these photos, in this order, when this variant is chosen.'
          : 'The product page shows these photos, in this order, when one of these variants is chosen.'}{' '}
        With none of {single ? 'its' : 'their'} own, {without}.
        {start.differ && ' Their own photos differ now: those chosen here replace each one’s.'}
      </p>
      <section aria-labelledby={`${base}-chosen`} className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${base}-chosen`} tabIndex={-1} className="font-semibold text-stone-900">
            Chosen: {draft.length} of {MAX_IMAGES}
          </h3>
          <button
            type="button"
            disabled={draft.length === 0}
            onClick={() => {
              setDraft([]);
              keepFocus(null, `${base}-chosen`);
            }}
            className={buttonSecondary}
          >
            Clear all
          </button>
        </div>
        {draft.length === 0 ? (
          <p className="rounded-md bg-stone-50 p-3 text-sm text-stone-700">None: {without}.</p>
        ) : (
          <ol aria-labelledby={`${base}-chosen`} className="space-y-2">
            {draft.map((url, j) => {
              const name = nameOf(url);
              return (
                <li
                  key={url}
                  onKeyDown={onMoveKeys((by) => move(j, by))}
                  className="flex flex-wrap items-center gap-2 rounded-md border border-stone-300 p-2"
                >
                  <span aria-hidden className="w-5 text-center text-sm font-semibold text-stone-700">
                    {j + 1}
                  </span>
                  <ProductImage src={url} alt="" sizes="48px" className="size-12 rounded object-cover" />
                  <span className="min-w-0 flex-1 text-sm font-medium text-stone-900">{name}</span>
                  <span className="flex gap-2">
                    <MoveButtons
                      idBase={idOf(url)}
                      name={name}
                      at={j}
                      count={draft.length}
                      onMove={(by) => move(j, by)}
                      text={{ up: 'Up', down: 'Down' }}
                    />
                    <button
                      type="button"
                      id={`${idOf(url)}-remove`}
                      onClick={() => remove(j)}
                      className={buttonSecondary}
                      aria-label={`Remove ${name}`}
                    >
                      Remove
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <fieldset className="space-y-2">
        <legend className={fieldLabel}>Choose from the product’s photos</legend>
        {pool.length === 0 ? (
          <p className="text-sm text-stone-600">The product has no photos yet: upload some below.</p>
        ) : (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2">
            {pool.map((p, n) => {
              const on = draft.includes(p.url);
              return (
                <li key={p.url}>
                  <label className="flex h-full cursor-pointer flex-col items-center gap-1 rounded-md border border-stone-300 bg-white p-1.5 text-center text-xs has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                    <ProductImage src={p.url} alt="" sizes="96px" className="size-20 rounded object-cover" />
                    <span className="flex items-center gap-1.5 text-sm font-medium text-stone-900">
                      <input
                        type="checkbox"
                        checked={on}
                        disabled={full && !on}
                        onChange={(e) => choose(p.url, e.target.checked)}
                        // Named in full here: browsers and test libraries space a label's lines differently.
                        aria-label={p.from ? `Photo ${n + 1}, from ${p.from}` : `Photo ${n + 1}`}
                        className="size-4"
                      />
                      Photo {n + 1}
                    </span>
                    {p.from && <span className="break-words text-stone-600">from {p.from}</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {full && (
          <p className="text-sm text-stone-600">
            A variant has at most {MAX_IMAGES} photos: remove one to choose another.
          </p>
        )}
      </fieldset>
      <div className="space-y-2">
        <h3 className="font-semibold text-stone-900">Or upload new ones</h3>
        <ImageUploader onUploaded={uploadedOne} onBusyChange={setBusy} />
        <p role="status" className="text-sm text-stone-700">
          {busy ? 'Uploading…' : notice}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 pt-4">
        {busy && (
          <p id={`${base}-busy`} className="mr-auto text-sm text-stone-600">
            Waiting for the uploads to finish…
          </p>
        )}
        <button type="button" onClick={onCancel} className={buttonOutline}>
          Cancel
        </button>
        <button
          type="button"
          disabled={busy}
          aria-describedby={busy ? `${base}-busy` : undefined}
          onClick={() => onApply(draft)}
          className={buttonPrimary}
        >
          {single ? 'Use these photos' : `Use for ${rows.length} variants`}
        </button>
      </div>
    </div>
  );
}
