import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CATEGORIES } from '#shared/catalog.ts';
import { field, fieldLabel } from '#web/components/ui/styles.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  emptyProduct,
  type ProductFormOutput,
  type ProductFormValues,
  productFormSchema,
} from '../product-form-schema.ts';
import { ImageUrlFields } from './image-url-fields.tsx';
import { OptionFields } from './option-fields.tsx';
import { useVariantMatrix } from './use-variant-matrix.ts';
import { VariantMatrixFields } from './variant-matrix-fields.tsx';

type Props = {
  initial?: ProductFormValues;
  saving: boolean;
  submitLabel: string;
  onSubmit: (values: ProductFormOutput) => void;
};

/**
 * The product form (docs/product.md#admin): every field labelled, each refusal shown under its field. The photos
 * come before the options, so a shade's photos and swatch pictures can be chosen from them.
 */
export function ProductForm({ initial, saving, submitLabel, onSubmit }: Props) {
  const ids = { category: useId(), description: useId(), busy: useId() };
  const [uploading, setUploading] = useState(false);
  const [defaults] = useState(() => initial ?? emptyProduct());
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: defaults,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const matrix = useVariantMatrix(form);
  const describe = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);

  // A value renamed and saved with Enter, without leaving its field: the variants follow it before checking.
  const submit = (e: FormEvent) => {
    matrix.sync();
    return handleSubmit(onSubmit)(e);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Product" className="space-y-5">
      <TextField label="Name" required error={errors.name?.message} {...register('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Price"
          hint="In pounds, e.g. 49.99: the price of each variant without a price of its own"
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
      <ImageUrlFields control={control} register={register} errors={errors} onBusyChange={setUploading} />
      <OptionFields form={form} sync={matrix.sync} />
      <VariantMatrixFields form={form} matrix={matrix} />
      <TextField
        label="Limit per order"
        hint="The most of one variant a customer can buy in one order (1–99)"
        inputMode="numeric"
        required
        error={errors.maxPerOrder?.message}
        className="sm:max-w-xs"
        {...register('maxPerOrder')}
      />
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
