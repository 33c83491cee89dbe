import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { AdminSettings } from '#shared/contract/settings.ts';
import { type VatSettings, vatSettingsSchema } from '#shared/contract/vat.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSettingsForm } from '../use-settings-form.ts';
import { SettingsSaveFooter } from './settings-save-footer.tsx';

type Props = { saved: AdminSettings; onReload: () => Promise<AdminSettings | undefined> };
type VatForm = { registered: boolean; percent: string; number: string };

const RATE = 'Enter the rate as a percentage, e.g. 20';

/** The form as typed (the rate in percent), turned into the setting and checked by the server's own schema. */
const vatFormSchema = z
  .object({ registered: z.boolean(), percent: z.string(), number: z.string() })
  .transform((form, ctx): VatSettings => {
    const percent = form.percent.trim().replace(/%$/, '');
    const rate = /^\d{1,3}(\.\d{1,2})?$/.test(percent) ? Math.round(Number(percent) * 100) : null;
    if (rate === null) ctx.addIssue({ code: 'custom', message: RATE, path: ['percent'] });
    const checked = vatSettingsSchema.safeParse({
      registered: form.registered,
      rate: rate ?? 0,
      number: form.number,
    });
    if (checked.success) return checked.data;
    for (const { message, path } of checked.error.issues)
      ctx.addIssue({ code: 'custom', message, path: path[0] === 'rate' ? ['percent'] : path });
    return z.NEVER;
  });

const toForm = ({ registered, rate, number }: VatSettings): VatForm => ({
  registered,
  percent: String(rate / 100),
  number,
});

/** VAT (issue 32, decision 031): whether the shop charges it, at what rate (prices include it), its number. */
export function VatForm({ saved, onReload }: Props) {
  const { form, onSubmit, footer } = useSettingsForm<VatForm, VatSettings>({
    saved,
    onReload,
    resolver: zodResolver(vatFormSchema),
    toForm: (values) => toForm(values.vat),
    toSettings: (vat) => ({ vat }),
    nothing: 'Nothing to save: VAT is as saved.',
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="VAT" className="space-y-5">
      <p className="text-sm text-stone-600">
        Prices include VAT. Registered, the shop shows the VAT inside every order (per line, to the penny) on
        the checkout, the confirmation and the order page; not registered, it charges none.
      </p>
      <label className="flex items-center gap-2 text-stone-900">
        <input type="checkbox" className="size-5 accent-brand-700" {...register('registered')} />
        Registered for VAT: charge it
      </label>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="VAT rate (%)"
          hint="20 is the UK's standard rate"
          inputMode="decimal"
          autoComplete="off"
          error={errors.percent?.message}
          {...register('percent')}
        />
        <TextField
          label="VAT number"
          hint="e.g. GB123456789"
          autoComplete="off"
          error={errors.number?.message}
          {...register('number')}
        />
      </div>
      <SettingsSaveFooter {...footer}>Save VAT</SettingsSaveFooter>
    </form>
  );
}
