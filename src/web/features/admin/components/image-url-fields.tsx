import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { buttonOutline } from '#web/components/ui/styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { ProductFormOutput, ProductFormValues } from '../product-form-schema.ts';
import { ImageUploader } from './image-uploader.tsx';

type Props = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  onBusyChange: (busy: boolean) => void;
};

/** The product's pictures: one address per input (added and removed freely), filled in by uploads. */
export function ImageUrlFields({ control, register, errors, onBusyChange }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'imageURL' });
  const values = useWatch({ control, name: 'imageURL' });
  const listError = errors.imageURL?.message ?? errors.imageURL?.root?.message;

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-stone-800">Images</legend>
      <ImageUploader onUploaded={(url) => append({ url })} onBusyChange={onBusyChange} />
      {fields.map((f, i) => {
        const url = values?.[i]?.url ?? '';
        return (
          <div key={f.id} className="flex items-end gap-3">
            <ProductImage
              src={url.startsWith('/media/') ? url : null}
              alt=""
              sizes="56px"
              className="size-14 shrink-0 rounded-md bg-stone-100 object-cover"
            />
            <TextField
              label={`Image URL ${i + 1}`}
              placeholder="/media/…"
              className="min-w-0 flex-1"
              error={errors.imageURL?.[i]?.url?.message}
              {...register(`imageURL.${i}.url`)}
            />
            <button
              type="button"
              onClick={() => remove(i)}
              className={`${buttonOutline} px-4 py-2`}
              aria-label={`Remove image ${i + 1}`}
            >
              Remove
            </button>
          </div>
        );
      })}
      {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
      <button type="button" onClick={() => append({ url: '' })} className={`${buttonOutline} px-4 py-2`}>
        Add image URL
      </button>
    </fieldset>
  );
}
