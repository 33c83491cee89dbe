import { type ComponentProps, memo } from 'react';
import { useWatch } from 'react-hook-form';
import { variantLabel } from '#shared/variant-matrix.ts';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { field } from '#web/components/ui/styles.ts';
import { variantPriceNote } from '../variant-price.ts';
import type { ProductFormApi } from './use-variant-matrix.ts';

/** A row's errors as text, so a row whose errors did not change is not drawn again (see `memo` below). */
export type RowErrors = {
  combination?: string;
  sku?: string;
  price?: string;
  compareAtPrice?: string;
  stock?: string;
  imageUrls?: string;
};

type Props = {
  form: ProductFormApi;
  index: number;
  /** The row's id in the field array: its inputs' ids and its selection. */
  rowId: string;
  values: string[];
  selected: boolean;
  onSelect: (rowId: string, on: boolean) => void;
  productPrice: string;
  /** Opens the dialog choosing this row's own photos. */
  onPhotos: (index: number) => void;
} & RowErrors;

/** The variant's label; a new value yet reads as such rather than as an empty gap. */
export const rowLabel = (values: readonly string[]) =>
  variantLabel(values.map((v) => v.trim() || '(new value)'));

/** A row's photos in words, for its Photos button's description. */
export const photoSummary = (count: number) =>
  count === 0
    ? 'None of its own: it shows its shade’s photos, else the product’s'
    : `${count === 1 ? '1 photo' : `${count} photos`} of its own`;

type CellProps = ComponentProps<'input'> & { id: string; label: string; hint?: string; error?: string };

/** An input in a table cell: named for screen readers with its column and row ("Stock, 1B · 14″"). */
function CellInput({ id, label, hint, error, className, ...input }: CellProps) {
  const describedBy = [hint && !error && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <input
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${field} px-2 py-2`}
        {...input}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One variant of the matrix: its combination, SKU, own price, compare-at price and stock. Its inputs are
 * uncontrolled (registered), and it is drawn again only when its own props change: typing in one row of 2,048 does
 * not draw the others.
 */
export const VariantRow = memo(function VariantRow(props: Props) {
  const { form, index: i, rowId, values, selected, onSelect, productPrice, onPhotos } = props;
  const { register, control } = form;
  const own = useWatch({ control, name: `variants.${i}.price` }) ?? '';
  // A rename updates the row's names in place (see use-variant-matrix.ts): read them as they are now.
  const names = useWatch({ control, name: `variants.${i}.values` }) ?? values;
  const label = rowLabel(names);
  const note = variantPriceNote(productPrice, own);

  return (
    <tr className={selected ? 'bg-brand-50' : undefined}>
      <td className="px-2 py-2 align-top">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(rowId, e.target.checked)}
          aria-label={`Select ${label}`}
          aria-describedby={props.combination ? `${rowId}-combination-error` : undefined}
          className="mt-3 size-5"
        />
      </td>
      <th scope="row" className="px-2 py-2 pt-4 text-left align-top font-medium text-stone-900">
        {label}
        {props.combination && (
          <span id={`${rowId}-combination-error`} className="mt-1 block text-xs font-medium text-red-700">
            {props.combination}
          </span>
        )}
      </th>
      <td className="px-2 py-2 align-top">
        <CellInput
          id={`${rowId}-sku`}
          label={`SKU, ${label}`}
          placeholder="made from the values"
          autoComplete="off"
          spellCheck={false}
          error={props.sku}
          className="min-w-40"
          {...register(`variants.${i}.sku`)}
        />
      </td>
      <td className="px-2 py-2 align-top">
        <CellInput
          id={`${rowId}-price`}
          label={`Price (£), ${label}`}
          inputMode="decimal"
          placeholder={note.placeholder}
          hint={note.hint}
          error={props.price}
          className="min-w-36"
          {...register(`variants.${i}.price`)}
        />
      </td>
      <td className="px-2 py-2 align-top">
        <CellInput
          id={`${rowId}-compare`}
          label={`Compare-at price (£), ${label}`}
          inputMode="decimal"
          placeholder="None"
          error={props.compareAtPrice}
          className="min-w-28"
          {...register(`variants.${i}.compareAtPrice`)}
        />
      </td>
      <td className="px-2 py-2 align-top">
        <CellInput
          id={`${rowId}-stock`}
          label={`Stock, ${label}`}
          inputMode="numeric"
          error={props.stock}
          className="min-w-20"
          {...register(`variants.${i}.stock`)}
        />
      </td>
      <td className="px-2 py-2 align-top">
        <PhotosButton
          form={form}
          index={i}
          rowId={rowId}
          label={label}
          error={props.imageUrls}
          onPhotos={onPhotos}
        />
      </td>
    </tr>
  );
});

type PhotosProps = {
  form: ProductFormApi;
  index: number;
  rowId: string;
  label: string;
  error?: string;
  onPhotos: (index: number) => void;
};

/**
 * The row's own photos at a glance (the first one and how many) and the button that opens their dialog. Named for
 * its row ("Photos of #613 · 22″"); what it holds is its description, read after the name.
 */
function PhotosButton({ form, index: i, rowId, label, error, onPhotos }: PhotosProps) {
  const own = useWatch({ control: form.control, name: `variants.${i}.imageUrls` }) ?? [];
  const summaryId = `${rowId}-photos`;
  return (
    <div className="min-w-32">
      <button
        type="button"
        onClick={() => onPhotos(i)}
        aria-label={`Photos of ${label}`}
        aria-describedby={error ? `${summaryId} ${summaryId}-error` : summaryId}
        aria-haspopup="dialog"
        className={`flex min-h-11 w-full items-center gap-2 rounded-md border bg-white px-2 py-1 text-left text-sm text-stone-800 hover:bg-stone-100 ${
          error ? 'border-red-700' : 'border-stone-500'
        }`}
      >
        {own[0] ? (
          <ProductImage src={own[0]} alt="" sizes="32px" className="size-8 shrink-0 rounded object-cover" />
        ) : (
          <span aria-hidden className="size-8 shrink-0 rounded border border-dashed border-stone-400" />
        )}
        <span className="whitespace-nowrap leading-tight">
          <span className="block font-semibold">Photos</span>
          <span className="block text-xs text-stone-600">Own: {own.length > 0 ? own.length : 'none'}</span>
        </span>
      </button>
      <p id={summaryId} className="sr-only">
        {photoSummary(own.length)}
      </p>
      {error && (
        <p id={`${summaryId}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
