import { z } from 'zod';

// The test-card form's typing aids and checks. The server checks the card again (and is the only judge of
// whether it pays); these catch the obvious slips before a round trip and keep what is typed readable.

const MAX_NUMBER_DIGITS = 19;
const digits = (s: string) => s.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242'; anything but digits is dropped. */
export function formatCardNumber(input: string): string {
  return digits(input)
    .slice(0, MAX_NUMBER_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Expiry as 'MM / YY'. The separator appears only once the year starts, so Backspace never gets stuck on it;
 * a first digit above 1 can only be a month, so '4' becomes '04'; a pasted '4/2031' becomes '04 / 31'.
 */
export function formatExpiry(input: string): string {
  const slash = input.indexOf('/');
  if (slash >= 0) {
    let month = digits(input.slice(0, slash)).slice(0, 2);
    let year = digits(input.slice(slash + 1));
    year = (year.length === 4 ? year.slice(2) : year).slice(0, 2);
    if (!year) return month;
    if (month.length === 1) month = `0${month}`;
    return `${month} / ${year}`;
  }
  let d = digits(input);
  if (d && d[0] !== '0' && d[0] !== '1') d = `0${d}`;
  d = d.slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

export function formatCvc(input: string): string {
  return digits(input).slice(0, 4);
}

/** { month, year } from 'MM / YY', or null when it is not a real month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^(\d{2}) \/ (\d{2})$/.exec(value.trim());
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]) };
}

function isPast({ month, year }: { month: number; year: number }, now = new Date()) {
  // A card is valid to the end of its expiry month.
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

export const cardFormSchema = z
  .object({
    number: z
      .string()
      .transform(digits)
      .pipe(
        z
          .string()
          .min(12, 'Enter the full card number.')
          .max(MAX_NUMBER_DIGITS, 'This card number is too long.'),
      ),
    expiry: z
      .string()
      .refine((v) => parseExpiry(v) !== null, 'Enter the expiry date as MM / YY, for example 12 / 30.')
      .refine((v) => {
        const e = parseExpiry(v);
        return !e || !isPast(e);
      }, 'This card has expired. Check the date or use another card.'),
    cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3-digit security code (CVC) from the back of the card.'),
  })
  .transform(({ number, expiry, cvc }) => {
    // Safe: the refine above let only a parsable expiry through.
    const { month, year } = parseExpiry(expiry) as { month: number; year: number };
    return { number, expMonth: month, expYear: year, cvc };
  });

export type CardFormValues = z.input<typeof cardFormSchema>;
export type CardDetails = z.output<typeof cardFormSchema>;
