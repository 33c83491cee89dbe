import { useId } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { MAX_VALUES_PER_OPTION } from '#shared/contract/admin-products.ts';
import { buttonSecondary } from '#web/components/ui/styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { emptyValue } from '../product-form-schema.ts';
import { MoveButtons } from './move-buttons.tsx';
import { keepFocus, onMoveKeys } from './reorder-keys.ts';
import type { ProductFormApi } from './use-variant-matrix.ts';
import { ValuePhotoFields } from './value-photo-fields.tsx';

type Props = {
  form: ProductFormApi;
  option: number;
  /** The option's name as typed, for labels ("Value 2 of Shade"). */
  optionName: string;
  swatch: boolean;
  photos: string[];
  /** Lays the variant matrix out again after a value is added, removed, moved or renamed. */
  sync: () => void;
};

/** Names typed twice in one option (whatever their case): marked at the second, as the server would. */
function repeats(names: string[]): Set<number> {
  const seen = new Set<string>();
  const twice = new Set<number>();
  names.forEach((n, i) => {
    const key = n.trim().toLowerCase();
    if (key !== '' && seen.has(key)) twice.add(i);
    seen.add(key);
  });
  return twice;
}

/**
 * An option's values in order (14″, 18″, 22″…): each named, moved up or down (buttons, or Alt+Arrow keys on the
 * value), removed; a swatch option's values each with a colour or picture and their photos. A renamed value renames
 * its variants when the owner leaves its field.
 */
export function ValuesFields({ form, option, optionName, swatch, photos, sync }: Props) {
  const { control, register, formState } = form;
  const addId = useId();
  const { fields, append, remove, move } = useFieldArray({ control, name: `options.${option}.values` });
  const values = useWatch({ control, name: `options.${option}.values` }) ?? [];
  const names = values.map((v) => v?.name ?? '');
  const twice = repeats(names);
  const errors = formState.errors.options?.[option]?.values;
  const listError = errors?.message ?? errors?.root?.message;
  const of = optionName.trim() || `option ${option + 1}`;

  const moveValue = (j: number, by: -1 | 1) => {
    if (j + by < 0 || j + by >= fields.length) return;
    move(j, j + by);
    sync();
  };

  return (
    <div className="space-y-3">
      <ol className="space-y-3" aria-label={`Values of ${of}`}>
        {fields.map((f, j) => {
          const name = names[j]?.trim() || `value ${j + 1}`;
          return (
            <li
              key={f.id}
              onKeyDown={onMoveKeys((by) => moveValue(j, by))}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 border-b border-stone-200 pb-3 last:border-0 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]"
            >
              <TextField
                label={`Value ${j + 1} of ${of}`}
                placeholder={j === 0 ? 'e.g. 14″, Body Wave or 1B' : undefined}
                required
                className="col-span-2 sm:col-span-1"
                error={errors?.[j]?.name?.message ?? (twice.has(j) ? 'Each value only once' : undefined)}
                {...register(`options.${option}.values.${j}.name`, { onBlur: () => sync() })}
              />
              <div className="col-span-2 flex gap-2 sm:contents">
                <MoveButtons
                  idBase={f.id}
                  name={name}
                  at={j}
                  count={fields.length}
                  onMove={(by) => moveValue(j, by)}
                  text={{ up: 'Up', down: 'Down' }}
                />
                <button
                  type="button"
                  disabled={fields.length === 1}
                  onClick={() => {
                    remove(j);
                    sync();
                    keepFocus(null, addId);
                  }}
                  className={buttonSecondary}
                  aria-label={`Remove ${name} from ${of}`}
                >
                  Remove
                </button>
              </div>
              {swatch && (
                <ValuePhotoFields
                  form={form}
                  option={option}
                  value={j}
                  name={name}
                  photos={photos}
                  error={errors?.[j]?.swatchColor?.message ?? errors?.[j]?.swatchImage?.message}
                />
              )}
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
      <button
        type="button"
        id={addId}
        disabled={fields.length >= MAX_VALUES_PER_OPTION}
        onClick={() => {
          append(emptyValue(), { focusName: `options.${option}.values.${fields.length}.name` });
          sync();
        }}
        className={buttonSecondary}
      >
        Add value to {of}
      </button>
    </div>
  );
}
