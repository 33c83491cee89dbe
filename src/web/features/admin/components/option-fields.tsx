import { useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { MAX_OPTIONS } from '#shared/contract/admin-products.ts';
import { buttonOutline, buttonSecondary, field, fieldLabel } from '#web/components/ui/styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { emptyOption } from '../product-form-schema.ts';
import { MoveButtons } from './move-buttons.tsx';
import { keepFocus, onMoveKeys } from './reorder-keys.ts';
import type { ProductFormApi } from './use-variant-matrix.ts';
import { ValuesFields } from './value-fields.tsx';

/** What an option describes, for search engines (schema.org): Other is none of them. */
const PROPERTIES = [
  ['', 'Other'],
  ['size', 'Size'],
  ['color', 'Colour'],
  ['pattern', 'Pattern'],
  ['material', 'Material'],
] as const;

type Props = { form: ProductFormApi; sync: () => void };

/**
 * The product's options (Texture, Shade, Length, Density…), at most four, in the order the product page shows
 * them and the variants' labels read: each named, shown as buttons or swatches, saying what it describes, with its
 * values; added, removed and moved with buttons or Alt+Arrow keys.
 */
export function OptionFields({ form, sync }: Props) {
  const { control } = form;
  const addId = useId();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'options' });
  const photos = (useWatch({ control, name: 'imageURL' }) ?? [])
    .map((i) => i?.url?.trim() ?? '')
    .filter((u) => u.startsWith('/media/'));
  const errors = form.formState.errors.options;
  const listError = errors?.message ?? errors?.root?.message;
  const full = fields.length >= MAX_OPTIONS;

  const moveOption = (i: number, by: -1 | 1) => {
    if (i + by < 0 || i + by >= fields.length) return;
    move(i, i + by);
    sync();
  };

  return (
    <fieldset className="space-y-4" aria-describedby="options-hint">
      {/* A heading inside the legend, so each option's own heading (h3) sits under it in the page's outline. */}
      <legend className="mb-1">
        <h2 className="text-lg font-semibold text-stone-900">Options</h2>
      </legend>
      <p id="options-hint" className="text-sm text-stone-600">
        What a shopper chooses, e.g. Texture, Shade and Length, in the order the product page shows them. Each
        combination of their values is a variant, listed below.
      </p>
      <ol className="space-y-4">
        {fields.map((f, i) => (
          <li key={f.id} onKeyDown={onMoveKeys((by) => moveOption(i, by))}>
            <OptionCard
              form={form}
              index={i}
              count={fields.length}
              photos={photos}
              sync={sync}
              idBase={f.id}
              onMove={(by) => moveOption(i, by)}
              onRemove={() => {
                remove(i);
                sync();
                keepFocus(null, addId);
              }}
            />
          </li>
        ))}
      </ol>
      {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          id={addId}
          disabled={full}
          aria-describedby={full ? `${addId}-why` : undefined}
          onClick={() => {
            append(emptyOption(), { focusName: `options.${fields.length}.name` });
            sync();
          }}
          className={`${buttonOutline} px-4 py-2`}
        >
          Add option
        </button>
        {full && (
          <p id={`${addId}-why`} className="text-sm text-stone-600">
            A product has at most {MAX_OPTIONS} options.
          </p>
        )}
      </div>
    </fieldset>
  );
}

type CardProps = {
  form: ProductFormApi;
  index: number;
  count: number;
  photos: string[];
  sync: () => void;
  /** The option's stable key, for its Move buttons' ids. */
  idBase: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

function OptionCard({ form, index: i, count, photos, sync, idBase, onMove, onRemove }: CardProps) {
  const { control, register } = form;
  const ids = { kind: useId(), property: useId() };
  const name = useWatch({ control, name: `options.${i}.name` }) ?? '';
  const kind = useWatch({ control, name: `options.${i}.kind` });
  const errors = form.formState.errors.options?.[i];
  const shown = name.trim() || `option ${i + 1}`;

  return (
    <div className="space-y-4 rounded-xl border border-stone-300 p-4">
      <h3 className="text-base font-semibold text-stone-900">
        Option {i + 1}
        {name.trim() && `: ${name.trim()}`}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={`Option ${i + 1}`}
          placeholder="e.g. Shade"
          required
          error={errors?.name?.message}
          {...register(`options.${i}.name`)}
        />
        <div>
          <label htmlFor={ids.kind} className={fieldLabel}>
            Show {shown} as
          </label>
          <select id={ids.kind} className={field} {...register(`options.${i}.kind`)}>
            <option value="button">Buttons</option>
            <option value="swatch">Swatches (colours, pictures)</option>
          </select>
        </div>
        <div>
          <label htmlFor={ids.property} className={fieldLabel}>
            {shown} describes
          </label>
          <select id={ids.property} className={field} {...register(`options.${i}.property`)}>
            {PROPERTIES.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ValuesFields
        form={form}
        option={i}
        optionName={name}
        swatch={kind === 'swatch'}
        photos={photos}
        sync={sync}
      />
      <div className="flex flex-wrap gap-2 border-t border-stone-200 pt-3">
        <MoveButtons
          idBase={idBase}
          name={shown}
          at={i}
          count={count}
          onMove={onMove}
          text={{ up: 'Move option up', down: 'Move option down' }}
        />
        <button
          type="button"
          disabled={count === 1}
          onClick={onRemove}
          className={buttonSecondary}
          aria-label={`Remove ${shown} option`}
        >
          Remove option
        </button>
      </div>
    </div>
  );
}
