import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { MAX_LENGTHS } from '#shared/contract/admin-products.ts';
import { buttonOutline } from '#web/components/ui/styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { lengthPriceNote } from '../length-price.ts';
import { EMPTY_VARIANT, type ProductFormOutput, type ProductFormValues } from '../product-form-schema.ts';

type Props = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
};

/** A visible label with the row's number for screen readers, so "Stock 2" is told apart from "Stock 1". */
const rowLabel = (text: string, row: number) => (
  <>
    {text}
    <span className="sr-only"> {row}</span>
  </>
);

/**
 * The product's lengths as rows (docs/product.md#lengths): each a length, its own price in pounds (empty: the product's
 * price, shown as the placeholder) and its stock. Under each price, the price that length sells at and whose it
 * is, as the owner types: a length without a price of its own follows the product's price when that changes (issue
 * 19). At least one row; a row without a length is left out on saving.
 */
export function VariantRowsFields({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const rows = useWatch({ control, name: 'variants' });
  const productPrice = useWatch({ control, name: 'price' }) ?? '';
  const listError = errors.variants?.message ?? errors.variants?.root?.message;

  return (
    <fieldset className="space-y-3" aria-describedby="variant-rows-hint">
      <legend className="mb-1 text-sm font-semibold text-stone-800">Lengths</legend>
      <p id="variant-rows-hint" className="text-sm text-stone-600">
        One row per length, e.g. 14". Leave a length's price empty to sell it at the product's price: it then
        follows the product's price when you change it.
      </p>
      <ol className="space-y-4">
        {fields.map((f, i) => {
          const length = rows?.[i]?.length?.trim() ?? '';
          const rowErrors = errors.variants?.[i];
          const note = lengthPriceNote(productPrice, rows?.[i]?.price ?? '');
          return (
            <li
              key={f.id}
              className="grid grid-cols-2 items-start gap-3 border-b border-stone-200 pb-4 last:border-0 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:border-0 sm:pb-0"
            >
              <TextField
                label={rowLabel('Length', i + 1)}
                placeholder='e.g. 18"'
                required
                className="col-span-2 sm:col-span-1"
                error={rowErrors?.length?.message}
                {...register(`variants.${i}.length`)}
              />
              <TextField
                label={rowLabel('Price (£)', i + 1)}
                inputMode="decimal"
                placeholder={note.placeholder}
                hint={note.hint}
                error={rowErrors?.price?.message}
                {...register(`variants.${i}.price`)}
              />
              <TextField
                label={rowLabel('Stock', i + 1)}
                inputMode="numeric"
                required
                error={rowErrors?.stock?.message}
                {...register(`variants.${i}.stock`)}
              />
              <button
                type="button"
                onClick={() => remove(i)}
                disabled={fields.length === 1}
                className={`${buttonOutline} col-span-2 px-4 py-2 sm:col-span-1 sm:mt-6`}
                aria-label={length ? `Remove length ${length}` : `Remove row ${i + 1}`}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <button
        type="button"
        onClick={() => append({ ...EMPTY_VARIANT })}
        disabled={fields.length >= MAX_LENGTHS}
        className={`${buttonOutline} px-4 py-2`}
      >
        Add length
      </button>
    </fieldset>
  );
}
