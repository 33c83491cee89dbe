import type { ShopSettingsValues } from '#shared/contract/settings.ts';

/** How the Settings page and its history name each setting. */
export const SETTING_LABELS: Record<keyof ShopSettingsValues, string> = {
  name: 'Shop name',
  email: 'Contact e-mail',
  phone: 'Phone',
  address: 'Business address',
  socialHandle: 'Social handle',
  socialUrl: 'Social link',
  timeZone: 'Time zone',
  orderHoldMinutes: 'Stock hold',
  cancelWindowMinutes: 'Cancellation window',
};

/** A setting's value in words, as the history shows it: "15 minutes", "(empty)", an address on one line. */
export function settingValueWords(field: string, value: unknown): string {
  if (value === '' || value === null || value === undefined) return '(empty)';
  if ((field === 'orderHoldMinutes' || field === 'cancelWindowMinutes') && typeof value === 'number') {
    if (field === 'cancelWindowMinutes' && value === 0) return 'off (customers cannot cancel)';
    return value === 1 ? '1 minute' : `${value} minutes`;
  }
  return String(value).replaceAll('\n', ', ');
}

/** A setting's name in words; a field this browser's code does not know yet goes by its own name. */
export const settingLabel = (field: string) => SETTING_LABELS[field as keyof ShopSettingsValues] ?? field;
