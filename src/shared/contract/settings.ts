import { z } from 'zod';
import { flatDelivery } from '../delivery.ts';
import { isTimeZone } from '../time-zone.ts';
import { deliverySchema } from './delivery.ts';
import { vatSettingsSchema } from './vat.ts';

/**
 * Each setting as the admin types it, with the message a wrong value gets (the defaults are apart, below): the
 * Settings form checks these in the browser, the server again.
 */
export const settingsFieldsSchema = z.object({
  name: z.string().trim().min(1, "Enter the shop's name").max(80, 'A shop name is at most 80 characters'),
  email: z.string().trim().pipe(z.email('Enter an e-mail address customers can write to')),
  phone: z.string().trim().max(40, 'A phone number is at most 40 characters'),
  /** The business address: on packing slips now, invoices later. Lines as typed. */
  address: z.string().trim().max(300, 'An address is at most 300 characters'),
  socialHandle: z.string().trim().max(40, 'A social handle is at most 40 characters'),
  socialUrl: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https:\/\/\S+$/.test(v), 'A social link starts with https://'),
  timeZone: z.string().refine(isTimeZone, 'Choose a time zone such as Europe/London'),
  /** Minutes an unpaid checkout holds its units before it expires. */
  orderHoldMinutes: z
    .number({ error: 'Enter a number of minutes' })
    .int('Enter whole minutes')
    .min(1, 'Hold stock for at least a minute (a card with 3-D Secure takes a minute or two)')
    .max(24 * 60, 'Hold stock for at most a day (1440 minutes)'),
  /** Minutes after placing an order that the shopper may cancel it themselves; 0: never. */
  cancelWindowMinutes: z
    .number({ error: 'Enter a number of minutes' })
    .int('Enter whole minutes')
    .min(0, 'Enter 0 or more minutes')
    .max(14 * 24 * 60, 'At most 14 days (20160 minutes)'),
  /** Where the shop delivers, by which methods, at what prices (decision 030). */
  delivery: deliverySchema,
  /** VAT: whether the shop charges it, at what rate, under which number (decision 031). */
  vat: vatSettingsSchema,
});
const fields = settingsFieldsSchema.shape;

/** The settings the Settings page's first form edits: all but delivery and VAT, which have forms of their own. */
export const shopDetailsSchema = settingsFieldsSchema.omit({ delivery: true, vat: true });
export type ShopDetails = z.infer<typeof shopDetailsSchema>;
export const DETAILS_FIELDS = Object.keys(shopDetailsSchema.shape) as (keyof ShopDetails)[];

/**
 * The owner's settings (decision 029): what the shop says about itself and how long its windows are. Stored as
 * one JSON document (db/schema/settings.ts); every field has its default, so a document written before a field
 * existed still reads. The environment's SHOP_* / ORDER_HOLD_MINUTES / CANCEL_WINDOW_MINUTES seed it once.
 */
export const shopSettingsValuesSchema = z.object({
  name: fields.name.default('Tressa'),
  email: fields.email.default('hello@tressa.local'),
  phone: fields.phone.default(''),
  address: fields.address.default(''),
  socialHandle: fields.socialHandle.default(''),
  socialUrl: fields.socialUrl.default(''),
  timeZone: fields.timeZone.default('Europe/London'),
  orderHoldMinutes: fields.orderHoldMinutes.default(15),
  cancelWindowMinutes: fields.cancelWindowMinutes.default(60),
  delivery: fields.delivery.default(flatDelivery(499, 7500)),
  vat: fields.vat.default({ registered: false, rate: 2000, number: '' }),
});
export type ShopSettingsValues = z.infer<typeof shopSettingsValuesSchema>;
export const SETTINGS_FIELDS = Object.keys(shopSettingsValuesSchema.shape) as (keyof ShopSettingsValues)[];

/** GET /api/admin/settings: the values and the version a save names. */
export const adminSettingsSchema = z.object({
  version: z.number().int(),
  values: shopSettingsValuesSchema,
  updatedAt: z.iso.datetime(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** PATCH /api/admin/settings: the fields that change, and the version the form was loaded at. */
export const settingsPatchSchema = z.object({
  version: z.number().int().min(1),
  values: settingsFieldsSchema
    .partial()
    .strict()
    .refine((v) => Object.keys(v).length > 0, 'Change at least one setting'),
});
export type SettingsPatch = z.input<typeof settingsPatchSchema>;

/** One entry of the settings' history: who changed which fields, from what to what. */
export const settingsChangeSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  by: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export const settingsChangesSchema = z.object({ items: z.array(settingsChangeSchema) });
export type SettingsChange = z.infer<typeof settingsChangeSchema>;
