import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CATEGORIES } from '#shared/catalog.ts';
import { field, fieldLabel } from '#web/components/ui/styles.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  EMPTY_PRODUCT,
  type ProductFormOutput,
  type ProductFormValues,
  productFormSchema,
} from '../product-form-schema.ts';
import { ImageUrlFields } from './image-url-fields.tsx';
import { VariantRowsFields } from './variant-rows-fields.tsx';

type Props = {
  initial?: ProductFormValues;
  saving: boolean;
  submitLabel: string;
  onSubmit: (values: ProductFormOutput) => void;
};

/** The product form (docs/product.md#admin): every field labelled, each refusal shown under its field. */
export function ProductForm({ initial, saving, submitLabel, onSubmit }: Props) {
  const ids = { category: useId(), description: useId(), busy: useId() };
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: initial ?? EMPTY_PRODUCT,
  });
  const describe = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Product" className="space-y-5">
      <TextField label="Name" required error={errors.name?.message} {...register('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Price"
          hint="In pounds, e.g. 49.99: the price of each length without a price of its own"
          inputMode="decimal"
          required
          error={errors.price?.message}
          {...register('price')}
        />
        <div>
          <label htmlFor={ids.category} className={fieldLabel}>
            Category
          </label>
          <select
            id={ids.category}
            required
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={describe(ids.category, errors.category?.message)}
            className={field}
            {...register('category')}
          >
            <option value="">-- Choose category --</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          {errors.category && (
            <p id={`${ids.category}-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.category.message}
            </p>
          )}
        </div>
      </div>
      <TextField label="Brand" required error={errors.brand?.message} {...register('brand')} />
      <div>
        <label htmlFor={ids.description} className={fieldLabel}>
          Description
        </label>
        <textarea
          id={ids.description}
          rows={5}
          required
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describe(ids.description, errors.description?.message)}
          className={field}
          {...register('description')}
        />
        {errors.description && (
          <p id={`${ids.description}-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.description.message}
          </p>
        )}
      </div>
      <VariantRowsFields control={control} register={register} errors={errors} />
      <TextField
        label="Limit per order"
        hint="The most of one length a customer can buy in one order (1–99)"
        inputMode="numeric"
        required
        error={errors.maxPerOrder?.message}
        className="sm:max-w-xs"
        {...register('maxPerOrder')}
      />
      <ImageUrlFields control={control} register={register} errors={errors} onBusyChange={setUploading} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={saving} disabled={uploading} className="py-3">
          {submitLabel}
        </SubmitButton>
        {uploading && (
          <p id={ids.busy} className="text-sm text-stone-600">
            Waiting for the uploads to finish…
          </p>
        )}
      </div>
    </form>
  );
}
