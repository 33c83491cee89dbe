import type { Delivery } from '#shared/contract/delivery.ts';
import type { ShopSettingsValues } from '#shared/contract/settings.ts';
import type { VatSettings } from '#shared/contract/vat.ts';
import { countryName } from '#shared/countries.ts';
import { formatPence } from '#shared/money.ts';
import { vatRateText } from '#shared/vat.ts';

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
  delivery: 'Delivery',
  vat: 'VAT',
};

/** A setting's value in words, as the history shows it: "15 minutes", "(empty)", an address on one line. */
export function settingValueWords(field: string, value: unknown): string {
  if (value === '' || value === null || value === undefined) return '(empty)';
  if (field === 'delivery' && typeof value === 'object') return deliveryWords(value as Delivery);
  if (field === 'vat' && typeof value === 'object') return vatWords(value as VatSettings);
  if ((field === 'orderHoldMinutes' || field === 'cancelWindowMinutes') && typeof value === 'number') {
    if (field === 'cancelWindowMinutes' && value === 0) return 'off (customers cannot cancel)';
    return value === 1 ? '1 minute' : `${value} minutes`;
  }
  return String(value).replaceAll('\n', ', ');
}

/** A setting's name in words; a field this browser's code does not know yet goes by its own name. */
export const settingLabel = (field: string) => SETTING_LABELS[field as keyof ShopSettingsValues] ?? field;

/** The delivery settings in one line: each zone with its methods, then what is not served. */
export function deliveryWords({ zones, unserved }: Delivery): string {
  const zoneWords = zones.map((z) => {
    const where = z.restOfWorld ? 'everywhere else' : z.countries.map(countryName).join(', ');
    const methods = z.methods.map(
      (m) =>
        `${m.name} ${formatPence(m.price)}${m.freeFrom === null ? '' : ` (free from ${formatPence(m.freeFrom)})`}`,
    );
    return `${z.name} (${where}): ${methods.join(', ')}`;
  });
  const none = unserved.length > 0 ? [`not served: ${unserved.map(countryName).join(', ')}`] : [];
  return [...zoneWords, ...none].join('; ');
}

/** VAT in a few words: 'charged at 20%, number GB123456789', or 'not charged'. */
export function vatWords({ registered, rate, number }: VatSettings): string {
  return registered ? `charged at ${vatRateText(rate)}, number ${number}` : 'not charged';
}
