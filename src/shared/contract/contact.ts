import { z } from 'zod';

const ONE_LINE = /^[^\r\n]*$/;

/** Required, trimmed, at most `max` characters; `oneLine` refuses line breaks (it may end up in a mail header). */
const field = (name: string, max: number, oneLine = false) => {
  const base = z.string().trim().min(1, `${name} is required`).max(max, `${name} is too long`);
  return oneLine ? base.regex(ONE_LINE, `${name} must be on one line`) : base;
};

/** The honeypot: hidden from people, so anything in it was typed by a bot. */
export const HONEYPOT_FIELD = 'website';

/** POST /api/contact (docs/product.md#contact: all four required). */
export const contactBodySchema = z.object({
  name: field('Name', 100, true),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Please enter a valid e-mail address')),
  subject: field('Subject', 150, true),
  message: field('Message', 5000),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
export type ContactInput = z.input<typeof contactBodySchema>;

export const contactReceivedSchema = z.object({ received: z.literal(true) });
export type ContactReceived = z.infer<typeof contactReceivedSchema>;

/** Messages per IP address in the window, beyond which the form answers 429. */
export const CONTACT_LIMIT = { max: 5, windowS: 600 };
export const CONTACT_RATE_LIMITED =
  'You have sent several messages in the last few minutes. Please wait a little before sending another.';
