import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { field, fieldLabel } from '#web/components/ui/styles.ts';
import type { ProductFormApi } from './use-variant-matrix.ts';

type Props = {
  form: ProductFormApi;
  option: number;
  value: number;
  /** The value's name as typed, for the labels ("Colour of 1B"). */
  name: string;
  /** The product's uploaded photos, from which a swatch picture and the value's photos are chosen. */
  photos: string[];
  error?: string;
};

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A swatch value's look and photos: a colour (the browser's picker, and its code to type or paste), or a picture
 * for a shade that is not one colour (ombré, balayage), and the photos of the product in this shade, shown by the
 * product page when it is chosen. Pictures are chosen from the product's uploaded photos.
 */
export function ValuePhotoFields({ form, option, value, name, photos, error }: Props) {
  const { register, setValue, control } = form;
  const base = `options.${option}.values.${value}` as const;
  const colour = useWatch({ control, name: `${base}.swatchColor` }) ?? '';
  const chosen = useWatch({ control, name: `${base}.imageUrls` }) ?? [];
  const picture = useWatch({ control, name: `${base}.swatchImage` }) ?? '';
  const ids = { picker: useId(), code: useId(), picture: useId() };
  const errorId = `${ids.code}-error`;

  // Kept in the product's photo order, whatever order they were ticked in; a photo since removed goes too.
  const toggle = (url: string, on: boolean) =>
    setValue(
      `${base}.imageUrls`,
      photos.filter((u) => (u === url ? on : chosen.includes(u))),
      {
        shouldDirty: true,
      },
    );

  return (
    <div className="col-span-full grid gap-3 rounded-md bg-stone-50 p-3 sm:grid-cols-2">
      <div>
        <span className={fieldLabel}>Swatch</span>
        <div className="flex items-center gap-2">
          <label htmlFor={ids.picker} className="sr-only">
            Colour of {name}
          </label>
          <input
            id={ids.picker}
            type="color"
            value={HEX.test(colour) ? colour.toLowerCase() : '#000000'}
            onChange={(e) => setValue(`${base}.swatchColor`, e.target.value, { shouldDirty: true })}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-stone-500 bg-white"
          />
          <label htmlFor={ids.code} className="sr-only">
            Colour code of {name}
          </label>
          <input
            id={ids.code}
            placeholder="#1b1b1b"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${field} min-w-0`}
            {...register(`${base}.swatchColor`)}
          />
        </div>
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={ids.picture} className={fieldLabel}>
          Swatch picture of {name}
        </label>
        <div className="flex items-center gap-2">
          <select id={ids.picture} className={field} {...register(`${base}.swatchImage`)}>
            <option value="">None: the colour</option>
            {photos.map((url, i) => (
              <option key={url} value={url}>
                Photo {i + 1}
              </option>
            ))}
          </select>
          {picture && (
            <ProductImage
              src={picture}
              alt=""
              sizes="44px"
              className="size-11 shrink-0 rounded-md object-cover"
            />
          )}
        </div>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className={fieldLabel}>Photos of {name}</legend>
        {photos.length === 0 ? (
          <p className="text-sm text-stone-600">Upload the product’s photos above to choose this shade’s.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {photos.map((url, i) => (
              <li key={url}>
                <label className="flex cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white p-1 pr-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input
                    type="checkbox"
                    checked={chosen.includes(url)}
                    onChange={(e) => toggle(url, e.target.checked)}
                    className="size-4"
                  />
                  <ProductImage src={url} alt="" sizes="40px" className="size-10 rounded object-cover" />
                  <span>
                    Photo {i + 1}
                    <span className="sr-only"> of {name}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  );
}
