import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { Delivery } from '#shared/contract/delivery.ts';
import type { AdminSettings } from '#shared/contract/settings.ts';
import { PlusIcon } from '#web/components/ui/icons.tsx';
import { buttonSecondary } from '#web/components/ui/styles.ts';
import {
  type DeliveryFormValues,
  deliveryFormSchema,
  newId,
  newMethod,
  toDeliveryForm,
} from '../delivery-form-schema.ts';
import { useSettingsForm } from '../use-settings-form.ts';
import { CountryPicker } from './country-picker.tsx';
import { DeliveryZoneFields } from './delivery-zone-fields.tsx';
import { SettingsSaveFooter } from './settings-save-footer.tsx';

type Props = {
  saved: AdminSettings;
  onReload: () => Promise<AdminSettings | undefined>;
};

/**
 * Where the shop delivers (issue 32, decision 030): zones of countries (or the rest of the world), each with its
 * methods and prices, and the countries it never sends to. Saved whole, as the delivery setting; after a save from
 * elsewhere, the latest is shown to change again from there.
 */
export function DeliveryForm({ saved, onReload }: Props) {
  const { form, onSubmit, footer } = useSettingsForm<DeliveryFormValues, Delivery>({
    saved,
    onReload,
    resolver: zodResolver(deliveryFormSchema),
    toForm: (values) => toDeliveryForm(values.delivery),
    toSettings: (delivery) => ({ delivery }),
    nothing: 'Nothing to save: delivery is as saved.',
  });
  const {
    control,
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const zones = useFieldArray({ control, name: 'zones', keyName: 'key' });
  const values = useWatch({ control });
  const hasRest = (values.zones ?? []).some((z) => z?.restOfWorld);

  // An error of the whole list (a country in two zones, two rest-of-the-world zones) is said above the save.
  const listProblem = errors.zones?.message ?? errors.zones?.root?.message ?? errors.unserved?.message;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Delivery" className="space-y-6">
      <p className="text-sm text-stone-600">
        Shoppers choose a method for their country at checkout; the price is charged as set here, free once
        the goods (before discounts) reach the method's threshold. A country in no zone is not delivered to,
        unless a zone is the rest of the world.
      </p>
      {zones.fields.map((zone, index) => (
        <DeliveryZoneFields
          key={zone.key}
          index={index}
          control={control}
          register={register}
          errors={errors}
          setCountries={(countries) =>
            setValue(`zones.${index}.countries`, countries, {
              shouldDirty: true,
              shouldValidate: isSubmitted,
            })
          }
          onRemove={zones.fields.length > 1 ? () => zones.remove(index) : undefined}
        />
      ))}
      <button
        type="button"
        onClick={() =>
          zones.append({
            id: newId('zone'),
            name: '',
            countries: [],
            restOfWorld: false,
            methods: [newMethod()],
          })
        }
        className={buttonSecondary}
      >
        <PlusIcon className="size-4" />
        Add a zone
      </button>
      {hasRest && (
        <CountryPicker
          label="Countries you do not deliver to"
          countries={(values.unserved ?? []).filter((c): c is string => typeof c === 'string')}
          onChange={(unserved) =>
            setValue('unserved', unserved, { shouldDirty: true, shouldValidate: isSubmitted })
          }
          error={errors.unserved?.message}
        />
      )}
      {listProblem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listProblem}
        </p>
      )}
      <SettingsSaveFooter {...footer}>Save delivery</SettingsSaveFooter>
    </form>
  );
}
