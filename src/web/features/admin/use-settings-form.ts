import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { AdminSettings, ShopSettingsValues } from '#shared/contract/settings.ts';
import { useSaveSettings } from './api/settings.ts';
import { SETTING_LABELS } from './settings-words.ts';

type Setting = keyof ShopSettingsValues;

type Options<TForm extends FieldValues, TChecked> = {
  saved: AdminSettings;
  /** Loads the settings as saved now (after someone else saved them); answers them. */
  onReload: () => Promise<AdminSettings | undefined>;
  resolver: Resolver<TForm, unknown, TChecked>;
  /** The form's values for the settings as saved. */
  toForm: (values: ShopSettingsValues) => TForm;
  /** The settings this form sets, from what was typed once checked: only those that differ are sent. */
  toSettings: (checked: TChecked) => Partial<ShopSettingsValues>;
  /** Said when nothing differs from what is saved. */
  nothing: string;
  /**
   * What the form shows once the latest settings are loaded after a 409, from those, what was typed and what the
   * form was loaded with. Without it, the latest as saved.
   */
  merge?: (latest: TForm, typed: TForm, before: TForm) => TForm;
};

// By content: a nested setting (delivery, VAT) comes out of its form as a new object even when nothing in it changed.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form of the Settings page (issue 32): only the settings that differ from the saved ones are sent, with the
 * version the form was loaded at, so that a save from elsewhere meanwhile is answered 409 rather than overwritten;
 * the footer then offers the latest. Answers the form, its submit handler and the props of SettingsSaveFooter.
 */
export function useSettingsForm<TForm extends FieldValues, TChecked = TForm>({
  saved,
  onReload,
  resolver,
  toForm,
  toSettings,
  nothing,
  merge,
}: Options<TForm, TChecked>) {
  const save = useSaveSettings();
  const [note, setNote] = useState<string | null>(null);
  const form = useForm<TForm, unknown, TChecked>({
    resolver,
    // A form's values are whole, so they are also its defaults (which react-hook-form types as partial).
    defaultValues: toForm(saved.values) as DefaultValues<TForm>,
  });

  const submit = (checked: TChecked) => {
    const wanted = toSettings(checked);
    const changed = (Object.keys(wanted) as Setting[]).filter((f) => !same(wanted[f], saved.values[f]));
    save.reset();
    if (changed.length === 0) return setNote(nothing);
    setNote(null);
    save.mutate(
      { version: saved.version, values: Object.fromEntries(changed.map((f) => [f, wanted[f]])) },
      {
        onSuccess: (next) => {
          form.reset(toForm(next.values));
          toast.success(
            changed.length === 1 ? `${SETTING_LABELS[changed[0] ?? 'name']} saved` : 'Settings saved',
          );
        },
      },
    );
  };

  const reload = async () => {
    const before = saved.values;
    const latest = await onReload();
    if (!latest) return;
    const fresh = toForm(latest.values);
    form.reset(merge ? merge(fresh, form.getValues(), toForm(before)) : fresh);
    save.reset();
  };

  return {
    form,
    onSubmit: form.handleSubmit(submit),
    footer: { error: save.error, pending: save.isPending, note, onReload: () => void reload() },
  };
}
