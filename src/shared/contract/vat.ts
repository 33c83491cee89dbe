import { z } from 'zod';

/**
 * The owner's VAT (decision 031): prices include it; a shop that is not registered charges none. The rate is in
 * basis points (2000 = 20%, the UK's standard rate); the number is printed on invoices.
 */
export const vatSettingsSchema = z
  .object({
    registered: z.boolean(),
    rate: z
      .number({ error: 'Enter a VAT rate' })
      .int('A VAT rate is in hundredths of a percent')
      .min(0, 'A VAT rate cannot be negative')
      .max(10_000, 'A VAT rate is at most 100%'),
    number: z
      .string()
      .trim()
      .toUpperCase()
      // As invoices print it: no spaces (an overwrite, not a transform, so answers can be described by it too).
      .overwrite((v) => v.replaceAll(' ', ''))
      // A country code, then 2–13 letters and digits, at least three of them digits (GB123456789, GBGD001).
      .refine(
        (v) => v === '' || (/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(v) && /\d.*\d.*\d/.test(v)),
        'A VAT number is like GB123456789',
      ),
  })
  .refine((v) => !v.registered || v.number !== '', {
    message: 'Enter your VAT registration number: invoices must show it',
    path: ['number'],
  });
export type VatSettings = z.infer<typeof vatSettingsSchema>;

/** The VAT an order, quote or checkout includes: its rate and amount; null when the shop charges none. */
export const vatSchema = z.object({ rate: z.number().int(), amount: z.number().int() }).nullable();
export type Vat = z.infer<typeof vatSchema>;
