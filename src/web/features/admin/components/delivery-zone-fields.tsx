import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import type { Delivery } from '#shared/contract/delivery.ts';
import { PlusIcon, TrashIcon } from '#web/components/ui/icons.tsx';
import { buttonSecondary } from '#web/components/ui/styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { type DeliveryFormValues, newMethod } from '../delivery-form-schema.ts';
import { CountryPicker } from './country-picker.tsx';
import { MoveButtons } from './move-buttons.tsx';
import { onMoveKeys } from './reorder-keys.ts';

type Props = {
  index: number;
  control: Control<DeliveryFormValues, unknown, Delivery>;
  register: UseFormRegister<DeliveryFormValues>;
  errors: FieldErrors<DeliveryFormValues>;
  setCountries: (countries: string[]) => void;
  onRemove?: () => void;
};

/** One delivery zone: its name, where it is (countries, or the rest of the world) and its methods with prices. */
export function DeliveryZoneFields({ index, control, register, errors, setCountries, onRemove }: Props) {
  const methods = useFieldArray({ control, name: `zones.${index}.methods`, keyName: 'key' });
  const zone = useWatch({ control, name: `zones.${index}` });
  const zoneErrors = errors.zones?.[index];
  const name = zone?.name.trim() || `Zone ${index + 1}`;
  // The checkout offers a zone's methods in this order, the first chosen unless the shopper picks another.
  const moveMethod = (i: number, by: -1 | 1) => {
    if (i + by >= 0 && i + by < methods.fields.length) methods.move(i, i + by);
  };
  return (
    <fieldset className="space-y-4 rounded-xl border border-stone-300 p-4">
      <legend className="px-1 font-semibold text-stone-900">{name}</legend>
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          label="Zone name"
          autoComplete="off"
          error={zoneErrors?.name?.message}
          className="min-w-48 flex-1"
          {...register(`zones.${index}.name`)}
        />
        <label className="flex items-center gap-2 pb-3 text-stone-900">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            {...register(`zones.${index}.restOfWorld`)}
          />
          Rest of the world
        </label>
      </div>
      {zone?.restOfWorld ? (
        <p className="text-sm text-stone-600">
          Every country no other zone names, except those you do not serve.
        </p>
      ) : (
        <CountryPicker
          label={`Countries of ${name}`}
          countries={zone?.countries ?? []}
          onChange={setCountries}
          error={zoneErrors?.countries?.message}
        />
      )}
      <ol className="space-y-3">
        {methods.fields.map((m, i) => {
          const e = zoneErrors?.methods?.[i];
          const methodName = zone?.methods[i]?.name.trim() || `Method ${i + 1}`;
          return (
            <li
              key={m.key}
              onKeyDown={onMoveKeys((by) => moveMethod(i, by))}
              className="grid gap-3 rounded-lg bg-stone-50 p-3 sm:grid-cols-2 xl:grid-cols-[1fr_1fr_7rem_7rem_auto]"
            >
              <TextField
                label="Method"
                autoComplete="off"
                error={e?.name?.message}
                {...register(`zones.${index}.methods.${i}.name`)}
              />
              <TextField
                label="Takes"
                hint="e.g. 2–4 working days"
                autoComplete="off"
                error={e?.days?.message}
                {...register(`zones.${index}.methods.${i}.days`)}
              />
              <TextField
                label="Price (£)"
                inputMode="decimal"
                autoComplete="off"
                error={e?.price?.message}
                {...register(`zones.${index}.methods.${i}.price`)}
              />
              <TextField
                label="Free from (£)"
                hint="Empty: never"
                inputMode="decimal"
                autoComplete="off"
                error={e?.freeFrom?.message}
                {...register(`zones.${index}.methods.${i}.freeFrom`)}
              />
              <div className="flex items-end gap-2 sm:col-span-2 xl:col-span-1">
                <MoveButtons
                  idBase={m.key}
                  name={`${methodName} in ${name}`}
                  at={i}
                  count={methods.fields.length}
                  onMove={(by) => moveMethod(i, by)}
                  text={{ up: 'Up', down: 'Down' }}
                />
                <button
                  type="button"
                  onClick={() => methods.remove(i)}
                  disabled={methods.fields.length === 1}
                  className={buttonSecondary}
                >
                  <TrashIcon className="size-4" />
                  <span className="sr-only">
                    Remove {methodName} from {name}
                  </span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {zoneErrors?.methods?.message && (
        <p className="text-sm font-medium text-red-700">{zoneErrors.methods.message}</p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => methods.append(newMethod())} className={buttonSecondary}>
          <PlusIcon className="size-4" />
          Add a method <span className="sr-only">to {name}</span>
        </button>
        {onRemove && (
          <button type="button" onClick={onRemove} className={buttonSecondary}>
            <TrashIcon className="size-4" />
            Remove zone <span className="sr-only">{name}</span>
          </button>
        )}
      </div>
    </fieldset>
  );
}
