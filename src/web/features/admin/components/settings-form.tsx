import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import {
  type AdminSettings,
  DETAILS_FIELDS,
  type ShopDetails,
  shopDetailsSchema,
} from '#shared/contract/settings.ts';
import { FieldFrame } from '#web/components/ui/field-frame.tsx';
import { field } from '#web/components/ui/styles.ts';
import { TextArea } from '#web/components/ui/text-area.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { SETTING_LABELS as L } from '../settings-words.ts';
import { useSettingsForm } from '../use-settings-form.ts';
import { SettingsSaveFooter } from './settings-save-footer.tsx';

type Props = {
  saved: AdminSettings;
  /** Loads the settings as saved now (after someone else saved them); answers them. */
  onReload: () => Promise<AdminSettings | undefined>;
};

/** The fields this form edits, of all the settings. */
const details = (values: ShopDetails): ShopDetails =>
  Object.fromEntries(DETAILS_FIELDS.map((f) => [f, values[f]])) as ShopDetails;

/** The owner's typing is kept where the saved value did not change; the rest shows what was saved. */
const keepTyped = (latest: ShopDetails, typed: ShopDetails, before: ShopDetails): ShopDetails =>
  Object.fromEntries(
    DETAILS_FIELDS.map((f) => [f, typed[f] !== before[f] ? typed[f] : latest[f]]),
  ) as ShopDetails;

/** Every IANA zone this browser knows, with the saved one kept even if it does not list it. */
function zoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * The owner's settings (issue 32). Only the fields that differ from the saved ones are sent, with the version the
 * form was loaded at: if someone saved meanwhile, the server says so (409) and the form offers the latest.
 */
export function SettingsForm({ saved, onReload }: Props) {
  const zones = useMemo(() => zoneOptions(saved.values.timeZone), [saved.values.timeZone]);
  const { form, onSubmit, footer } = useSettingsForm({
    saved,
    onReload,
    resolver: zodResolver(shopDetailsSchema),
    toForm: details,
    toSettings: details,
    nothing: 'Nothing to save: every setting is as saved.',
    merge: keepTyped,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Shop settings" className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="font-display text-xl text-brand-900">Shop details</legend>
        <p className="text-sm text-stone-600">
          Shown in the footer and on the contact page, and used to sign the shop's e-mails and packing slips.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={L.name}
            required
            autoComplete="organization"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={L.email}
            hint="Contact-form messages are sent here"
            type="email"
            required
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={L.phone}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label={L.socialHandle}
            hint="e.g. @yourshop"
            autoComplete="off"
            error={errors.socialHandle?.message}
            {...register('socialHandle')}
          />
          <TextField
            label={L.socialUrl}
            hint="Your Instagram or TikTok page, starting https://"
            type="url"
            autoComplete="url"
            error={errors.socialUrl?.message}
            {...register('socialUrl')}
            className="sm:col-span-2"
          />
          <TextArea
            label={L.address}
            hint="Where returns go: printed on packing slips"
            rows={4}
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address')}
            className="sm:col-span-2"
          />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="font-display text-xl text-brand-900">Time and windows</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FieldFrame
            label={L.timeZone}
            hint="The shop's days (earnings per day, CSV dates) and promotions' start and end follow this clock"
            error={errors.timeZone?.message}
            className="sm:col-span-2"
            control={(aria) => (
              <select {...aria} className={field} {...register('timeZone')}>
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {z.replaceAll('_', ' ')}
                  </option>
                ))}
              </select>
            )}
          />
          <TextField
            label={`${L.orderHoldMinutes} (minutes)`}
            hint="How long an unpaid checkout keeps its units off sale before it expires; checkouts already waiting follow the new hold"
            inputMode="numeric"
            required
            autoComplete="off"
            error={errors.orderHoldMinutes?.message}
            {...register('orderHoldMinutes', { valueAsNumber: true })}
          />
          <TextField
            label={`${L.cancelWindowMinutes} (minutes)`}
            hint="How long after ordering a customer may cancel by themselves; 0: never"
            inputMode="numeric"
            required
            autoComplete="off"
            error={errors.cancelWindowMinutes?.message}
            {...register('cancelWindowMinutes', { valueAsNumber: true })}
          />
        </div>
      </fieldset>

      <SettingsSaveFooter {...footer}>Save settings</SettingsSaveFooter>
    </form>
  );
}
